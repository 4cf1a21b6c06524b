/**
 * DesignSystemProvider: the theme (styled-components ThemeProvider) and the message catalogue used by
 * design-system texts (close, required, opens in a new tab, ...). Both are optional: every primitive
 * falls back to the default theme and the default messages when rendered without it.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { peekCatalogue } from '../i18n/catalogue';
import { mergeMessages, type Messages } from '../i18n/messages';
import { theme as defaultTheme, type Theme } from './tokens';

const MessagesContext = createContext<Messages | undefined>(undefined);

/** English, as far as it is here (its later texts once a lazy part has brought them). */
const english = () => peekCatalogue('en_US')!;

export interface DesignSystemProviderProps {
  /** A full theme to use instead of the default tokens. */
  theme?: Theme;
  /** Message overrides (e.g. the host's `messages` prop); missing keys use the defaults. */
  messages?: Partial<Messages>;
  children?: ReactNode;
}

export function DesignSystemProvider({ theme = defaultTheme, messages, children }: DesignSystemProviderProps) {
  const merged = useMemo(() => mergeMessages(messages, english()), [messages]);
  return (
    <ThemeProvider theme={theme}>
      <MessagesContext.Provider value={merged}>{children}</MessagesContext.Provider>
    </ThemeProvider>
  );
}

/** Messages for design-system texts: the provider's, else the defaults. */
export function useDesignSystemMessages(): Messages {
  return useContext(MessagesContext) ?? english();
}

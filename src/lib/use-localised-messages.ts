/**
 * The texts an exposed component renders with: its locale's catalogue (src/i18n/catalogue.ts) under
 * the host's `messages`.
 *
 * The first render waits for the catalogue (it suspends, as a lazy component does: a server render
 * waits for it, a hydration keeps the server's HTML meanwhile, and a page never sees English first).
 * Later, when the locale changes (the QA panel), the texts shown stay until the new language has
 * arrived, then change in place: no fallback, no empty band.
 */
import { useEffect, useMemo, useState } from 'react';
import { getCatalogue, loadCatalogue } from '../i18n/catalogue';
import { defaultMessages, mergeMessages, type Messages } from '../i18n/messages';

/** The host's `messages` prop as given; undefined when the props cannot be read (parse-props reported it). */
function hostMessagesOf(props: unknown): unknown {
  try {
    return (props as { messages?: unknown } | null)?.messages;
  } catch {
    return undefined;
  }
}

/**
 * `locale` and `parsed` (English under the host's texts) from the parsed props, `props` as the host
 * gave them: its `messages` are merged again, over the locale's catalogue.
 */
export function useLocalisedMessages(locale: string, parsed: Messages, props: unknown): Messages {
  const host = hostMessagesOf(props);
  const catalogue = getCatalogue(locale);
  // The catalogue last rendered with: shown while a new locale's is on its way, which then re-renders.
  const [shown, setShown] = useState(catalogue);
  if (catalogue && catalogue !== shown) setShown(catalogue);
  const base = catalogue ?? shown;
  useEffect(() => {
    if (!catalogue) void loadCatalogue(locale).then(setShown);
  }, [catalogue, locale]);
  const messages = useMemo(() => {
    // English (en_US): the parsed texts are already English under the host's.
    if (!base || base === defaultMessages) return base && parsed;
    try {
      return mergeMessages(host, base);
    } catch {
      // The props were unreadable (parse-props reported it): the catalogue alone.
      return base;
    }
  }, [base, host, parsed]);
  if (messages) return messages;
  // Suspense: the first render waits for the catalogue (a promise that never rejects).
  throw loadCatalogue(locale);
}

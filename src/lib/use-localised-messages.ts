/**
 * The texts an exposed component renders with: its locale's catalogue (src/i18n/catalogue.ts) under
 * the host's `messages`.
 *
 * The first render waits for the catalogue's first part (it suspends, as a lazy component does: a server
 * render waits for it, a hydration keeps the server's HTML meanwhile, and a page never sees English
 * first). Later, when the locale changes (the QA panel), the texts shown stay until the new language has
 * arrived, then change in place: no fallback, no empty band. A part that arrives (the later texts) is a
 * new catalogue object, so the header re-renders with it.
 */
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { getCatalogue, loadFirstTexts, subscribeCatalogues } from '../i18n/catalogue';
import { mergeMessages, type Messages } from '../i18n/messages';

/** The host's `messages` prop as given; undefined when the props cannot be read (parse-props reported it). */
function hostMessagesOf(props: unknown): unknown {
  try {
    return (props as { messages?: unknown } | null)?.messages;
  } catch {
    return undefined;
  }
}

/** `props` as the host gave them: its `messages` are merged over the locale's catalogue. */
export function useLocalisedMessages(locale: string, props: unknown): Messages {
  const host = hostMessagesOf(props);
  const read = () => getCatalogue(locale);
  const catalogue = useSyncExternalStore(subscribeCatalogues, read, read);
  // The catalogue last rendered with: shown while a new locale's is on its way.
  const [shown, setShown] = useState(catalogue);
  if (catalogue && catalogue !== shown) setShown(catalogue);
  const base = catalogue ?? shown;
  useEffect(() => {
    if (!catalogue) void loadFirstTexts(locale);
  }, [catalogue, locale]);
  const messages = useMemo(() => {
    if (!base) return undefined;
    try {
      return mergeMessages(host, base);
    } catch {
      // The props were unreadable (parse-props reported it): the catalogue alone.
      return base;
    }
  }, [base, host]);
  if (messages) return messages;
  // Suspense: the first render waits for the catalogue's first part (a promise that never rejects).
  throw loadFirstTexts(locale);
}

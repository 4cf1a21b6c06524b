/**
 * A text that follows another once it has been still for `delayMs`; an empty (blank) text follows at
 * once. It gates every type-ahead query (use-type-ahead-query.ts: the search's SEARCH_DEBOUNCE_MS,
 * paused during an IME composition, and the location picker's LOCATION_DEBOUNCE_MS, the product limits), and
 * the search bar's suggestion count, which a screen reader hears once typing pauses
 * (ANNOUNCE_DELAY_MS), not once per answer.
 */
import { useEffect, useState } from 'react';

export function useSettledText(text: string, delayMs: number, initial: string, paused = false): string {
  const [settled, setSettled] = useState(initial);
  useEffect(() => {
    if (paused) return undefined;
    const id = setTimeout(() => setSettled(text), text.trim() === '' ? 0 : delayMs);
    return () => clearTimeout(id);
  }, [text, delayMs, paused]);
  return settled;
}

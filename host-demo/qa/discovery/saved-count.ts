/**
 * How a save on the discovery page reaches the header's Likes badge: the page dispatches
 * `demo:saved-count` on window with the API's new count; the shell listens and overrides the
 * persona's `numSavedEvents` in the header props. Also the saves of this browser tab, so a Saved
 * button stays pressed when the visitor comes back to a listing (the demo API lists no saves).
 */
export const SAVED_COUNT_EVENT = 'demo:saved-count';

export interface SavedCountDetail {
  numSavedEvents: number;
  /** The persona the count belongs to. */
  personaId?: string;
}

export function dispatchSavedCount(target: EventTarget, detail: SavedCountDetail): void {
  target.dispatchEvent(new CustomEvent<SavedCountDetail>(SAVED_COUNT_EVENT, { detail }));
}

/** Reads a `demo:saved-count` event defensively (anything may dispatch it). */
export function readSavedCountEvent(event: Event): SavedCountDetail | null {
  const detail = (event as CustomEvent<unknown>).detail;
  if (typeof detail !== 'object' || detail === null) return null;
  const { numSavedEvents, personaId } = detail as Record<string, unknown>;
  if (typeof numSavedEvents !== 'number' || !Number.isInteger(numSavedEvents) || numSavedEvents < 0) return null;
  return typeof personaId === 'string' ? { numSavedEvents, personaId } : { numSavedEvents };
}

const savedByPersona = new Map<string, Set<string>>();

export function isSavedInThisTab(personaId: string, eventId: string): boolean {
  return savedByPersona.get(personaId)?.has(eventId) ?? false;
}

export function rememberSaved(personaId: string, eventId: string, saved: boolean): void {
  let set = savedByPersona.get(personaId);
  if (!set) savedByPersona.set(personaId, (set = new Set()));
  if (saved) set.add(eventId);
  else set.delete(eventId);
}

/**
 * The highest release version this browser accepted for a remote (docs/releases.md): one line per remote,
 * whatever manifest brought it (the default, the slim one) and whichever page of the origin loaded it, so a
 * CDN cannot replay release N through one manifest type to a browser that accepted N+1 through another. It
 * lives in localStorage (`global-header.release:<name>`, the origin's every page) and in the page's memory, so a
 * storage that throws (blocked, full, private mode) still protects the page.
 */
import { RELEASE_ROLES } from './manifest-trust';

/** localStorage key prefix of the highest release version accepted: `global-header.release:<remote name>`. */
export const ACCEPTED_RELEASE_KEY = 'global-header.release';

/** The key earlier hosts kept one line under per manifest type (`…:<name>:<role>`): still read, then removed. */
const legacyKeys = (name: string) => RELEASE_ROLES.map((role) => `${ACCEPTED_RELEASE_KEY}:${name}:${role}`);

/**
 * A stored version: digits only, a safe integer; anything else (edited, corrupt, `Infinity`, negative) reads as
 * none. Reading a huge value would lock the header out for good, so bad content never raises the line.
 */
function parseVersion(raw: string | null | undefined): number {
  if (typeof raw !== 'string' || !/^\d{1,16}$/.test(raw)) return 0;
  const version = Number(raw);
  return Number.isSafeInteger(version) ? version : 0;
}

function storage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined {
  return globalThis.localStorage ?? undefined;
}

/** The highest version stored for `name`, the old per-type keys included; 0 when storage cannot be read. */
function readStored(name: string): number {
  try {
    const store = storage();
    if (!store) return 0;
    return Math.max(
      ...[`${ACCEPTED_RELEASE_KEY}:${name}`, ...legacyKeys(name)].map((key) => parseVersion(store.getItem(key))),
    );
  } catch {
    // Storage blocked or broken: this page's memory still holds what it accepted.
    return 0;
  }
}

function memory(): Map<string, number> {
  const store = globalThis as unknown as Record<symbol, Map<string, number> | undefined>;
  return (store[Symbol.for(`${ACCEPTED_RELEASE_KEY}.accepted`)] ??= new Map<string, number>());
}

/** The highest release version accepted for the remote `name` on this page or in this browser's storage. */
export function readAcceptedVersion(name: string): number {
  return Math.max(memory().get(name) ?? 0, readStored(name));
}

/** Raises the line of `name` to `version` (never lowers it), and folds the old per-type keys into it. */
export function writeAcceptedVersion(name: string, version: number): void {
  const highest = Math.max(readAcceptedVersion(name), version);
  memory().set(name, highest);
  try {
    const store = storage();
    if (!store) return;
    store.setItem(`${ACCEPTED_RELEASE_KEY}:${name}`, String(highest));
    for (const key of legacyKeys(name)) store.removeItem(key);
  } catch {
    // Storage full or blocked: kept in memory for this page.
  }
}

/**
 * Safe localStorage access. Storage is injectable (tests, server rendering, hosts with their own
 * store); by default it is `window.localStorage`, which may be missing or throw: Safari private
 * mode and "block all cookies" settings throw SecurityError on *access*, quota errors throw on
 * write, and sandboxed iframes have no storage at all. Every function here degrades to the
 * fallback / `false` instead of throwing.
 */

/** The part of the Web Storage API the header uses. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** `undefined` = use `window.localStorage`; `null` = no storage (every read falls back). */
export type StorageOption = StorageLike | null | undefined;

/** `window.localStorage` when it can be reached, otherwise null (never throws). */
export function getDefaultStorage(): StorageLike | null {
  try {
    if (typeof window === 'undefined') return null;
    return window.localStorage ?? null;
  } catch {
    return null;
  }
}

function resolveStorage(storage: StorageOption): StorageLike | null {
  return storage === undefined ? getDefaultStorage() : storage;
}

/** A type guard for stored data: stored JSON is untrusted (old versions, other apps, hand edits). */
export type Guard<T> = (value: unknown) => value is T;

/**
 * Parse the JSON stored under `key` and return it when `guard` accepts it; otherwise (missing,
 * corrupt JSON, wrong shape, storage unavailable) return `fallback`.
 */
export function readJson<T>(key: string, guard: Guard<T>, fallback: T, storage?: StorageOption): T {
  try {
    const store = resolveStorage(storage);
    const raw = store?.getItem(key);
    if (raw === null || raw === undefined) return fallback;
    const parsed: unknown = JSON.parse(raw);
    return guard(parsed) ? parsed : fallback;
  } catch {
    return fallback;
  }
}

/** Store `value` as JSON under `key`. False when storage is unavailable, full or the value unserialisable. */
export function writeJson(key: string, value: unknown, storage?: StorageOption): boolean {
  try {
    const store = resolveStorage(storage);
    if (!store) return false;
    const text = JSON.stringify(value);
    if (text === undefined) return false;
    store.setItem(key, text);
    return true;
  } catch {
    return false;
  }
}

/** Remove `key`. False when storage is unavailable or removing failed. */
export function removeItem(key: string, storage?: StorageOption): boolean {
  try {
    const store = resolveStorage(storage);
    if (!store) return false;
    store.removeItem(key);
    return true;
  } catch {
    return false;
  }
}

/** Guard for a JSON array of strings. */
export function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

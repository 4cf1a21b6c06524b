import { describe, expect, it, vi } from 'vitest';
import { getDefaultStorage, isStringArray, readJson, removeItem, writeJson } from '../../src/storage';
import { memoryStorage, throwingStorage } from '../../examples/memory-storage';

const isNumber = (value: unknown): value is number => typeof value === 'number';

describe('readJson / writeJson / removeItem', () => {
  it('round-trips JSON through the injected storage', () => {
    const storage = memoryStorage();
    expect(writeJson('k', [1, 2], storage)).toBe(true);
    expect(storage.data.get('k')).toBe('[1,2]');
    expect(readJson('k', Array.isArray as (v: unknown) => v is number[], [], storage)).toEqual([1, 2]);
    expect(removeItem('k', storage)).toBe(true);
    expect(readJson('k', isNumber, 7, storage)).toBe(7);
  });

  it('uses window.localStorage by default', () => {
    expect(writeJson('default-key', 5)).toBe(true);
    expect(localStorage.getItem('default-key')).toBe('5');
    expect(readJson('default-key', isNumber, 0)).toBe(5);
    expect(getDefaultStorage()).toBe(window.localStorage);
  });

  it('returns the fallback for corrupt JSON or a value the guard rejects', () => {
    const storage = memoryStorage({ bad: '{not json', str: '"x"' });
    expect(readJson('bad', isNumber, 1, storage)).toBe(1);
    expect(readJson('str', isNumber, 1, storage)).toBe(1);
  });

  it('never throws when storage throws (Safari private mode, disabled cookies, quota)', () => {
    expect(readJson('k', isNumber, 3, throwingStorage)).toBe(3);
    expect(writeJson('k', 1, throwingStorage)).toBe(false);
    expect(removeItem('k', throwingStorage)).toBe(false);
  });

  it('never throws when localStorage access itself throws', () => {
    const spy = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    try {
      expect(getDefaultStorage()).toBeNull();
      expect(readJson('k', isNumber, 3)).toBe(3);
      expect(writeJson('k', 1)).toBe(false);
      expect(removeItem('k')).toBe(false);
    } finally {
      // Restore before the shared afterEach clears localStorage.
      spy.mockRestore();
    }
  });

  it('treats null storage as "no storage"', () => {
    expect(readJson('k', isNumber, 3, null)).toBe(3);
    expect(writeJson('k', 1, null)).toBe(false);
  });

  it('refuses values JSON cannot represent', () => {
    const storage = memoryStorage();
    expect(writeJson('k', undefined, storage)).toBe(false);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(writeJson('k', cyclic, storage)).toBe(false);
    expect(storage.data.size).toBe(0);
  });

  it('isStringArray accepts only arrays of strings', () => {
    expect(isStringArray(['a'])).toBe(true);
    expect(isStringArray(['a', 1])).toBe(false);
    expect(isStringArray('a')).toBe(false);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KEY_SEQUENCE_TIMEOUT_MS } from '../../src/config/constants';
import { findTypeAheadIndex, getMenuIndex, nextTypeAheadBuffer } from '../../src/design-system/menu-navigation';

describe('getMenuIndex (product states: menu keyboard)', () => {
  it('wraps Down from the last item to the first and Up from the first to the last (product states)', () => {
    expect(getMenuIndex(2, 3, 'next')).toBe(0);
    expect(getMenuIndex(0, 3, 'previous')).toBe(2);
    expect(getMenuIndex(0, 3, 'next')).toBe(1);
  });
  it('Home and End go to the first and last items', () => {
    expect(getMenuIndex(1, 5, 'first')).toBe(0);
    expect(getMenuIndex(1, 5, 'last')).toBe(4);
  });
  it('from nothing focused, next is the first and previous the last item', () => {
    expect(getMenuIndex(-1, 4, 'next')).toBe(0);
    expect(getMenuIndex(-1, 4, 'previous')).toBe(3);
  });
  it('an empty menu has no index', () => {
    expect(getMenuIndex(0, 0, 'next')).toBe(-1);
  });
  it('always lands inside the menu', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1, max: 50 }),
        fc.integer({ min: 1, max: 50 }),
        fc.constantFrom('next', 'previous', 'first', 'last' as const),
        (current, count, move) => {
          const index = getMenuIndex(Math.min(current, count - 1), count, move);
          return index >= 0 && index < count;
        },
      ),
    );
  });
});

describe('type-ahead (product limits: keyboard sequence timeout)', () => {
  const labels = ['Tickets', 'Liked', 'Following', 'Log out', 'Tikibar'];
  it('moves to the next item starting with the typed character, wrapping', () => {
    expect(findTypeAheadIndex(labels, 'l', 0)).toBe(1);
    expect(findTypeAheadIndex(labels, 'l', 1)).toBe(3);
    expect(findTypeAheadIndex(labels, 'l', 3)).toBe(1);
  });
  it('matches a multi-character prefix case-insensitively and keeps a still-matching current item', () => {
    expect(findTypeAheadIndex(labels, 'tik', 0)).toBe(4);
    expect(findTypeAheadIndex(labels, 'LO', 3)).toBe(3);
  });
  it('a repeated character cycles through items with that first letter', () => {
    expect(findTypeAheadIndex(labels, 'tt', 0)).toBe(4);
  });
  it('returns -1 when nothing matches', () => {
    expect(findTypeAheadIndex(labels, 'zz', 0)).toBe(-1);
  });
  it('starts a new sequence once KEY_SEQUENCE_TIMEOUT_MS (1000 ms) has passed (product limits)', () => {
    expect(KEY_SEQUENCE_TIMEOUT_MS).toBe(1000);
    expect(nextTypeAheadBuffer('ti', 0, 'k', KEY_SEQUENCE_TIMEOUT_MS, KEY_SEQUENCE_TIMEOUT_MS)).toBe('tik');
    expect(nextTypeAheadBuffer('ti', 0, 'k', KEY_SEQUENCE_TIMEOUT_MS + 1, KEY_SEQUENCE_TIMEOUT_MS)).toBe('k');
  });
});

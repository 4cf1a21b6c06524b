import { describe, expect, it } from 'vitest';
import { isPlainLeftClick } from '../../src/lib/is-plain-left-click';

const plain = { button: 0, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false };

describe('isPlainLeftClick (clicks as browsers mean them)', () => {
  it('a primary-button click with no modifier is a plain click, for DOM and React events alike', () => {
    expect(isPlainLeftClick(plain)).toBe(true);
    expect(isPlainLeftClick(new MouseEvent('click', { button: 0 }))).toBe(true);
  });

  it.each([
    ['Ctrl (new tab on Windows and Linux)', { ctrlKey: true }],
    ['Cmd (new tab on macOS)', { metaKey: true }],
    ['Shift (new window)', { shiftKey: true }],
    ['Alt (download)', { altKey: true }],
    ['the middle button (new tab)', { button: 1 }],
    ['the secondary button', { button: 2 }],
  ])('%s is left to the browser', (_name, change) => {
    expect(isPlainLeftClick({ ...plain, ...change })).toBe(false);
    expect(isPlainLeftClick(new MouseEvent('click', { ...plain, ...change }))).toBe(false);
  });
});

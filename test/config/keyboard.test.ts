import { afterEach, describe, expect, it } from 'vitest';
import { isTypingTarget } from '../../src/config/keyboard';

afterEach(() => document.body.replaceChildren());

function html(markup: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = markup;
  document.body.append(container);
  return container;
}

describe('isTypingTarget: shortcuts are ignored while typing (product validation rules)', () => {
  it.each([
    ['<input type="text">', 'input'],
    ['<input type="search">', 'input'],
    ['<select><option>a</option></select>', 'select'],
    ['<textarea></textarea>', 'textarea'],
    ['<div contenteditable="true"></div>', 'div'],
    ['<div contenteditable=""></div>', 'div'],
    ['<div contenteditable="plaintext-only"></div>', 'div'],
  ])('%s is a typing target', (markup, selector) => {
    const container = html(markup);
    expect(isTypingTarget(container.querySelector(selector))).toBe(true);
  });

  it('an element inside an editable region is a typing target', () => {
    const container = html('<div contenteditable="true"><p><b>bold</b></p></div>');
    expect(isTypingTarget(container.querySelector('b'))).toBe(true);
    expect(isTypingTarget(container.querySelector('b')!.firstChild)).toBe(true);
  });

  it('contenteditable="false" inside an editable region is not (the nearest value wins)', () => {
    const container = html('<div contenteditable="true"><span contenteditable="false"><i>x</i></span></div>');
    expect(isTypingTarget(container.querySelector('i'))).toBe(false);
  });

  it.each([
    ['<button>Go</button>', 'button'],
    ['<a href="/">Home</a>', 'a'],
    ['<div tabindex="0">menu</div>', 'div'],
  ])('%s is not a typing target, so shortcuts work there', (markup, selector) => {
    expect(isTypingTarget(html(markup).querySelector(selector))).toBe(false);
  });

  it('null, window and document are not typing targets', () => {
    expect(isTypingTarget(null)).toBe(false);
    expect(isTypingTarget(window)).toBe(false);
    expect(isTypingTarget(document)).toBe(false);
  });

  it('a shadow host whose focused inner element is an input is a typing target', () => {
    const host = html('<div></div>').firstElementChild as HTMLElement;
    const root = host.attachShadow({ mode: 'open' });
    const input = document.createElement('input');
    root.append(input);
    input.focus();
    expect(isTypingTarget(host)).toBe(true);
  });

  it('a keydown from an input is recognised through event.target', () => {
    const input = html('<input>').querySelector('input')!;
    let typing: boolean | undefined;
    document.addEventListener('keydown', (event) => (typing = isTypingTarget(event.target)), { once: true });
    input.dispatchEvent(new KeyboardEvent('keydown', { key: '/', bubbles: true }));
    expect(typing).toBe(true);
  });
});

import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { jsx, jsxDEV, jsxs, Fragment as RuntimeFragment } from '../../src/react-bridge/jsx-runtime';

/** The element fields React reads; `_store` and debug fields differ between builds. */
const shape = (element: ReturnType<typeof createElement>) => ({
  $$typeof: (element as unknown as { $$typeof: symbol }).$$typeof,
  type: element.type,
  key: element.key,
  props: element.props,
});

describe("the remote's JSX runtime goes through the shared react's createElement (issue 12)", () => {
  it('makes the same element as createElement, children and key included', () => {
    const onClick = () => {};
    expect(shape(jsx('button', { onClick, children: 'Go' }))).toEqual(
      shape(createElement('button', { onClick }, 'Go')),
    );
    expect(
      shape(jsxs('ul', { children: [jsx('li', { children: 'a' }, 'a'), jsx('li', { children: 'b' }, 'b')] })),
    ).toEqual(
      shape(
        createElement('ul', null, [createElement('li', { key: 'a' }, 'a'), createElement('li', { key: 'b' }, 'b')]),
      ),
    );
    expect(jsx('li', { children: 'x' }, 7).key).toBe('7');
    expect(jsxDEV('p', { children: 'dev' }, 'k').key).toBe('k');
    expect(RuntimeFragment).toBe(Fragment);
  });

  it('passes refs through and renders what the host React renders', () => {
    const ref = { current: null };
    const element = jsx('input', { ref, 'aria-label': 'Where' }, 'where');
    expect(renderToStaticMarkup(jsxs(Fragment, { children: [element, jsx('b', { children: 'x' }, 'b')] }))).toBe(
      '<input aria-label="Where"/><b>x</b>',
    );
    expect((element.props as { ref?: unknown }).ref ?? (element as unknown as { ref: unknown }).ref).toBe(ref);
  });
});

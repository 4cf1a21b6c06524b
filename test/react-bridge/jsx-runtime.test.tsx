import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsx, jsxDEV, jsxs, Fragment as RuntimeFragment } from '../../src/react-bridge/jsx-runtime';

/** The element fields React reads; `_store` and debug fields differ between builds. */
const shape = (element: ReturnType<typeof createElement>) => ({
  $$typeof: (element as unknown as { $$typeof: symbol }).$$typeof,
  type: element.type,
  key: element.key,
  props: element.props,
});

describe("the remote's JSX runtime goes through the shared react's createElement", () => {
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

  describe("in a host's development React (a dev server, or server rendering without NODE_ENV=production)", () => {
    /** Key warnings while the host's React (19, or 18.3 in unit-react18) renders `element` in the page. */
    const keyWarnings = (element: ReturnType<typeof createElement>) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      render(element);
      return error.mock.calls.filter((call) => call.map(String).join(' ').includes('unique "key" prop')).length;
    };

    it('static children (written one after another) raise no key warning', () => {
      // <nav><a/><ul><li>One</li><li>Two</li></ul></nav>, as the automatic transform compiles it.
      const tree = jsxs('nav', {
        'aria-label': 'Main',
        children: [
          jsx('a', { href: '/', children: 'Home' }),
          jsxs('ul', { children: [jsx('li', { children: 'One' }), jsx('li', { children: 'Two' })] }),
        ],
      });
      expect(keyWarnings(tree)).toBe(0);
      expect(renderToStaticMarkup(tree)).toBe(
        '<nav aria-label="Main"><a href="/">Home</a><ul><li>One</li><li>Two</li></ul></nav>',
      );
    });

    it('a computed list without keys still warns, as it should', () => {
      const items = ['a', 'b'].map((name) => jsx('li', { children: name }));
      expect(keyWarnings(jsx('ul', { children: items }))).toBe(1);
    });

    it('the development transform (jsxDEV) follows its static-children flag', () => {
      const children = () => [jsxDEV('b', { children: 'x' }, undefined), jsxDEV('i', { children: 'y' }, undefined)];
      expect(keyWarnings(jsxDEV('p', { children: children() }, undefined, true))).toBe(0);
      expect(keyWarnings(jsxDEV('p', { children: children() }, undefined, false))).toBe(1);
    });
  });
});

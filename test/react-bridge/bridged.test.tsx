/**
 * The bridge under a React the remote has no module of: a host renders the exposed
 * Header with its own React 18.3 or 17 that it did not share, so the share scope's React (19 here)
 * is not the renderer. The Header must not throw into that host's tree: it renders an empty element
 * there and mounts itself into it with the remote's own React.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getExample } from '../../examples/header-examples';

// The workspace hosts' own copies (host-demo/hosts/react18, host-demo/hosts/react17), loaded the way a host bundle has them.
const requireFrom = (dir: string) => createRequire(path.resolve('host-demo/hosts', dir, 'package.json'));

interface ForeignReact {
  version: string;
  createElement: (type: unknown, props?: object | null, ...children: unknown[]) => unknown;
  useState: <T>(initial: T) => [T, (next: T) => void];
}
interface HostRoot {
  render(element: unknown): void;
  unmount(): void;
}

function loadHost(dir: 'react18' | 'react17') {
  const require = requireFrom(dir);
  const React = require('react') as ForeignReact;
  const ReactDOM = require('react-dom') as {
    render(element: unknown, container: Element): void;
    unmountComponentAtNode(container: Element): boolean;
  };
  const createRoot = (container: Element): HostRoot =>
    dir === 'react18'
      ? (require('react-dom/client') as { createRoot(c: Element): HostRoot }).createRoot(container)
      : {
          render: (element) => ReactDOM.render(element, container),
          unmount: () => ReactDOM.unmountComponentAtNode(container),
        };
  return { React, createRoot };
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe.each([
  ['react18', '18.3.1'],
  ['react17', '17.0.2'],
] as const)('a host rendering ./Header with its own, unshared React %s', (dir, version) => {
  it('keeps its own tree, shows the header through the bridge, passes updates and unmounts cleanly', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    // A fresh page: the warning is said once per page (module), so each host gets its own module copy.
    vi.resetModules();
    const { default: Header } = await import('../../src/expose/header');
    const { React, createRoot } = loadHost(dir);
    expect(React.version).toBe(version);
    const h = React.createElement;
    const page = (props: object, withHeader = true) =>
      h(
        'div',
        null,
        withHeader ? h(Header, props) : null,
        h('main', null, h('h1', null, `React ${React.version} host`)),
      );

    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    root.render(page(getExample('Anonymous').props));

    // The host's content stays; the header arrives inside the bridge element, in a root of its own.
    await waitFor(() => expect(screen.getByRole('heading', { name: `React ${version} host` })).toBeInTheDocument());
    const bridge = await waitFor(() => {
      const element = container.querySelector('[data-global-header-bridge]');
      expect(element).not.toBeNull();
      return element as HTMLElement;
    });
    expect(await within(bridge).findByRole('link', { name: 'Sign In' }, { timeout: 5000 })).toBeInTheDocument();
    expect(within(bridge).getByRole('banner')).toBeInTheDocument();

    // New props from the host reach the header.
    root.render(page(getExample('Attendee').props));
    expect(await within(bridge).findByRole('button', { name: /Account menu for Maya/ })).toBeInTheDocument();

    // The host removes the header: its root goes too, the host's content stays.
    root.render(page({}, false));
    await waitFor(() => expect(screen.queryByRole('banner')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: `React ${version} host` })).toBeInTheDocument();

    // One warning says which path and why; nothing was logged as an error.
    const ours = warn.mock.calls.map((call) => String(call[0])).filter((m) => m.startsWith('[global-header]'));
    expect(ours).toEqual([expect.stringContaining('./Header renders through a bridge')]);
    expect(ours[0]).toContain('the host renders it with a React it did not share');
    expect(error.mock.calls.filter((call) => String(call[0]).includes('[global-header]'))).toEqual([]);
    root.unmount();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { parseHeaderProps } from '../../src/props/parse-props';
import type { HeaderProps } from '../../src/props/types';
import type { CurrentUrlStore } from '../../src/context/current-url';
import { HeaderProvider } from '../../src/context/header-context';
import { DesignSystemProvider } from '../../src/design-system';
import { HeaderLayout } from '../../src/header';
import {
  LocationProvider,
  createLocationStore,
  type LocationEnvironment,
  type LocationStore,
} from '../../src/location';
import { createFakeGeoServer, type FakeGeoServerOptions } from '../../examples/location/fake-geo-server';

export interface RenderHeaderOptions {
  /** Where the header reads the address (default: jsdom's window). */
  currentUrlStore?: CurrentUrlStore;
  /** The location store the header's picker reads (default: a fresh, empty one). */
  store?: LocationStore;
  /** The fake geo calls behind the picker (no network in unit tests). */
  server?: FakeGeoServerOptions;
  /** Rendered beside the header, inside its providers: a host's own component in the same tree. */
  beside?: ReactNode;
}

/**
 * Render the header as the exposed entry does, with a spy in place of full-page navigation, and
 * its location picker on its own store over the fake geo calls. The picker stays its first-render
 * input unless a test points at it or focuses it (its full part loads on intent).
 */
export function renderHeader(props: HeaderProps, options: RenderHeaderOptions = {}) {
  const assignLocation = vi.fn();
  const user = userEvent.setup();
  const resolved = parseHeaderProps(props);
  const store = options.store ?? createLocationStore();
  const server = createFakeGeoServer(options.server);
  const environment: Partial<LocationEnvironment> = { httpAdapter: server.adapter };
  const ui = (next: HeaderProps) => {
    const value = next === props ? resolved : parseHeaderProps(next);
    return (
      <DesignSystemProvider messages={value.messages}>
        <HeaderProvider value={value} assignLocation={assignLocation} currentUrlStore={options.currentUrlStore}>
          <LocationProvider store={store} environment={environment}>
            <HeaderLayout />
            {options.beside}
          </LocationProvider>
        </HeaderProvider>
      </DesignSystemProvider>
    );
  };
  const view = render(ui(props));
  return {
    ...view,
    user,
    assignLocation,
    store,
    server,
    rerenderWith: (next: HeaderProps) => view.rerender(ui(next)),
  };
}

/**
 * Records, for each click that reaches the document, whether the header prevented its default and
 * the href the browser would then follow; then prevents it, since jsdom cannot navigate.
 */
export function recordClicks() {
  const clicks: { defaultPrevented: boolean; href: string | null }[] = [];
  const listener = (event: MouseEvent) => {
    const anchor = (event.target as Element | null)?.closest('a');
    clicks.push({ defaultPrevented: event.defaultPrevented, href: anchor?.getAttribute('href') ?? null });
    event.preventDefault();
  };
  document.addEventListener('click', listener);
  return { clicks, stop: () => document.removeEventListener('click', listener) };
}

/**
 * A button of the mobile layout (Menu, the round search button). Both layouts are in the markup and CSS
 * picks one by width; jsdom applies no media queries, so here the desktop layout shows and the
 * mobile layout's controls are `display: none`, out of the accessibility tree. Tests of the mobile parts'
 * behaviour reach them with `hidden: true`; which layout a width shows is proved in Chromium
 * (test/e2e/mobile.test.ts, test/e2e/layout-shift.test.ts, the header stories).
 */
export function getMobileLayoutButton(name: string | RegExp): HTMLElement {
  return screen.getByRole('button', { name, hidden: true });
}

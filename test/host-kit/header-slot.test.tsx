/**
 * The host kit's HeaderSlot in the browser (in StrictMode, as development hosts run it). It shows
 * the fallback header when the remote is refused or misses its time, and hydrates a server-rendered header in
 * place: the server's elements stay, and later props reach them.
 */
import { StrictMode } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  REMOTE_LOAD_TIMEOUT_MS,
  createHeaderFederation,
  type HeaderComponent,
  type HeaderFederation,
  type HeaderProps,
} from '@global-header/host-kit';
import { HeaderSlot, ServerHeaderProvider } from '@global-header/host-kit/react';

const ORIGIN = 'https://header.example';
const environment = { serverUrl: 'https://www.example.com' };

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

let hosts = 0;
/** A real instance, its manifest check on, against an origin `fetch` answers. */
function federationServing(answer: (url: string) => Promise<Response>) {
  vi.stubGlobal('fetch', (input: string | URL | Request) =>
    answer(String(input instanceof Request ? input.url : input)),
  );
  return createHeaderFederation({
    manifestUrl: `${ORIGIN}/mf-manifest.json`,
    name: `slotTestHost${(hosts += 1)}`,
    report: () => undefined,
  });
}

describe('HeaderSlot in the browser', () => {
  it('shows the fallback header, with the core links for the environment, when the manifest is refused', async () => {
    const unsigned = federationServing((url) =>
      Promise.resolve(url.endsWith('.sig') ? new Response('', { status: 404 }) : new Response('{}', { status: 200 })),
    );
    const onError = vi.fn();
    render(
      <StrictMode>
        <HeaderSlot federation={unsigned} headerProps={{ environment }} onError={onError} />
      </StrictMode>,
    );
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Find Events' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/www\.example\.com\//),
    );
    expect(within(banner).getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(onError).toHaveBeenCalled();
  });

  it.each([
    ['de_DE', 'de-DE', 'Events finden', 'Hauptnavigation'],
    ['fr_BE', 'fr-BE', 'Trouver des événements', 'Navigation principale'],
    ['ja_JP', 'en', 'Find Events', 'Main navigation'],
  ])('the fallback header speaks the locale: %s in %s', async (locale, lang, findEvents, navigation) => {
    const refused = federationServing(() => Promise.resolve(new Response('', { status: 404 })));
    render(
      <HeaderSlot
        federation={refused}
        headerProps={{ environment: { ...environment, localeInfo: { locale } } }}
        onError={() => undefined}
      />,
    );
    const banner = await screen.findByRole('banner');
    expect(banner).toHaveAttribute('lang', lang);
    expect(within(banner).getByRole('navigation', { name: navigation })).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: findEvents })).toBeInTheDocument();
  });

  it("the fallback header's texts give way to the host's messages", async () => {
    const refused = federationServing(() => Promise.resolve(new Response('', { status: 404 })));
    render(
      <HeaderSlot
        federation={refused}
        headerProps={{
          environment: { ...environment, localeInfo: { locale: 'de_DE' } },
          messages: { findEvents: 'Entdecken' },
        }}
        onError={() => undefined}
      />,
    );
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Entdecken' })).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Events erstellen' })).toBeInTheDocument();
  });

  it('holds the room and shows nothing until REMOTE_LOAD_TIMEOUT_MS, then the fallback header', () => {
    vi.useFakeTimers();
    const silent = federationServing(() => new Promise<Response>(() => undefined));
    render(
      <StrictMode>
        <HeaderSlot federation={silent} headerProps={{ environment }} />
      </StrictMode>,
    );
    act(() => vi.advanceTimersByTime(REMOTE_LOAD_TIMEOUT_MS - 1));
    expect(screen.queryByRole('banner')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('loads once for a manifest URL and inline keys, though the page re-renders it with a new keys array', async () => {
    vi.useFakeTimers();
    const asked: string[] = [];
    vi.stubGlobal('fetch', (input: string | URL | Request) => {
      asked.push(String(input instanceof Request ? input.url : input));
      return Promise.resolve(new Response('', { status: 404 }));
    });
    const key = { kty: 'EC', crv: 'P-256', x: 'x', y: 'y' };
    const page = () => (
      <StrictMode>
        <HeaderSlot manifestUrl={`${ORIGIN}/once/mf-manifest.json`} publicKeys={[key]} headerProps={{ environment }} />
      </StrictMode>
    );
    const { rerender } = render(page());
    await act(() => vi.advanceTimersByTimeAsync(REMOTE_LOAD_TIMEOUT_MS));
    expect(screen.getByRole('banner')).toBeInTheDocument();
    const manifests = () => asked.filter((url) => url.endsWith('/mf-manifest.json')).length;
    const before = manifests();
    expect(before).toBeGreaterThan(0);
    rerender(page());
    rerender(page());
    await act(() => vi.advanceTimersByTimeAsync(REMOTE_LOAD_TIMEOUT_MS));
    expect(manifests()).toBe(before);
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('hydrates the server’s header in place: its elements stay, with no hydration error, and take later props', async () => {
    // The remote's module, as a host's server rendered it (the kit's server helper) and its browser loads it.
    const Header = (({ user }: HeaderProps) => (
      <header>
        <a href="https://www.example.com/">Home</a>
        <span>{user?.fullName ? `Hello ${user.fullName}` : 'Sign in'}</span>
      </header>
    )) as unknown as HeaderComponent;
    const loaded = Promise.resolve(Header);
    const federation = { loadHeader: () => loaded } as unknown as HeaderFederation;
    const props: HeaderProps = { environment };
    const container = document.createElement('div');
    document.body.append(container);
    const serverHtml = renderToString(<Header {...props} />);
    container.innerHTML = renderToString(
      <HeaderSlot federation={federation} headerProps={props} serverHtml={serverHtml} />,
    );
    const serverBanner = container.querySelector('header');
    const error = vi.spyOn(console, 'error');
    const recoverable = vi.fn();

    const slot = (headerProps: HeaderProps) => (
      <StrictMode>
        <HeaderSlot federation={federation} headerProps={headerProps} serverHtml={serverHtml} />
      </StrictMode>
    );
    const root = await act(async () => hydrateRoot(container, slot(props), { onRecoverableError: recoverable }));
    await act(async () => root.render(slot({ ...props, user: { fullName: 'Ada' } })));

    await waitFor(() => expect(within(container).getByText('Hello Ada')).toBeInTheDocument());
    expect(within(container).getByRole('banner')).toBe(serverBanner);
    expect(recoverable).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });

  it('adopts the header its server wrote into the page: hydrated with the props written there, no copy given', async () => {
    const Header = (({ user }: HeaderProps) => (
      <header>
        <span>{user?.fullName ? `Hello ${user.fullName}` : 'Sign in'}</span>
      </header>
    )) as unknown as HeaderComponent;
    const loaded = Promise.resolve(Header);
    const federation = { loadHeader: () => loaded } as unknown as HeaderFederation;
    const props: HeaderProps = { environment, user: { fullName: 'Ada' } };
    const styles = '<style data-styled="true">.h{display:flex}</style>';
    const container = document.createElement('div');
    document.body.append(container);
    // The page as the server sent it: the slot under the provider (React Router's entry.server).
    container.innerHTML = renderToString(
      <ServerHeaderProvider
        header={{ kind: 'header', html: renderToString(<Header {...props} />), styles, props, links: [] }}
      >
        <HeaderSlot federation={federation} serverRendered />
      </ServerHeaderProvider>,
    );
    const serverBanner = container.querySelector('header');
    expect(serverBanner).toHaveTextContent('Hello Ada');
    const error = vi.spyOn(console, 'error');
    const recoverable = vi.fn();

    // In the browser: no provider, no HTML, no props; the slot reads them from the page.
    const root = await act(async () =>
      hydrateRoot(
        container,
        <StrictMode>
          <HeaderSlot federation={federation} serverRendered />
        </StrictMode>,
        { onRecoverableError: recoverable },
      ),
    );
    await waitFor(() =>
      expect(Object.keys(within(container).getByRole('banner')).some((key) => key.startsWith('__reactFiber$'))).toBe(
        true,
      ),
    );
    expect(within(container).getByRole('banner')).toBe(serverBanner);
    expect(serverBanner).toHaveTextContent('Hello Ada');
    expect(container.querySelectorAll('header')).toHaveLength(1);
    expect(recoverable).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});

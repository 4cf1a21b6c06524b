/**
 * What the kit's HeaderSlot gives every host, the QA shell and the /hosts/ pages among them: any loader (a bundler's
 * static remote, the runtime API) in place of a federation instance, a status for each step (a QA panel's line, a
 * retry button), a retry by `attempt`, and the header a server put in the page outside the host's tree: its remote
 * header hydrated in place with the server's props, or its fallback header kept until the slot has something to show.
 */
import { StrictMode } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HeaderComponent, HeaderProps } from '@global-header/host-kit';
import { HeaderSlot, type HeaderLoader, type HeaderSlotStatus } from '@global-header/host-kit/react';

const environment = { serverUrl: 'https://www.example.com' };

/** A remote header: a banner that greets the user it is given. */
const Header = (({ user }: HeaderProps) => (
  <header>
    <a href="https://www.example.com/">Evently</a>
    <span>{user?.fullName ? `Hello ${user.fullName}` : 'Sign in'}</span>
  </header>
)) as unknown as HeaderComponent;

const loaderOf = (load: () => Promise<HeaderComponent>): HeaderLoader => ({ loadHeader: load });
const kinds = (onStatus: ReturnType<typeof vi.fn>) =>
  onStatus.mock.calls.map(([status]) => (status as HeaderSlotStatus).kind);

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('HeaderSlot for every host', () => {
  it('renders the header from any loader and says so: loading, then ready in how long', async () => {
    const onStatus = vi.fn();
    render(
      <StrictMode>
        <HeaderSlot
          federation={loaderOf(() => Promise.resolve(Header))}
          headerProps={{ environment }}
          onStatus={onStatus}
        />
      </StrictMode>,
    );
    await screen.findByText('Sign in');
    const ready = onStatus.mock.calls.map(([status]) => status as HeaderSlotStatus).find((s) => s.kind === 'ready');
    expect(ready).toEqual({ kind: 'ready', ms: expect.any(Number), late: false });
    expect(kinds(onStatus)[0]).toBe('loading');
  });

  it('says why it failed, shows the fallback, and loads again when `attempt` changes', async () => {
    const onStatus = vi.fn();
    let answer: () => Promise<HeaderComponent> = () => Promise.reject(new Error('the remote is down'));
    const loader = loaderOf(() => answer());
    const page = (attempt: number) => (
      <HeaderSlot federation={loader} headerProps={{ environment }} onStatus={onStatus} attempt={attempt} />
    );
    const { rerender } = render(page(0));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Find Events' })).toBeInTheDocument());
    expect(onStatus).toHaveBeenCalledWith({ kind: 'failed', error: new Error('the remote is down'), timedOut: false });

    answer = () => Promise.resolve(Header);
    rerender(page(1));
    await screen.findByText('Sign in');
    expect(screen.queryByRole('link', { name: 'Find Events' })).toBeNull();
    expect(kinds(onStatus).slice(-2)).toEqual(['loading', 'ready']);
  });

  it('past its time shows the fallback and says it timed out; the late header replaces it and says it was late', async () => {
    vi.useFakeTimers();
    const onStatus = vi.fn();
    let arrive: (header: HeaderComponent) => void = () => undefined;
    const late = new Promise<HeaderComponent>((resolve) => (arrive = resolve));
    render(
      <HeaderSlot federation={loaderOf(() => late)} headerProps={{ environment }} timeoutMs={50} onStatus={onStatus} />,
    );
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.getByRole('link', { name: 'Find Events' })).toBeInTheDocument();
    expect(onStatus).toHaveBeenCalledWith({
      kind: 'failed',
      error: new Error('no response within 50 ms'),
      timedOut: true,
    });
    await act(async () => arrive(Header));
    expect(screen.getByText('Sign in')).toBeInTheDocument();
    expect(onStatus).toHaveBeenLastCalledWith({ kind: 'ready', ms: expect.any(Number), late: true });
  });

  it('a header that throws while rendering gives way to the fallback, and the status says so', async () => {
    const onStatus = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = (() => {
      throw new Error('broken header');
    }) as unknown as HeaderComponent;
    render(
      <HeaderSlot
        federation={loaderOf(() => Promise.resolve(Broken))}
        headerProps={{ environment }}
        onStatus={onStatus}
      />,
    );
    await waitFor(() => expect(screen.getByRole('link', { name: 'Find Events' })).toBeInTheDocument());
    expect(onStatus).toHaveBeenCalledWith({ kind: 'render-error', error: new Error('broken header') });
  });

  it('keeps the server’s fallback header until it has the header, then removes it in the same commit', async () => {
    const element = document.createElement('div');
    element.innerHTML = '<header>the server’s fallback</header>';
    document.body.append(element);
    let arrive: (header: HeaderComponent) => void = () => undefined;
    const loading = new Promise<HeaderComponent>((resolve) => (arrive = resolve));
    const { container } = render(
      <HeaderSlot
        federation={loaderOf(() => loading)}
        headerProps={{ environment }}
        server={{ kind: 'fallback', element }}
      />,
    );
    expect(container.innerHTML).toBe('');
    expect(element.isConnected).toBe(true);
    await act(async () => arrive(Header));
    expect(element.isConnected).toBe(false);
    expect(within(container).getByText('Sign in')).toBeInTheDocument();
  });

  it('hydrates the server’s header element with the server’s props, then takes the page’s later props', async () => {
    const serverProps: HeaderProps = { environment };
    const element = document.createElement('div');
    element.innerHTML = renderToString(<Header {...serverProps} />);
    document.body.append(element);
    const serverBanner = element.querySelector('header');
    const error = vi.spyOn(console, 'error');
    const server = { kind: 'header' as const, element, props: serverProps };
    const loader = loaderOf(() => Promise.resolve(Header));
    const page = (headerProps: HeaderProps) => (
      <StrictMode>
        <HeaderSlot federation={loader} headerProps={headerProps} server={server} />
      </StrictMode>
    );
    const { container, rerender } = render(page(serverProps));
    expect(container.innerHTML).toBe('');
    rerender(page({ environment, user: { fullName: 'Ada' } }));
    await waitFor(() => expect(within(element).getByText('Hello Ada')).toBeInTheDocument());
    expect(element.querySelector('header')).toBe(serverBanner);
    expect(container.innerHTML).toBe('');
    expect(error).not.toHaveBeenCalled();
  });

  it('replaces the server’s header element with its own fallback when the remote cannot load', async () => {
    const element = document.createElement('div');
    element.innerHTML = renderToString(<Header environment={environment} />);
    document.body.append(element);
    const server = { kind: 'header' as const, element, props: { environment } };
    const onStatus = vi.fn();
    const refused = loaderOf(() => Promise.reject(new Error('refused')));
    const { container } = render(
      <HeaderSlot federation={refused} headerProps={{ environment }} server={server} onStatus={onStatus} />,
    );
    await waitFor(() => expect(within(container).getByRole('link', { name: 'Find Events' })).toBeInTheDocument());
    expect(element.isConnected).toBe(false);
    expect(kinds(onStatus).at(-1)).toBe('failed');
    expect(kinds(onStatus)).not.toContain('ready');
  });
});

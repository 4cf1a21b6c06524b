/**
 * The page the visitor is on, always current: sign-in referrers and the detached Interests
 * referrer follow the host's navigation, whether the browser announces it or not, and a host's
 * `currentUrl` prop wins over the address bar.
 */
import { act, screen } from '@testing-library/react';
import { useInsertionEffect, useRef, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createCurrentUrlStore, type LocationSource, type NavigationLike } from '../../src/context/current-url';
import { getExample, SERVER_URL } from '../../examples/header-examples';
import { recordClicks, renderHeader } from './render-header';

const ORIGIN = window.location.origin;
const signInWithReferrer = (referrer: string) => `${SERVER_URL}/signin/?referrer=${encodeURIComponent(referrer)}`;
const PLAIN_SIGN_IN = `${SERVER_URL}/signin/`;

const anonymous = getExample('Anonymous').props;
const detachedInterests = getExample('Attendee with detached interests').props;

/** Where the Interests item points, read from the referrer its href carries. */
function interestsReferrer(href: string | null): string | null {
  return href === null ? null : new URL(href).searchParams.get('referrer');
}

beforeEach(() => {
  window.history.replaceState(null, '', '/organizer/overview/');
});
afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('without the currentUrl prop: the browser address', () => {
  it('an organizer page is the sign-in referrer; back/forward (popstate) to another page drops it (product states)', async () => {
    renderHeader(anonymous);
    const signIn = screen.getByRole('link', { name: 'Sign In' });
    expect(signIn).toHaveAttribute('href', signInWithReferrer('/organizer/overview/'));
    // The store tells the header from a microtask, which an async act() waits for.
    await act(async () => {
      window.history.pushState(null, '', '/d/local/all-events/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(signIn).toHaveAttribute('href', PLAIN_SIGN_IN);
  });

  it('a host pushState that no event announces is honoured when the link is clicked: the browser follows the live href', async () => {
    const { user } = renderHeader(anonymous);
    // A plain history router in a browser without the Navigation API: no event at all.
    window.history.pushState(null, '', '/d/local/all-events/');
    const record = recordClicks();
    await user.click(screen.getByRole('link', { name: 'Sign In' }));
    record.stop();
    expect(record.clicks).toEqual([{ defaultPrevented: false, href: PLAIN_SIGN_IN }]);
  });

  it('the same for the keyboard: Enter on the focused link follows the live href', async () => {
    const { user } = renderHeader(anonymous);
    screen.getByRole('link', { name: 'Sign In' }).focus();
    window.history.pushState(null, '', '/l/sell-tickets/');
    const record = recordClicks();
    await user.keyboard('{Enter}');
    record.stop();
    expect(record.clicks.map((click) => click.href)).toEqual([signInWithReferrer('/l/sell-tickets/')]);
  });

  it('the detached Interests referrer is the page the item is clicked on, even after a silent move with the menu open', async () => {
    const { user } = renderHeader(detachedInterests);
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    const interests = await screen.findByRole('menuitem', { name: 'Interests' });
    expect(interestsReferrer(interests.getAttribute('href'))).toBe(`${ORIGIN}/organizer/overview/`);
    window.history.pushState(null, '', '/d/ny--new-york/all-events/?q=1');
    const record = recordClicks();
    await user.click(interests);
    record.stop();
    expect(interestsReferrer(record.clicks[0]?.href ?? null)).toBe(`${ORIGIN}/d/ny--new-york/all-events/?q=1`);
  });
});

describe('with the Navigation API: currententrychange', () => {
  it('re-renders the referrers as soon as the browser announces a pushState, before any click', async () => {
    const events = new EventTarget();
    const location = { href: `${ORIGIN}/organizer/overview/` };
    const navigation: NavigationLike = {
      addEventListener: (type, listener) => events.addEventListener(type, listener),
      removeEventListener: (type, listener) => events.removeEventListener(type, listener),
    };
    const source: LocationSource = {
      location,
      navigation,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
    renderHeader(anonymous, { currentUrlStore: createCurrentUrlStore(() => source) });
    const signIn = screen.getByRole('link', { name: 'Sign In' });
    expect(signIn).toHaveAttribute('href', signInWithReferrer('/organizer/overview/'));
    await act(async () => {
      location.href = `${ORIGIN}/d/local/all-events/`;
      events.dispatchEvent(new Event('currententrychange'));
    });
    expect(signIn).toHaveAttribute('href', PLAIN_SIGN_IN);
  });
});

/**
 * A router as Next.js's App Router is one: a link press sets its state, and the commit writes the address
 * with history.pushState from a useInsertionEffect (replaceState on the first commit).
 */
function InsertionPhaseRouter() {
  const [page, setPage] = useState('/organizer/overview/');
  const mounted = useRef(false);
  useInsertionEffect(() => {
    if (mounted.current) window.history.pushState({ page }, '', page);
    else window.history.replaceState({ page }, '', page);
    mounted.current = true;
  }, [page]);
  return (
    <button type="button" onClick={() => setPage('/d/local/all-events/')}>
      Host link: all events
    </button>
  );
}

/** jsdom's window as Chromium is: pushState and replaceState fire currententrychange before they return. */
function chromiumLikeWindow(): LocationSource {
  const events = new EventTarget();
  const announce = (method: 'pushState' | 'replaceState') => {
    const original = window.history[method].bind(window.history);
    vi.spyOn(window.history, method).mockImplementation((...args) => {
      original(...args);
      events.dispatchEvent(new Event('currententrychange'));
    });
  };
  announce('pushState');
  announce('replaceState');
  const onPopState = () => events.dispatchEvent(new Event('currententrychange'));
  window.addEventListener('popstate', onPopState);
  onTestFinished(() => window.removeEventListener('popstate', onPopState));
  return {
    location: window.location,
    navigation: {
      addEventListener: (type, listener) => events.addEventListener(type, listener),
      removeEventListener: (type, listener) => events.removeEventListener(type, listener),
    },
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  };
}

describe("a host router that writes the address in React's insertion phase (next dev)", () => {
  it('no "useInsertionEffect must not schedule updates" error, and the header follows the pushed address', async () => {
    const errors = vi.spyOn(console, 'error');
    const source = chromiumLikeWindow();
    const { user } = renderHeader(anonymous, {
      currentUrlStore: createCurrentUrlStore(() => source),
      beside: <InsertionPhaseRouter />,
    });
    const signIn = screen.getByRole('link', { name: 'Sign In' });
    expect(signIn).toHaveAttribute('href', signInWithReferrer('/organizer/overview/'));

    await user.click(screen.getByRole('button', { name: 'Host link: all events' }));
    expect(window.location.pathname).toBe('/d/local/all-events/');
    expect(signIn).toHaveAttribute('href', PLAIN_SIGN_IN);

    // Back, which Chromium announces after popstate, outside any React phase: followed too.
    await act(async () => {
      const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
      window.history.back();
      await popped;
    });
    expect(window.location.pathname).toBe('/organizer/overview/');
    expect(signIn).toHaveAttribute('href', signInWithReferrer('/organizer/overview/'));
    expect(errors).not.toHaveBeenCalled();
  });
});

describe('with the currentUrl prop: the host router knows best', () => {
  it('the prop is the page, whatever the address bar says; a new prop moves the referrers', async () => {
    window.history.replaceState(null, '', '/');
    const { user, rerenderWith } = renderHeader({ ...anonymous, currentUrl: '/organizer/overview/?_=17&x=1' });
    const signIn = screen.getByRole('link', { name: 'Sign In' });
    expect(signIn).toHaveAttribute('href', signInWithReferrer('/organizer/overview/?x=1'));
    // The address changing under it does not override the host's word, not even at click time.
    window.history.pushState(null, '', '/d/local/all-events/');
    const record = recordClicks();
    await user.click(signIn);
    record.stop();
    expect(record.clicks.map((click) => click.href)).toEqual([signInWithReferrer('/organizer/overview/?x=1')]);
    rerenderWith({ ...anonymous, currentUrl: `${SERVER_URL}/d/local/all-events/` });
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', PLAIN_SIGN_IN);
  });

  it('the detached Interests referrer is the page the host names', async () => {
    const { user } = renderHeader({ ...detachedInterests, currentUrl: `${SERVER_URL}/d/online/all-events/` });
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    expect(interestsReferrer((await screen.findByRole('menuitem', { name: 'Interests' })).getAttribute('href'))).toBe(
      `${SERVER_URL}/d/online/all-events/`,
    );
  });
});

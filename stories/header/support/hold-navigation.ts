/**
 * Keeps a story's page where it is when the header navigates away on purpose (the create-event options call
 * window.location.assign, the product states "picking an option sets it loading and navigates"). Leaving would unload the
 * story (and, under Vitest, the test runner's frame), so the story could never show the loading state.
 *
 * Chromium's Navigation API fires a cancelable `navigate` event for every document navigation the page starts,
 * cross-origin ones included; cancelling it leaves the page as the visitor saw it the instant they picked.
 * The destinations are recorded so a play function can still assert where the visitor would have gone.
 */

/** The part of the Navigation API used here (TypeScript's DOM lib does not describe it yet). */
interface NavigateEventLike extends Event {
  readonly destination: { readonly url: string; readonly sameDocument: boolean };
  readonly downloadRequest: string | null;
}

interface NavigationLike {
  addEventListener(type: 'navigate', listener: (event: NavigateEventLike) => void): void;
  removeEventListener(type: 'navigate', listener: (event: NavigateEventLike) => void): void;
}

export interface HeldNavigation {
  /** Every destination the page tried to load while held, oldest first. */
  readonly destinations: readonly string[];
  /** Stop holding: later navigations go through. */
  release: () => void;
}

export function holdNavigation(win: Window = window): HeldNavigation {
  const navigation = (win as Window & { navigation?: NavigationLike }).navigation;
  if (!navigation) {
    // Without the API a picked option would unload the story; say so instead of failing obscurely later.
    throw new Error('holdNavigation needs the Navigation API (Chromium 102+).');
  }
  const destinations: string[] = [];
  const onNavigate = (event: NavigateEventLike) => {
    // Same-document moves (hash links, a router's pushState) cannot unload the story: let them be.
    if (event.destination.sameDocument || event.downloadRequest !== null || !event.cancelable) return;
    destinations.push(event.destination.url);
    event.preventDefault();
  };
  navigation.addEventListener('navigate', onNavigate);
  return {
    destinations,
    release: () => navigation.removeEventListener('navigate', onNavigate),
  };
}

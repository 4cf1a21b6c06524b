import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Header from '../../src/expose/header';
import {
  getExample,
  makeEnvironment,
  ATTENDEE_USER,
  NO_FLAGS,
  DEFAULT_PAGE_DATA,
  SERVER_URL,
} from '../../examples/header-examples';
import { stubViewportWidth } from '../support/viewport';
import { createLocationStore } from '../../src/location';
import { PLACES, toPlace } from '../../examples/location/fake-geo-server';
import { getMobileLayoutButton, recordClicks, renderHeader } from './render-header';
import { settleReports } from '../support/settle-reports';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Header for an anonymous visitor (product routes and roles)', () => {
  it('shows the logo, Find Events, Create Events, the Help Center menu, Find my tickets and Sign In', () => {
    renderHeader(getExample('Anonymous').props);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Evently Home' })).toHaveAttribute('href', `${SERVER_URL}/`);
    const nav = within(banner).getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Find Events' })).toHaveAttribute(
      'href',
      `${SERVER_URL}/d/local/all-events/`,
    );
    expect(within(nav).getByRole('link', { name: 'Create Events' })).toHaveAttribute(
      'href',
      `${SERVER_URL}/organizer/overview/`,
    );
    expect(within(nav).getByRole('button', { name: 'Help Center' })).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.getByRole('link', { name: 'Find my tickets' })).toHaveAttribute(
      'href',
      `${SERVER_URL}/signin/?referrer=%2Fmytickets`,
    );
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /account menu/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /create an event/i })).not.toBeInTheDocument();
  });

  it('shows Log In and Sign Up instead of Sign In with launchNewSignInSignUpLinks (product roles)', () => {
    renderHeader(getExample('Anonymous, new sign-in links').props);
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', `${SERVER_URL}/signin/`);
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', `${SERVER_URL}/signin/signup/`);
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('opens the Help Center menu with Enter and lists its three items (product routes and states)', async () => {
    const { user } = renderHeader(getExample('Anonymous').props);
    const trigger = screen.getByRole('button', { name: 'Help Center' });
    trigger.focus();
    await user.keyboard('{Enter}');
    // The first opening fetches the menu's code (dropdown-menu.tsx).
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Help Center', 'Find your tickets', 'Contact your event organizer']);
    // The loaded menu's trigger has taken over from the first render's, under the same name.
    const loaded = screen.getByRole('button', { name: 'Help Center' });
    expect(loaded).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(loaded).toHaveAttribute('aria-expanded', 'false');
    expect(loaded).toHaveFocus();
  });

  it('links home with the locale prefix for a language-subdirectory locale', () => {
    renderHeader(getExample('Attendee in Spanish (US)').props);
    expect(screen.getByRole('link', { name: 'Evently Home' })).toHaveAttribute('href', `${SERVER_URL}/es/`);
  });

  it('shows the create-event call to action on the home page (product roles)', () => {
    renderHeader(getExample('Anonymous on the home page').props);
    expect(screen.getByRole('link', { name: 'Create an event' })).toHaveAttribute(
      'href',
      `${SERVER_URL}/manage/events/auto-create/`,
    );
  });
});

describe('Header for a signed-in attendee (product routes, validation rules and roles)', () => {
  it('shows Likes and Tickets with their counts', () => {
    renderHeader(getExample('Attendee').props);
    expect(screen.getByRole('link', { name: /^Likes/ })).toHaveAttribute(
      'href',
      `${SERVER_URL}/u/411983/favorites/events`,
    );
    expect(screen.getByRole('link', { name: /^Likes/ })).toHaveTextContent('12');
    expect(screen.getByRole('link', { name: /^Tickets/ })).toHaveTextContent('3');
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('Likes and Tickets say their counts in words after the label, singular for 1', () => {
    const base = getExample('Attendee').props;
    renderHeader({ ...base, user: { ...ATTENDEE_USER, numSavedEvents: 1, numOrders: 3 } });
    expect(screen.getByRole('link', { name: 'Likes 1 saved event' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tickets 3 orders' })).toBeInTheDocument();
  });

  it('a badge of 0 shows nothing and above 99 shows 99+ (product validation rules)', () => {
    const base = getExample('Attendee').props;
    renderHeader({ ...base, user: { ...ATTENDEE_USER, numSavedEvents: 0, numOrders: 100 } });
    expect(screen.getByRole('link', { name: /^Likes/ })).not.toHaveTextContent(/\d/);
    expect(screen.getByRole('link', { name: /^Tickets/ })).toHaveTextContent('99+');
  });

  it('opens the user menu with its items, the disabled label at position 9 and Log out last', async () => {
    const { user } = renderHeader(getExample('Attendee').props);
    await user.click(screen.getByRole('button', { name: 'Account menu for Maya Okonkwo-Lindqvist' }));
    const menu = await screen.findByRole('menu');
    // Position 9 of the menu as a list (separators are list entries too).
    const ninth = within(menu.children[8] as HTMLElement).getByRole('menuitem');
    expect(ninth).toHaveAttribute('aria-disabled', 'true');
    expect(ninth).toHaveTextContent('Maya Okonkwo-Lindqvist');
    expect(within(menu).getAllByRole('menuitem').at(-1)).toHaveTextContent('Log out');
    expect(screen.queryByRole('menuitem', { name: 'Manage my events' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /Admin/ })).not.toBeInTheDocument();
  });

  it('Log out sends the Logout event and removes the stored referral entry (product API calls)', async () => {
    const onAnalyticsEvent = vi.fn();
    localStorage.setItem('referral', '{"code":"x"}');
    const { user } = renderHeader({ ...getExample('Attendee').props, onAnalyticsEvent });
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    const logout = await screen.findByRole('menuitem', { name: 'Log out' });
    logout.addEventListener('click', (e) => e.preventDefault());
    await user.click(logout);
    // The tracker's code arrives on the first intent in the header; the event goes out once it is here.
    await waitFor(() =>
      expect(onAnalyticsEvent).toHaveBeenCalledWith(expect.objectContaining({ category: 'header', action: 'Logout' })),
    );
    expect(localStorage.getItem('referral')).toBeNull();
  });
});

describe('Header for organizers and staff (product routes and roles)', () => {
  it('organizers get the Organize and Help menus from environment data', async () => {
    const { user } = renderHeader(getExample('Organizer').props);
    await user.click(screen.getByRole('button', { name: 'Organize' }));
    expect(await screen.findByRole('menuitem', { name: 'Organizer home' })).toHaveAttribute(
      'href',
      `${SERVER_URL}/organizer/overview/`,
    );
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Help' }));
    expect(await screen.findByRole('menuitem', { name: 'Help Center' })).toHaveAttribute(
      'href',
      `${SERVER_URL}/help/en-us/`,
    );
  });

  it('the create-event modal shows the title and two options; picking one sets it loading and navigates (product states and limits)', async () => {
    const onAnalyticsEvent = vi.fn();
    const { user, assignLocation } = renderHeader({ ...getExample('Organizer').props, onAnalyticsEvent });
    const cta = screen.getByRole('link', { name: 'Create an event' });
    await user.click(cta);
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'How do you want to build your event?' },
      { timeout: 5000 },
    );
    await waitFor(() =>
      expect(onAnalyticsEvent).toHaveBeenCalledWith(
        expect.objectContaining({
          action: 'EventCreateAttempt',
          data: expect.objectContaining({ eventCreateSource: 'AutoCreate', hasPublish: true, hasPaidPublish: true }),
        }),
      ),
    );
    const ai = within(dialog).getByRole('button', { name: /Create my event faster with AI/ });
    await user.click(ai);
    expect(assignLocation).toHaveBeenCalledWith(`${SERVER_URL}/manage/events/auto-create`);
    expect(ai).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: /Start from scratch/ })).toBeDisabled();
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Cmd', { metaKey: true }],
    ['Shift', { shiftKey: true }],
  ])(
    'a %s+click on "Create an event" is left to the browser (new tab or window at auto-create): no modal here',
    async (_key, modifier) => {
      const onAnalyticsEvent = vi.fn();
      renderHeader({ ...getExample('Organizer').props, onAnalyticsEvent });
      const cta = screen.getByRole('link', { name: 'Create an event' });
      const record = recordClicks();
      act(() => {
        cta.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...modifier }));
      });
      record.stop();
      expect(record.clicks).toEqual([{ defaultPrevented: false, href: `${SERVER_URL}/manage/events/auto-create/` }]);
      expect(cta).toHaveAttribute('aria-expanded', 'false');
      // The modal's chunk would load on first use: once that module has loaded and React has rendered
      // what was waiting for it, a wrongly opened modal would show. Awaited, not slept.
      await act(async () => {
        await import('../../src/header/create-event-modal');
      });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      // Still an attempt to create an event, in the new tab (product API calls).
      await waitFor(() =>
        expect(onAnalyticsEvent).toHaveBeenCalledWith(expect.objectContaining({ action: 'EventCreateAttempt' })),
      );
    },
  );

  it('the modal closes on Escape and returns focus to the call to action (product states)', async () => {
    const { user } = renderHeader(getExample('Organizer').props);
    const cta = screen.getByRole('link', { name: 'Create an event' });
    await user.click(cta);
    const dialog = await screen.findByRole('dialog', undefined, { timeout: 5000 });
    // Escape in a modal <dialog> is the browser's `cancel` event; jsdom has no Escape -> cancel, so it
    // is fired here (the real key in Chromium: test/e2e/keyboard.test.ts).
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cta).toHaveFocus();
  });

  it('staff get Admin and Feature Flags opening in a new tab; Tikibar only with hasTikibar', async () => {
    const { user, unmount } = renderHeader(getExample('Staff').props);
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    expect(await screen.findByRole('menuitem', { name: /^Admin/ })).toHaveAttribute('target', '_blank');
    expect(await screen.findByRole('menuitem', { name: /^Feature Flags/ })).toHaveAttribute(
      'href',
      'https://admin.example.com/admin/nexus/gargoyle/',
    );
    expect(screen.queryByRole('menuitem', { name: 'Tikibar' })).not.toBeInTheDocument();
    unmount();
    const tiki = renderHeader(getExample('Staff with Tikibar').props);
    await tiki.user.click(screen.getByRole('button', { name: /Account menu/ }));
    expect(await screen.findByRole('menuitem', { name: 'Tikibar' })).toHaveAttribute(
      'href',
      `${SERVER_URL}/tikibar/settings/`,
    );
  });
});

describe('location picker beside the search (product routes: "Search")', () => {
  it('on desktop the header has the combobox "Choose a location" showing the page\'s current place', async () => {
    const { server } = renderHeader(getExample('Anonymous').props, { server: { guess: PLACES.london } });
    const banner = screen.getByRole('banner');
    const picker = within(banner).getByRole('combobox', { name: 'Choose a location' });
    // First visit, no location cookie: the server's guess (product states).
    await waitFor(() => expect(picker).toHaveValue('London'));
    expect(server.requestsTo('place_from_request')).toHaveLength(1);
  });

  it("with the host server's place (`place`): the first render shows it and the browser asks for no guess", async () => {
    const { server } = renderHeader(
      { ...getExample('Anonymous').props, place: toPlace(PLACES.paris) },
      { server: { guess: PLACES.london } },
    );
    const picker = within(screen.getByRole('banner')).getByRole('combobox', { name: 'Choose a location' });
    expect(picker).toHaveValue('Paris');
    // Long enough for a guess to have gone out and come back (the fake server answers at once).
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(picker).toHaveValue('Paris');
    expect(server.requestsTo('place_from_request')).toHaveLength(0);
  });

  it('search then picker sit before the main links, so Tab reaches them right after the logo', async () => {
    const { user } = renderHeader(getExample('Anonymous').props, {
      store: createLocationStore({ location: toPlace(PLACES.paris) }),
    });
    await user.tab(); // skip link
    await user.tab(); // logo
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Search events' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Choose a location' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Find Events' })).toHaveFocus();
  });

  it('the mobile layout (under 960 px, CSS) has a round search button opening the takeover with search and picker', async () => {
    const { user } = renderHeader(getExample('Anonymous, mobile').props, {
      store: createLocationStore({ location: toPlace(PLACES.paris) }),
    });
    await user.click(getMobileLayoutButton('Search events'));
    const dialog = await screen.findByRole('dialog', { name: 'Search events' });
    expect(within(dialog).getByRole('combobox', { name: 'Search events' })).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Choose a location' })).toBeInTheDocument();
  });
});

describe('mobile layout (product routes: "Header")', () => {
  it('has a Menu button that opens the nested menus', async () => {
    const { user } = renderHeader(getExample('Anonymous, mobile').props);
    await user.click(getMobileLayoutButton('Menu'));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 5000 });
    for (const name of ['Solutions', 'Industry', 'Event Types', 'Blog']) {
      expect(within(dialog).getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
    }
    expect(within(dialog).getByRole('link', { name: 'Contact Sales' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Get Started' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Blog' }));
    expect(within(dialog).getByRole('link', { name: 'Tips & Guides' })).toHaveAttribute(
      'href',
      `${SERVER_URL}/blog/category/tips-and-guides/`,
    );
  });

  /** Opens the mobile panel (its code loads on first use) and returns the dialog. */
  async function openPanel(user: ReturnType<typeof renderHeader>['user']) {
    await user.click(getMobileLayoutButton('Menu'));
    return screen.findByRole('dialog', { name: 'Menu' }, { timeout: 5000 });
  }

  /** Keeps jsdom from attempting a page load when a test clicks a plain link. */
  function stayOnPage(link: HTMLElement) {
    link.addEventListener('click', (event) => event.preventDefault());
    return link;
  }

  it('the panel shows Likes and Tickets as badges: nothing for 0, 99+ above 99, the count in words (product validation rules)', async () => {
    const { user } = renderHeader({
      ...getExample('Attendee, mobile').props,
      user: { ...ATTENDEE_USER, numSavedEvents: 0, numOrders: 150 },
    });
    const dialog = await openPanel(user);
    const likes = within(dialog).getByRole('link', { name: 'Likes' });
    expect(likes).not.toHaveTextContent(/\d/);
    const tickets = within(dialog).getByRole('link', { name: 'Tickets 150 orders' });
    expect(within(tickets).getByText('99+')).toBeInTheDocument();
  });

  it('the panel says one order for 1, not "1 orders"', async () => {
    const { user } = renderHeader({
      ...getExample('Attendee, mobile').props,
      user: { ...ATTENDEE_USER, numSavedEvents: 1, numOrders: 1 },
    });
    const dialog = await openPanel(user);
    expect(within(dialog).getByRole('link', { name: 'Likes 1 saved event' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Tickets 1 order' })).toBeInTheDocument();
  });

  it('the panel sends the same product API actions as the desktop links', async () => {
    const onAnalyticsEvent = vi.fn();
    const { user, unmount } = renderHeader({ ...getExample('Anonymous, mobile').props, onAnalyticsEvent });
    for (const name of ['Sign In', 'Find Events', 'Create Events']) {
      const dialog = await openPanel(user);
      await user.click(stayOnPage(within(dialog).getByRole('link', { name })));
    }
    unmount();
    const newLinks = getExample('Anonymous, new sign-in links').props;
    const second = renderHeader({
      ...newLinks,
      environment: { ...newLinks.environment, isMobile: true },
      onAnalyticsEvent,
    });
    for (const name of ['Log In', 'Sign Up']) {
      const dialog = await openPanel(second.user);
      await second.user.click(stayOnPage(within(dialog).getByRole('link', { name })));
    }
    await waitFor(() =>
      expect(onAnalyticsEvent.mock.calls.map(([event]) => event.action)).toEqual([
        'SignInClicked',
        'Discover',
        'HostAnEventLinkClicked',
        'SignInClicked',
        'SignUpClicked',
      ]),
    );
  });

  it('the panel closes once a link is chosen (the host may route it in-app) and focus returns to Menu', async () => {
    const { user } = renderHeader(getExample('Anonymous, mobile').props);
    const dialog = await openPanel(user);
    // The host-demo router intercepts same-origin links like this one and pushes history instead.
    await user.click(stayOnPage(within(dialog).getByRole('link', { name: 'Find Events' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(getMobileLayoutButton('Menu')).toHaveFocus();
  });

  it('opening a nested menu in the panel does not close it', async () => {
    const { user } = renderHeader(getExample('Anonymous, mobile').props);
    const dialog = await openPanel(user);
    await user.click(within(dialog).getByRole('button', { name: 'Solutions' }));
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Solutions' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows Manage my events to an attendee on a phone (product roles)', async () => {
    stubViewportWidth(375);
    const { user } = renderHeader(getExample('Attendee, mobile').props);
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    expect(await screen.findByRole('menuitem', { name: 'Manage my events' })).toBeInTheDocument();
  });
});

describe('skip link and analytics (product routes and API calls)', () => {
  it('the skip link moves focus to the page content', async () => {
    const main = document.createElement('main');
    main.id = 'main-content';
    document.body.appendChild(main);
    const { user } = renderHeader(getExample('Anonymous').props);
    const skip = screen.getByRole('link', { name: 'Skip Main Navigation' });
    expect(skip).toHaveAttribute('href', '#main-content');
    await user.click(skip);
    expect(main).toHaveFocus();
    main.remove();
  });

  it('counts ProfileDropdown once per opening of the account menu, however it opened (product API calls)', async () => {
    // A wide screen, where hovering opens menus (product states) and a click then confirms rather than toggles.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('min-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    try {
      const onAnalyticsEvent = vi.fn();
      const { user } = renderHeader({ ...getExample('Attendee').props, onAnalyticsEvent });
      const opened = () => onAnalyticsEvent.mock.calls.filter(([event]) => event.action === 'ProfileDropdown').length;
      const trigger = screen.getByRole('button', { name: /Account menu/ });
      await user.hover(trigger);
      await user.click(trigger);
      expect(trigger).toHaveAttribute('aria-expanded', 'true');
      // The tracker's code came with the hover: from this first event on, every event goes out at once.
      await waitFor(() => expect(opened()).toBe(1));
      await user.click(trigger); // closes
      expect(trigger).toHaveAttribute('aria-expanded', 'false');
      expect(opened()).toBe(1);
      await user.click(trigger); // opens again
      await user.keyboard('{ArrowDown}'); // already open: moves focus, no new opening
      expect(opened()).toBe(2);
      await user.keyboard('{Escape}');
      trigger.focus();
      await user.keyboard('{Enter}');
      expect(opened()).toBe(3);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('sends Discover and LogoHome to the host sink', async () => {
    const onAnalyticsEvent = vi.fn();
    const { user } = renderHeader({ ...getExample('Anonymous').props, onAnalyticsEvent });
    for (const name of ['Find Events', 'Evently Home']) {
      const link = screen.getByRole('link', { name });
      link.addEventListener('click', (e) => e.preventDefault());
      await user.click(link);
    }
    await waitFor(() => expect(onAnalyticsEvent.mock.calls.map(([e]) => e.action)).toEqual(['Discover', 'LogoHome']));
  });
});

describe('bad host props (the props contract)', () => {
  it('renders the anonymous header and reports each invalid field once instead of throwing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(
      <Header
        // @ts-expect-error -- deliberately invalid: hosts without type checking can pass anything
        environment={{ ...makeEnvironment(), localeInfo: 42 }}
        // @ts-expect-error -- as above
        user={'nobody'}
        featureFlags={NO_FLAGS}
        pageData={DEFAULT_PAGE_DATA}
      />,
    );
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    await settleReports();
    const messages = error.mock.calls.map((c) => String(c[0]));
    expect(messages.some((m) => m.includes('environment.localeInfo'))).toBe(true);
    expect(messages.some((m) => m.includes('user'))).toBe(true);
    const count = error.mock.calls.length;
    act(() => {
      rerender(
        <Header
          // @ts-expect-error -- deliberately invalid: hosts without type checking can pass anything
          environment={{ ...makeEnvironment(), localeInfo: 42 }}
          // @ts-expect-error -- as above
          user={'nobody'}
          featureFlags={NO_FLAGS}
          pageData={DEFAULT_PAGE_DATA}
        />,
      );
    });
    await settleReports();
    expect(error.mock.calls.length).toBe(count);
  });

  it('renders with no props at all', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Header />);
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
});

describe('pending analytics event (product API calls)', () => {
  it('an event saved in the ebEventToTrack cookie on a page without the beacon API is sent once the header mounts', async () => {
    const sendBeacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    document.cookie = `ebEventToTrack=${encodeURIComponent(JSON.stringify({ category: 'header', action: 'Discover' }))}; path=/`;
    renderHeader(getExample('Anonymous').props);
    await waitFor(() => expect(sendBeacon).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String((sendBeacon.mock.calls[0] as unknown[])[1]))).toMatchObject({ action: 'Discover' });
    expect(document.cookie).not.toContain('ebEventToTrack');
    Reflect.deleteProperty(navigator, 'sendBeacon');
  });
});

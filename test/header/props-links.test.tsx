/**
 * Props that links depend on: links that cannot be built are left out with one
 * console error naming the field; the analytics address is the host's; the spec's "Home" and
 * "Page Content" labels are shown.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Header from '../../src/expose/header';
import { DEFAULT_ANALYTICS_ENDPOINT } from '../../src/config/constants';
import type { HeaderProps } from '../../src/props/types';
import { ATTENDEE_USER, getExample, makeEnvironment, SERVER_URL } from '../../examples/header-examples';
import { renderHeader } from './render-header';
import { settleReports } from '../support/settle-reports';

afterEach(() => {
  Reflect.deleteProperty(navigator, 'sendBeacon');
});

function allHrefs(): string[] {
  return Array.from(document.querySelectorAll('a[href]'), (anchor) => anchor.getAttribute('href') ?? '');
}

describe('a signed-in user without publicId', () => {
  const props: HeaderProps = { ...getExample('Attendee').props, user: { ...ATTENDEE_USER, publicId: '' } };

  it('gets one console error naming user.publicId, also across re-renders', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(<Header {...props} />);
    await settleReports();
    act(() => rerender(<Header {...props} user={{ ...ATTENDEE_USER, publicId: '' }} />));
    await settleReports();
    const reports = error.mock.calls.map(([message]) => String(message));
    expect(reports).toEqual([expect.stringContaining('[global-header] user.publicId is missing for a signed-in user')]);
  });

  it('has no Likes, Tickets, Liked or Following links, and no /u// anywhere', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderHeader({
      ...props,
      featureFlags: { enableOldCollectionsLinkInHeader: true },
    });
    expect(screen.queryByRole('link', { name: /^Likes/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Tickets/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    const menu = await screen.findByRole('menu');
    for (const name of [/^Tickets/, 'Liked', 'Collections', 'Following']) {
      expect(within(menu).queryByRole('menuitem', { name })).not.toBeInTheDocument();
    }
    expect(within(menu).getByRole('menuitem', { name: 'Interests' })).toBeInTheDocument();
    expect(allHrefs().filter((href) => href.includes('/u//'))).toEqual([]);
  });
});

describe('staff without adminServerUrl', () => {
  it('gets one console error naming environment.adminServerUrl and no Admin or Feature Flags items', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const staff = getExample('Staff with Tikibar').props;
    render(<Header {...staff} environment={{ ...staff.environment, adminServerUrl: '' }} />);
    await settleReports();
    expect(error.mock.calls.map(([message]) => String(message))).toEqual([
      expect.stringContaining('[global-header] environment.adminServerUrl is missing for staff'),
    ]);
    screen.getByRole('button', { name: /Account menu/ }).click();
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: /^Admin/ })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: /^Feature Flags/ })).not.toBeInTheDocument();
    // Tikibar is on the normal site: it stays.
    expect(within(menu).getByRole('menuitem', { name: 'Tikibar' })).toHaveAttribute(
      'href',
      `${SERVER_URL}/tikibar/settings/`,
    );
  });
});

describe('environment.analyticsUrl', () => {
  async function beaconUrlAfterFindEvents(props: HeaderProps): Promise<string> {
    const sendBeacon = vi.fn((_url: string, _data: string) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    const { user } = renderHeader(props);
    const link = screen.getByRole('link', { name: 'Find Events' });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    // The tracker's code arrives on the first intent in the header; the beacon goes once it is here.
    await waitFor(() => expect(sendBeacon).toHaveBeenCalledTimes(1));
    expect(JSON.parse(sendBeacon.mock.calls[0]![1])).toMatchObject({ action: 'Discover' });
    return sendBeacon.mock.calls[0]![0];
  }

  it('sets where beacons go', async () => {
    const props = getExample('Anonymous').props;
    const url = 'https://collect.example.com/v1/events';
    expect(await beaconUrlAfterFindEvents({ ...props, environment: { ...props.environment, analyticsUrl: url } })).toBe(
      url,
    );
  });

  it('defaults to the same-origin endpoint', async () => {
    const { analyticsUrl: _none, ...environment } = makeEnvironment();
    expect(await beaconUrlAfterFindEvents({ ...getExample('Anonymous').props, environment })).toBe(
      DEFAULT_ANALYTICS_ENDPOINT,
    );
  });
});

describe('the product route header labels "Home" and "Page Content"', () => {
  it('the logo link\'s accessible name ends in "Home", in the host\'s words when it overrides them', () => {
    const { unmount } = renderHeader(getExample('Anonymous').props);
    expect(screen.getByRole('link', { name: 'Evently Home' })).toHaveAttribute('href', `${SERVER_URL}/`);
    unmount();
    renderHeader({ ...getExample('Anonymous').props, messages: { home: 'Inicio' } });
    expect(screen.getByRole('link', { name: 'Evently Inicio' })).toBeInTheDocument();
  });

  it('names the host\'s unlabelled main content "Page Content", and takes the name back on unmount', () => {
    const main = document.body.appendChild(document.createElement('main'));
    main.id = 'main-content';
    const { unmount } = renderHeader(getExample('Anonymous').props);
    expect(screen.getByRole('main', { name: 'Page Content' })).toBe(main);
    unmount();
    expect(main).not.toHaveAttribute('aria-label');
    main.remove();
  });

  it("keeps the host's own name for its main content", () => {
    const main = document.body.appendChild(document.createElement('main'));
    main.id = 'main-content';
    main.setAttribute('aria-labelledby', 'page-title');
    renderHeader(getExample('Anonymous').props);
    expect(main).not.toHaveAttribute('aria-label');
    main.remove();
  });

  it('without the host\'s element, the skip link lands on the header\'s own "Page Content" target', async () => {
    const { user } = renderHeader(getExample('Anonymous').props);
    const skip = screen.getByRole('link', { name: 'Skip Main Navigation' });
    expect(skip).toHaveAttribute('href', '#main-content');
    await user.click(skip);
    const target = document.getElementById('main-content');
    expect(target).toHaveTextContent('Page Content');
    expect(target).toHaveFocus();
    // It sits at the end of the header: the next Tab goes on into the page.
    expect(screen.getByRole('banner').lastElementChild).toBe(target);
  });

  it('a host element added after mount takes over on the next use of the skip link', async () => {
    const { user } = renderHeader(getExample('Anonymous').props);
    const main = document.body.appendChild(document.createElement('main'));
    main.id = 'main-content';
    await user.click(screen.getByRole('link', { name: 'Skip Main Navigation' }));
    expect(main).toHaveFocus();
    expect(main).toHaveAccessibleName('Page Content');
    expect(document.querySelectorAll('[id="main-content"]')).toHaveLength(1);
    main.remove();
  });

  it('a Ctrl+click on the skip link is left to the browser: focus stays put', () => {
    const main = document.body.appendChild(document.createElement('main'));
    main.id = 'main-content';
    renderHeader(getExample('Anonymous').props);
    const skip = screen.getByRole('link', { name: 'Skip Main Navigation' });
    skip.focus();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    act(() => {
      skip.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(false);
    expect(skip).toHaveFocus();
    main.remove();
    // jsdom followed the fragment (its default action): back to a clean address.
    window.history.replaceState(null, '', '/');
  });
});

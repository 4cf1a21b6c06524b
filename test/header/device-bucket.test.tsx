/**
 * The product roles hide Manage my events for an attendee "on a non-mobile screen"; the product limits define mobile as
 * under 481 px (device buckets). The layout switches to the Menu button under 960 px, which is a
 * different thing: a 600 px tablet has the mobile layout but is not a mobile screen.
 */
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getExample } from '../../examples/header-examples';
import { stubViewportWidth } from '../support/viewport';
import { getMobileLayoutButton, renderHeader } from './render-header';

afterEach(() => {
  vi.unstubAllGlobals();
});

const attendee = getExample('Attendee').props;

async function accountMenuItems(user: ReturnType<typeof renderHeader>['user']) {
  await user.click(screen.getByRole('button', { name: /Account menu/ }));
  return (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
}

describe('the attendee rule follows spec 9 device buckets, not the layout', () => {
  it.each([
    [375, 'mobile', 'Menu button', true],
    [600, 'tablet', 'Menu button', false],
    [1280, 'desktop', 'main navigation', false],
  ] as const)('at %i px (%s, %s): Manage my events shown = %s', async (width, _bucket, layout, shown) => {
    stubViewportWidth(width);
    const { user } = renderHeader(attendee);
    // Both layouts are in the markup, CSS shows one (jsdom applies no media queries, see
    // getMobileLayoutButton): the layout at each width is proved in Chromium (test/e2e/device-bucket.test.ts).
    if (layout === 'Menu button') expect(getMobileLayoutButton('Menu')).toBeInTheDocument();
    else expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    const items = await accountMenuItems(user);
    expect(items.includes('Manage my events')).toBe(shown);
  });

  it('follows the viewport while mounted: a tablet turned into a phone shows it on the next opening', async () => {
    const viewport = stubViewportWidth(600);
    const { user } = renderHeader(attendee);
    expect(await accountMenuItems(user)).not.toContain('Manage my events');
    await user.keyboard('{Escape}');
    act(() => viewport.resize(480));
    expect(await accountMenuItems(user)).toContain('Manage my events');
    await user.keyboard('{Escape}');
    act(() => viewport.resize(481));
    expect(await accountMenuItems(user)).not.toContain('Manage my events');
  });

  it('an organizer sees Manage my events at every width', async () => {
    for (const width of [375, 600, 1280]) {
      stubViewportWidth(width);
      const { user, unmount } = renderHeader(getExample('Organizer').props);
      expect(await accountMenuItems(user)).toContain('Manage my events');
      unmount();
    }
  });

  it('listens on the bucket edges only, and stops listening when unmounted', () => {
    const viewport = stubViewportWidth(1280);
    const { unmount } = renderHeader(attendee);
    expect(viewport.queries).toEqual(expect.arrayContaining(['(min-width: 481px)', '(min-width: 960px)']));
    expect(viewport.listenerCount()).toBeGreaterThan(0);
    unmount();
    expect(viewport.listenerCount()).toBe(0);
  });
});

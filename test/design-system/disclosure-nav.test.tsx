import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MenuItem } from '../../src/config/menu-item';
import { DisclosureNav } from '../../src/design-system/disclosure-nav';
import { defaultMessages } from '../../src/i18n/english';
import { formatMessage } from '../../src/i18n/messages';

const blog = (active = false): MenuItem => ({
  id: 'blog',
  type: 'expandLink',
  content: 'Blog',
  subItems: [
    { id: 'tips', type: 'anchor', content: 'Tips & Guides', path: '#tips', active },
    { id: 'news', type: 'anchor', content: 'News & Trends', path: '#news' },
  ],
});
const items = (active = false): MenuItem[] => [
  blog(active),
  { id: 'd', type: 'divider' },
  { id: 'sales', type: 'anchor', content: 'Contact Sales', path: '#sales' },
  { id: 'newsletter', type: 'anchor', content: 'Newsletter', path: '#nl', newTab: true },
];

describe('DisclosureNav (mobile nested menus, product routes and the product states)', () => {
  it('is a named navigation whose expand links are collapsed disclosure buttons', () => {
    render(<DisclosureNav items={items()} aria-label={defaultMessages.mainNavigation} />);
    const nav = screen.getByRole('navigation', { name: defaultMessages.mainNavigation });
    const toggle = within(nav).getByRole('button', { name: 'Blog' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Tips & Guides' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Contact Sales' })).toHaveAttribute('href', '#sales');
  });

  it('toggles the sub-list it controls', async () => {
    const user = userEvent.setup();
    render(<DisclosureNav items={items()} aria-label="Main" />);
    const toggle = screen.getByRole('button', { name: 'Blog' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const subList = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(subList).getByRole('link', { name: 'Tips & Guides' })).toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(subList).not.toBeVisible();
  });

  it('starts open when any sub-item is active, and marks it as the current page (product states)', () => {
    render(<DisclosureNav items={items(true)} aria-label="Main" />);
    expect(screen.getByRole('button', { name: 'Blog' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Tips & Guides' })).toHaveAttribute('aria-current', 'page');
  });

  it('new-tab links open safely and say so', () => {
    render(<DisclosureNav items={items()} aria-label="Main" />);
    const link = screen.getByRole('link', { name: `Newsletter ${defaultMessages.opensInNewTab}` });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('router links call navigate and onNavigate; without navigate they are plain anchors with a warning (product error catalogue)', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    const onNavigate = vi.fn();
    const routed: MenuItem[] = [{ id: 'r', type: 'routerLink', content: 'Browse events', path: '/d/local/events/' }];
    const { unmount } = render(<DisclosureNav items={routed} navigate={navigate} onNavigate={onNavigate} />);
    await user.click(screen.getByRole('link', { name: 'Browse events' }));
    expect(navigate).toHaveBeenCalledWith('/d/local/events/');
    expect(onNavigate).toHaveBeenCalledTimes(1);
    unmount();

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<DisclosureNav items={routed} />);
    expect(screen.getByRole('link', { name: 'Browse events' })).toHaveAttribute('href', '/d/local/events/');
    expect(warn).toHaveBeenCalledWith(formatMessage(defaultMessages.routerLinkFallback, { path: '/d/local/events/' }));
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Cmd', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['Alt', { altKey: true }],
  ])(
    'a %s+click leaves the link to the browser and the panel as it is: no navigate, no onNavigate',
    (_key, modifier) => {
      const navigate = vi.fn();
      const onNavigate = vi.fn();
      const routed: MenuItem[] = [
        { id: 'r', type: 'routerLink', content: 'Browse events', path: '/d/local/events/' },
        { id: 'a', type: 'anchor', content: 'Contact Sales', path: '/l/contact-sales/' },
      ];
      render(<DisclosureNav items={routed} navigate={navigate} onNavigate={onNavigate} />);
      for (const name of ['Browse events', 'Contact Sales']) {
        const click = new MouseEvent('click', { bubbles: true, cancelable: true, ...modifier });
        act(() => {
          screen.getByRole('link', { name }).dispatchEvent(click);
        });
        expect(click.defaultPrevented).toBe(false);
      }
      expect(navigate).not.toHaveBeenCalled();
      expect(onNavigate).not.toHaveBeenCalled();
    },
  );
});

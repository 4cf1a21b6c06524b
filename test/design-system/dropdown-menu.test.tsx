import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { KEY_SEQUENCE_TIMEOUT_MS, MENU_HOVER_CLOSE_DELAY_MS, MENU_HOVER_MIN_WIDTH } from '../../src/config/constants';
import type { MenuItem } from '../../src/config/menu-item';
import { DropdownMenu, type DropdownMenuCode, type DropdownMenuProps } from '../../src/design-system/dropdown-menu';
import { createLazyModule, type LazyModule } from '../../src/lib/lazy-module';
import { defaultMessages } from '../../src/i18n/english';
import { formatMessage } from '../../src/i18n/messages';
import { stubViewport } from './menu-test-utils';

const ITEMS: MenuItem[] = [
  { id: 'tickets', type: 'anchor', content: 'Tickets', path: '#tickets' },
  { id: 'liked', type: 'anchor', content: 'Liked', path: '#liked', active: true },
  { id: 'd1', type: 'divider' },
  { id: 'org', type: 'sectionHeader', content: 'Organizer' },
  { id: 'studio', type: 'anchor', content: 'Studio', path: '#studio', badge: 'New' },
  { id: 'newsletter', type: 'anchor', content: 'Newsletter', path: '#newsletter', newTab: true },
  { id: 'd2', type: 'divider' },
  { id: 'label', type: 'anchor', content: 'Jane Doe', secondaryContent: 'jane@example.com', disabled: true },
  { id: 'logout', type: 'anchor', content: 'Log out', path: '#logout' },
];

const importMenu = () => import('../../src/design-system/dropdown-menu-full').then((module) => module.default);

/**
 * The menu's code, loaded before the tests below: they are about the menu once it is there. How it
 * arrives (late, or not at all) is the last describe's subject.
 */
const loadedMenu = createLazyModule(importMenu);
// Not `() => loadedMenu.load()`: a hook that resolves to a function has it called as its teardown.
beforeAll(async () => {
  await loadedMenu.load();
});

function setup(props: Partial<DropdownMenuProps> = {}) {
  const user = userEvent.setup();
  render(
    <div>
      <button type="button">Before</button>
      <DropdownMenu label="Account" items={ITEMS} hoverOpen code={loadedMenu} {...props} />
      <button type="button">After</button>
    </div>,
  );
  const trigger = screen.getByRole('button', { name: props.triggerAccessibleName ?? /account/i });
  return { user, trigger };
}

const menuItem = (name: string | RegExp) => screen.getByRole('menuitem', { name });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('DropdownMenu trigger (product states, WAI-ARIA menu button)', () => {
  it('is a collapsed menu button and mounts no list before the first open (first render stays light)', () => {
    const { trigger } = setup();
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu', { hidden: true })).not.toBeInTheDocument();
    expect(screen.queryByText('Tickets')).not.toBeInTheDocument();
  });

  it('opens on click, focuses the first item and points aria-controls at the menu (product states)', async () => {
    const onOpen = vi.fn();
    const { user, trigger } = setup({ onOpen });
    await user.click(trigger);
    const menu = screen.getByRole('menu', { name: 'Account' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', menu.id);
    expect(menuItem('Tickets')).toHaveFocus();
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('a second click closes it', async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it.each([['{Enter}'], [' '], ['{ArrowDown}']])(
    'opens on %s and focuses the first item (product states)',
    async (key) => {
      const { user, trigger } = setup();
      trigger.focus();
      await user.keyboard(key);
      expect(trigger).toHaveAttribute('aria-expanded', 'true');
      expect(menuItem('Tickets')).toHaveFocus();
    },
  );

  it('opens on ArrowUp and focuses the last item', async () => {
    const { user, trigger } = setup();
    trigger.focus();
    await user.keyboard('{ArrowUp}');
    expect(menuItem('Log out')).toHaveFocus();
  });

  it('uses triggerAccessibleName as the button name and shows triggerContent', () => {
    setup({ triggerAccessibleName: 'Account menu for Jane', triggerContent: <span>JD</span> });
    const trigger = screen.getByRole('button', { name: 'Account menu for Jane' });
    expect(within(trigger).getByText('JD')).toBeInTheDocument();
  });
});

describe('DropdownMenu keyboard in the menu (product states, product limits)', () => {
  it('Down and Up move through items and wrap at both ends (product states)', async () => {
    const { user, trigger } = setup();
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{ArrowUp}');
    expect(menuItem('Log out')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(menuItem('Tickets')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(menuItem('Liked')).toHaveFocus();
  });

  it('Home and End jump to the first and last items', async () => {
    const { user, trigger } = setup();
    trigger.focus();
    await user.keyboard('{ArrowDown}{End}');
    expect(menuItem('Log out')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(menuItem('Tickets')).toHaveFocus();
  });

  it('keeps a disabled item focusable but inert (aria-disabled, no href)', async () => {
    const { user, trigger } = setup();
    trigger.focus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    const disabled = menuItem(/jane doe/i);
    expect(disabled).toHaveFocus();
    expect(disabled).toHaveAttribute('aria-disabled', 'true');
    expect(disabled).not.toHaveAttribute('href');
    await user.click(disabled);
    expect(screen.getByRole('menu')).toBeVisible();
  });

  it('type-ahead focuses the next item by its first letters within KEY_SEQUENCE_TIMEOUT_MS (product limits)', async () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(10_000);
    const { user, trigger } = setup();
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('l');
    expect(menuItem('Liked')).toHaveFocus();
    await user.keyboard('o');
    expect(menuItem('Log out')).toHaveFocus();
    now.mockReturnValue(10_000 + KEY_SEQUENCE_TIMEOUT_MS + 1);
    await user.keyboard('s');
    expect(menuItem('Studio New')).toHaveFocus();
  });

  it('Escape closes the menu and returns focus to the trigger (product states)', async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('Tab closes the menu and focus moves on past the trigger (product states)', async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    await user.tab();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('Shift+Tab closes the menu and focus moves back before the trigger (product states)', async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    await user.tab({ shift: true });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
  });

  it('Space activates the focused item like Enter', async () => {
    const onSelect = vi.fn();
    const { user, trigger } = setup({ items: [{ id: 'a', type: 'anchor', content: 'Alpha', path: '#a', onSelect }] });
    trigger.focus();
    await user.keyboard('{ArrowDown} ');
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('DropdownMenu pointer (product states)', () => {
  it('closes on a pointerdown outside, leaving focus where the user clicked', async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'After' }));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it(`opens on hover only wider than ${MENU_HOVER_MIN_WIDTH}px, using (min-width: 961px) (product states)`, async () => {
    const queries = stubViewport(true);
    const { user, trigger } = setup();
    await user.hover(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(queries).toContain(`(min-width: ${MENU_HOVER_MIN_WIDTH + 1}px)`);
    // Hover does not steal focus.
    expect(trigger).not.toHaveFocus();
  });

  it('does not open on hover at widths up to 960px (product states)', async () => {
    stubViewport(false);
    const { user, trigger } = setup();
    await user.hover(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on mouse leave after MENU_HOVER_CLOSE_DELAY_MS, and re-entering in time keeps it open (product states)', () => {
    vi.useFakeTimers();
    stubViewport(true);
    setup();
    const trigger = screen.getByRole('button', { name: /account/i });
    const container = trigger.parentElement!;
    fireEvent.mouseEnter(container);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseLeave(container);
    act(() => vi.advanceTimersByTime(MENU_HOVER_CLOSE_DELAY_MS - 1));
    fireEvent.mouseEnter(container);
    act(() => vi.advanceTimersByTime(MENU_HOVER_CLOSE_DELAY_MS));
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseLeave(container);
    act(() => vi.advanceTimersByTime(MENU_HOVER_CLOSE_DELAY_MS));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('a click on a hover-opened trigger keeps the menu open', async () => {
    stubViewport(true);
    const { user, trigger } = setup();
    await user.hover(trigger);
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });

  it('onOpen counts openings the visitor asked for: never a hover-open, however long; its confirming click once', () => {
    vi.useFakeTimers();
    stubViewport(true);
    const onOpen = vi.fn();
    setup({ onOpen });
    const trigger = screen.getByRole('button', { name: /account/i });
    fireEvent.mouseEnter(trigger.parentElement!);
    act(() => vi.advanceTimersByTime(60_000));
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(onOpen).not.toHaveBeenCalled();
    fireEvent.click(trigger, { detail: 1 }); // confirms the hover-opened menu
    expect(onOpen).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(trigger, { key: 'ArrowDown' }); // already asked for: moves focus only
    expect(onOpen).toHaveBeenCalledTimes(1);
    fireEvent.click(trigger, { detail: 1 }); // closes
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    fireEvent.keyDown(trigger, { key: 'ArrowDown' }); // a key opens it again
    expect(onOpen).toHaveBeenCalledTimes(2);
  });
});

describe('DropdownMenu items (product entities, product states, product error catalogue)', () => {
  it('renders dividers as separators and a section header as a labelled group', async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    const menu = screen.getByRole('menu');
    expect(within(menu).getAllByRole('separator')).toHaveLength(2);
    const group = within(menu).getByRole('group', { name: 'Organizer' });
    expect(
      within(group)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Studio New', expect.stringContaining('Newsletter')]);
  });

  it('marks the active item aria-current="page"', async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    expect(menuItem('Liked')).toHaveAttribute('aria-current', 'page');
    expect(menuItem('Tickets')).not.toHaveAttribute('aria-current');
  });

  it('opens new-tab items safely and says so to screen readers', async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    const item = menuItem(`Newsletter ${defaultMessages.opensInNewTab}`);
    expect(item).toHaveAttribute('target', '_blank');
    expect(item).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows a badge label and secondary text', async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    expect(within(menuItem(/studio/i)).getByText('New')).toBeVisible();
    expect(within(menuItem(/jane doe/i)).getByText('jane@example.com')).toBeVisible();
  });

  it('calls onSelect when an item is chosen and returns focus to the trigger', async () => {
    const onSelect = vi.fn();
    const { user, trigger } = setup({
      items: [{ id: 'a', type: 'anchor', content: 'Alpha', path: '#a', onSelect }],
    });
    await user.click(trigger);
    await user.click(menuItem('Alpha'));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('router-link items call navigate(path) instead of a page load', async () => {
    const navigate = vi.fn();
    const { user, trigger } = setup({
      navigate,
      items: [{ id: 'r', type: 'routerLink', content: 'Browse events', path: '/d/local/events/' }],
    });
    await user.click(trigger);
    const item = menuItem('Browse events');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => {
      item.dispatchEvent(click);
    });
    expect(navigate).toHaveBeenCalledWith('/d/local/events/');
    expect(click.defaultPrevented).toBe(true);
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Cmd', { metaKey: true }],
    ['Shift', { shiftKey: true }],
  ])(
    'a %s+click on a router-link item is left to the browser (new tab or window), not the router',
    async (_key, modifier) => {
      const navigate = vi.fn();
      const onSelect = vi.fn();
      const { user, trigger } = setup({
        navigate,
        items: [{ id: 'r', type: 'routerLink', content: 'Browse events', path: '/d/local/events/', onSelect }],
      });
      await user.click(trigger);
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, ...modifier });
      act(() => {
        menuItem('Browse events').dispatchEvent(click);
      });
      expect(navigate).not.toHaveBeenCalled();
      expect(click.defaultPrevented).toBe(false);
      // Still a choice of that item (analytics).
      expect(onSelect).toHaveBeenCalledTimes(1);
    },
  );

  it('without navigate, a router-link item is a plain anchor and warns once (product error catalogue)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user, trigger } = setup({
      items: [{ id: 'r', type: 'routerLink', content: 'Browse events', path: '#browse' }],
    });
    await user.click(trigger);
    await user.keyboard('{Escape}');
    await user.click(trigger);
    expect(menuItem('Browse events')).toHaveAttribute('href', '#browse');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(formatMessage(defaultMessages.routerLinkFallback, { path: '#browse' }));
  });
});

describe('DropdownMenu list code, loaded on first use', () => {
  /** A list code whose import waits until `arrive()` or fails with `fail()`; `calls` counts the imports. */
  function controlledList() {
    const control = { calls: 0, arrive: () => undefined as void, fail: () => undefined as void };
    const code: LazyModule<DropdownMenuCode> = createLazyModule(() => {
      control.calls += 1;
      return new Promise<DropdownMenuCode>((resolve, reject) => {
        control.arrive = () => void importMenu().then(resolve);
        control.fail = () => reject(new Error('chunk failed'));
      });
    });
    return { code, control };
  }

  it('is fetched on intent: the pointer over the menu or focus on its trigger', async () => {
    const { code, control } = controlledList();
    const { user, trigger } = setup({ code });
    expect(control.calls).toBe(0);
    await user.hover(trigger);
    expect(control.calls).toBe(1);
    trigger.focus();
    expect(control.calls).toBe(1);
  });

  it('a menu opened before its code arrives opens when it does, with the asked-for item focused', async () => {
    const { code, control } = controlledList();
    const { user, trigger } = setup({ code });
    trigger.focus();
    await user.keyboard('{ArrowUp}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).not.toHaveAttribute('aria-controls');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await act(async () => control.arrive());
    const menu = await screen.findByRole('menu', { name: 'Account' });
    // The loaded menu's trigger took over from the first one, with its name, and points at the list.
    expect(screen.getByRole('button', { name: /account/i })).toHaveAttribute('aria-controls', menu.id);
    await vi.waitFor(() => expect(menuItem('Log out')).toHaveFocus());
  });

  it('the focus and the press made before the code arrived carry over, and the press counts as one opening', async () => {
    const { code, control } = controlledList();
    const onOpen = vi.fn();
    const { user, trigger } = setup({ code, onOpen });
    await user.tab();
    await user.tab();
    expect(trigger).toHaveFocus();
    await act(async () => control.arrive());
    const loaded = screen.getByRole('button', { name: /account/i });
    expect(loaded).not.toBe(trigger);
    expect(loaded).toHaveFocus();
    expect(loaded).toHaveAttribute('aria-expanded', 'false');
    // A key now is the loaded trigger's: the menu opens at once.
    await user.keyboard('{ArrowDown}');
    expect(menuItem('Tickets')).toHaveFocus();
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('a click before the code arrives is counted once, when it is made, not again when the menu opens', async () => {
    const { code, control } = controlledList();
    const onOpen = vi.fn();
    const { user, trigger } = setup({ code, onOpen });
    await user.click(trigger);
    expect(onOpen).toHaveBeenCalledTimes(1);
    await act(async () => control.arrive());
    await vi.waitFor(() => expect(menuItem('Tickets')).toHaveFocus());
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('a click whose button is down when the code arrives still opens the menu: the loaded menu takes over after the release', async () => {
    const { code, control } = controlledList();
    const { user, trigger } = setup({ code });
    await user.pointer({ keys: '[MouseLeft>]', target: trigger });
    await act(async () => control.arrive());
    // Still the first trigger: swapped now, the release would land on a button that never saw the press.
    expect(screen.getByRole('button', { name: /account/i })).toBe(trigger);
    await user.pointer({ keys: '[/MouseLeft]', target: trigger });
    const menu = await screen.findByRole('menu', { name: 'Account' });
    expect(screen.getByRole('button', { name: /account/i })).toHaveAttribute('aria-controls', menu.id);
    await vi.waitFor(() => expect(menuItem('Tickets')).toHaveFocus());
  });

  it('Space held down when the code arrives still opens the menu on its release', async () => {
    const { code, control } = controlledList();
    const { user, trigger } = setup({ code });
    trigger.focus();
    await user.keyboard('[Space>]');
    await act(async () => control.arrive());
    expect(screen.getByRole('button', { name: /account/i })).toBe(trigger);
    await user.keyboard('[/Space]');
    expect(await screen.findByRole('menu', { name: 'Account' })).toBeVisible();
    await vi.waitFor(() => expect(menuItem('Tickets')).toHaveFocus());
  });

  it('a press and a click outside before the code arrives leave the menu closed when it does', async () => {
    const { code, control } = controlledList();
    const { user, trigger } = setup({ code });
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'After' }));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await act(async () => control.arrive());
    expect(screen.getByRole('button', { name: /account/i })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it(`a pointer resting on the menu when the code arrives opens it as a hover would, wider than ${MENU_HOVER_MIN_WIDTH}px only`, async () => {
    stubViewport(true);
    const { code, control } = controlledList();
    const onOpen = vi.fn();
    const { user, trigger } = setup({ code, onOpen });
    await user.hover(trigger);
    await act(async () => control.arrive());
    expect(await screen.findByRole('menu', { name: 'Account' })).toBeVisible();
    expect(onOpen).not.toHaveBeenCalled();
  });

  it(`up to ${MENU_HOVER_MIN_WIDTH}px a pointer resting on the menu when the code arrives does not open it`, async () => {
    stubViewport(false);
    const { code, control } = controlledList();
    const { user, trigger } = setup({ code });
    await user.hover(trigger);
    await act(async () => control.arrive());
    expect(screen.getByRole('button', { name: /account/i })).toHaveAttribute('aria-expanded', 'false');
  });

  it('builds its items only when they show: an items function is not called at the opening, before the code (and the texts it comes with) arrives', async () => {
    const { code, control } = controlledList();
    const items = vi.fn(() => ITEMS);
    const { user, trigger } = setup({ code, items });
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(items).not.toHaveBeenCalled();
    await act(async () => control.arrive());
    expect(await screen.findByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
    expect(items).toHaveBeenCalled();
  });

  it('when the code cannot load, the open menu lists its links as plain links, and the next opening tries again', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { code, control } = controlledList();
    const { user, trigger } = setup({ code });
    await user.click(trigger);
    await act(async () => control.fail());
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Tickets', '#tickets'],
      ['Liked', '#liked'],
      ['Studio', '#studio'],
      ['Newsletter', '#newsletter'],
      ['Log out', '#logout'],
    ]);
    // Tab goes on into the links; Escape there closes them and focus returns to the trigger.
    trigger.focus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Tickets' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    // The next opening fetches the code again.
    await user.click(trigger);
    expect(control.calls).toBe(2);
    await act(async () => control.arrive());
    expect(await screen.findByRole('menu', { name: 'Account' })).toBeVisible();
    consoleError.mockRestore();
  });

  it('after a failed fetch on intent, intent does not fetch again and the opening shows the plain links at once; the next opening tries again', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { code, control } = controlledList();
    const { user, trigger } = setup({ code });
    await user.hover(trigger);
    await act(async () => control.fail());
    await user.unhover(trigger);
    await user.hover(trigger);
    expect(control.calls).toBe(1);
    await user.click(trigger);
    expect(await screen.findByRole('link', { name: 'Tickets' })).toBeVisible();
    expect(control.calls).toBe(1);
    await user.click(trigger);
    await user.click(trigger);
    expect(control.calls).toBe(2);
    consoleError.mockRestore();
  });
});

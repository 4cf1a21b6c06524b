import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MENU_HOVER_MIN_WIDTH } from '../../src/config/constants';
import {
  MENU_HOVER_MEDIA_QUERY,
  useMenuButton,
  type UseMenuButtonOptions,
} from '../../src/design-system/use-menu-button';
import { useMenuList } from '../../src/design-system/use-menu-list';
import type { MenuListState } from '../../src/design-system/use-menu-button';
import { stubViewport } from './menu-test-utils';

function CustomList({ menu }: { menu: MenuListState }) {
  const list = useMenuList(menu);
  return (
    <ul {...list.getMenuProps()}>
      <li role="none">
        <a {...list.getItemProps()} href="#home">
          Organizer home
        </a>
      </li>
      <li role="none">
        <a {...list.getItemProps({ disabled: true })}>Pricing</a>
      </li>
    </ul>
  );
}

/** A bare layout of the prop getters, the way a custom header menu would use the two hooks. */
function CustomMenu(options: UseMenuButtonOptions) {
  const menu = useMenuButton(options);
  return (
    <div {...menu.getContainerProps()}>
      <button {...menu.getTriggerProps()}>Organize</button>
      {menu.hasOpened ? <CustomList menu={menu.list} /> : null}
    </div>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('useMenuButton and useMenuList prop getters (product states)', () => {
  it('derives trigger and menu ids from the id option and labels the menu by its trigger', async () => {
    const user = userEvent.setup();
    render(<CustomMenu id="organize" />);
    const trigger = screen.getByRole('button', { name: 'Organize' });
    expect(trigger).toHaveAttribute('id', 'organize-trigger');
    expect(trigger).not.toHaveAttribute('aria-controls');
    await user.click(trigger);
    expect(screen.getByRole('menu', { name: 'Organize' })).toHaveAttribute('id', 'organize-menu');
    expect(trigger).toHaveAttribute('aria-controls', 'organize-menu');
  });

  it('reports every open and close through onOpenChange', async () => {
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    render(<CustomMenu onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('button', { name: 'Organize' }));
    await user.keyboard('{Escape}');
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('keeps the list mounted but hidden after closing', async () => {
    const user = userEvent.setup();
    render(<CustomMenu />);
    await user.click(screen.getByRole('button', { name: 'Organize' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('menu', { hidden: true })).not.toBeVisible();
  });

  it('hoverOpen: false never opens on hover, even on wide screens', async () => {
    stubViewport(true);
    const user = userEvent.setup();
    render(<CustomMenu hoverOpen={false} />);
    await user.hover(screen.getByRole('button', { name: 'Organize' }));
    expect(screen.getByRole('button', { name: 'Organize' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('the hover media query is strictly wider than MENU_HOVER_MIN_WIDTH (product states: up to 960 px no hover)', () => {
    expect(MENU_HOVER_MIN_WIDTH).toBe(960);
    expect(MENU_HOVER_MEDIA_QUERY).toBe('(min-width: 961px)');
  });

  it('a disabled item stays reachable with the arrow keys (APG) but choosing it does nothing', async () => {
    const user = userEvent.setup();
    render(<CustomMenu />);
    const trigger = screen.getByRole('button', { name: 'Organize' });
    trigger.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const pricing = screen.getByRole('menuitem', { name: 'Pricing' });
    expect(pricing).toHaveFocus();
    await user.keyboard(' ');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });
});

/**
 * The header's lazy parts fail alone (issue 8): when the create-event modal's or the mobile menu's
 * code cannot load, the header stays, the action still works, and the next press tries again. The
 * modules are mocked to fail on their first import, as a blocked chunk does; the same flows with
 * the real chunks blocked in Chromium are in test/e2e/lazy-parts.test.ts.
 */
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getExample, SERVER_URL } from '../../examples/header-examples';
import type { HeaderProps } from '../../src/config/types';

const failNextImport = vi.hoisted(() => ({ modal: false, menu: false }));

vi.mock('../../src/header/create-event-modal', async (importOriginal) => {
  if (failNextImport.modal) {
    failNextImport.modal = false;
    throw new Error('Loading chunk create-event-modal failed.');
  }
  return importOriginal();
});
vi.mock('../../src/header/mobile-menu-panel', async (importOriginal) => {
  if (failNextImport.menu) {
    failNextImport.menu = false;
    throw new Error('Loading chunk mobile-menu failed.');
  }
  return importOriginal();
});

beforeEach(() => {
  vi.resetModules();
});

/** The header modules, imported afresh so each test starts with never-loaded parts. */
async function freshRenderHeader(props: HeaderProps) {
  const { renderHeader } = await import('./render-header');
  return renderHeader(props);
}

function partErrors(spy: { mock: { calls: unknown[][] } }, part: string): unknown[][] {
  return spy.mock.calls.filter((args) => String(args[0]) === `[global-header] ${part} failed to load:`);
}

// A whole header rendered in jsdom and a part's module transformed on first use: seconds on a busy
// 2-core machine, so more than the default 5 s.
describe('lazy parts fail alone (issue 8)', { timeout: 20_000 }, () => {
  it('"Create an event" without its modal code navigates to its own href, keeps the header, and the next press opens the modal', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    failNextImport.modal = true;
    const { user, assignLocation } = await freshRenderHeader(getExample('Organizer').props);
    const cta = screen.getByRole('link', { name: 'Create an event' });
    await user.click(cta);

    await vi.waitFor(() => expect(assignLocation).toHaveBeenCalledWith(`${SERVER_URL}/manage/events/auto-create/`));
    expect(cta).toHaveAttribute('href', `${SERVER_URL}/manage/events/auto-create/`);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(cta).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(partErrors(error, 'the create-event modal')).toHaveLength(1);

    await user.click(cta);
    expect(
      await screen.findByRole('dialog', { name: 'How do you want to build your event?' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(assignLocation).toHaveBeenCalledTimes(1);
  });

  it('Menu without its panel code opens the plain links in the same Menu dialog; the next press loads the panel', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    failNextImport.menu = true;
    const { user } = await freshRenderHeader(getExample('Anonymous, mobile').props);
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    await user.click(menuButton);

    const dialog = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 5000 });
    const nav = within(dialog).getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/signin\//),
    );
    expect(within(nav).getByRole('link', { name: 'Find Events' })).toHaveAttribute(
      'href',
      `${SERVER_URL}/d/local/all-events/`,
    );
    expect(within(nav).getByRole('link', { name: 'Create Events' })).toHaveAttribute(
      'href',
      `${SERVER_URL}/organizer/overview/`,
    );
    expect(within(nav).getByRole('link', { name: 'Help Center' })).toHaveAttribute('href', `${SERVER_URL}/help/en-us/`);
    // Only the panel has the nested menus.
    expect(within(dialog).queryByRole('button', { name: 'Solutions' })).not.toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(partErrors(error, 'the mobile menu')).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();

    await user.click(menuButton);
    const panel = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 5000 });
    expect(await within(panel).findByRole('button', { name: 'Solutions' })).toHaveAttribute('aria-expanded', 'false');
    expect(partErrors(error, 'the mobile menu')).toHaveLength(1);
  });
});

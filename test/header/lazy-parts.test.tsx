/**
 * The header's lazy parts fail alone: when the create-event modal's or the mobile menu's
 * code cannot load, the header stays, the action still works, and the next press tries again. The
 * modules are mocked to fail on their first import, as a blocked chunk does; the same flows with
 * the real chunks blocked in Chromium are in test/e2e/lazy-parts.test.ts.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { getExample, SERVER_URL } from '../../examples/header-examples';
import type { HeaderProps } from '../../src/props/types';

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
  const { renderHeader, getMobileLayoutButton } = await import('./render-header');
  // The fresh catalogue module has English's first texts only; a page's header (the expose) brings the
  // later ones with its first lazy part, which renderHeader (the layout under a parsed-props provider) does not.
  await (await import('../../src/i18n/catalogue')).loadCatalogue('en_US');
  // Under unit-react18 @testing-library/react is inlined (vitest.config.ts), so resetModules gives
  // render-header a fresh copy, whose renders test/setup.ts's cleanup (the first copy) never unmounts.
  const { cleanup } = await import('@testing-library/react');
  onTestFinished(cleanup);
  return { ...renderHeader(props), getMobileLayoutButton };
}

/**
 * The plain links the Menu button discloses: the main navigation it controls. They belong to the mobile
 * layout, which jsdom (no media queries) keeps hidden beside the desktop layout's own main navigation
 * (see getMobileLayoutButton), hence `hidden: true` and the pick by aria-controls.
 */
async function plainLinks(banner: HTMLElement, menuButton: HTMLElement): Promise<HTMLElement> {
  return waitFor(
    () => {
      const id = menuButton.getAttribute('aria-controls');
      const nav = within(banner)
        .getAllByRole('navigation', { name: 'Main navigation', hidden: true })
        .find((candidate) => candidate.id === id);
      if (!id || !nav) throw new Error('the Menu button controls no plain links yet');
      return nav;
    },
    { timeout: 5000 },
  );
}

function partErrors(spy: { mock: { calls: unknown[][] } }, part: string): unknown[][] {
  return spy.mock.calls.filter((args) => String(args[0]) === `[global-header] ${part} failed to load:`);
}

// A whole header rendered in jsdom and a part's module transformed on first use: seconds on a busy
// 2-core machine, so more than the default 5 s.
describe('lazy parts fail alone', { timeout: 20_000 }, () => {
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

  it('Menu without its panel code discloses the plain links under the header; Escape hides them; the next opening loads the panel', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    failNextImport.menu = true;
    const { user, getMobileLayoutButton } = await freshRenderHeader(getExample('Anonymous, mobile').props);
    const menuButton = getMobileLayoutButton('Menu');
    await user.click(menuButton);

    const banner = screen.getByRole('banner');
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    // The button learns of the failure in an effect after the fallback is painted: wait, do not race it.
    const nav = await plainLinks(banner, menuButton);
    expect(menuButton).not.toHaveAttribute('aria-haspopup');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Sign In', hidden: true })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/signin\//),
    );
    expect(within(nav).getByRole('link', { name: 'Find Events', hidden: true })).toHaveAttribute(
      'href',
      `${SERVER_URL}/d/local/all-events/`,
    );
    expect(within(nav).getByRole('link', { name: 'Create Events', hidden: true })).toHaveAttribute(
      'href',
      `${SERVER_URL}/organizer/overview/`,
    );
    expect(within(nav).getByRole('link', { name: 'Help Center', hidden: true })).toHaveAttribute(
      'href',
      `${SERVER_URL}/help/en-us/`,
    );
    // Only the panel has the nested menus.
    expect(screen.queryByRole('button', { name: 'Solutions', hidden: true })).not.toBeInTheDocument();
    expect(partErrors(error, 'the mobile menu')).toHaveLength(1);

    // Escape from inside the list hides it. (That Tab goes straight into it is proved in Chromium,
    // test/e2e/lazy-parts.test.ts: user-event's Tab skips the parts jsdom leaves display: none.)
    within(nav).getByRole('link', { name: 'Find my tickets', hidden: true }).focus();
    await user.keyboard('{Escape}');
    expect(nav).not.toBeInTheDocument();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();

    await user.click(menuButton);
    const panel = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 5000 });
    expect(await within(panel).findByRole('button', { name: 'Solutions' })).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveAttribute('aria-haspopup', 'dialog');
    expect(partErrors(error, 'the mobile menu')).toHaveLength(1);
  });

  it('Menu toggles the plain links: a second press hides them', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    failNextImport.menu = true;
    const { user, getMobileLayoutButton } = await freshRenderHeader(getExample('Anonymous, mobile').props);
    const menuButton = getMobileLayoutButton('Menu');
    await user.click(menuButton);
    const nav = await plainLinks(screen.getByRole('banner'), menuButton);
    await user.click(menuButton);
    expect(nav).not.toBeInTheDocument();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });
});

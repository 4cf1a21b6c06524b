/**
 * The create-event options (product states: picking one sets it loading and disables both) start idle every
 * time the dialog is shown: after the dialog is closed, and after Back brings the page
 * back from the back/forward cache with its old state.
 */
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getExample } from '../../examples/header-examples';
import { renderHeader } from './render-header';

const TITLE = 'How do you want to build your event?';

async function openAndPick() {
  const view = renderHeader(getExample('Organizer').props);
  await view.user.click(screen.getByRole('link', { name: 'Create an event' }));
  const dialog = await screen.findByRole('dialog', { name: TITLE }, { timeout: 5000 });
  const scratch = within(dialog).getByRole('button', { name: /Start from scratch/ });
  const ai = within(dialog).getByRole('button', { name: /Create my event faster with AI/ });
  await view.user.click(scratch);
  expect(scratch).toHaveAttribute('aria-busy', 'true');
  expect(scratch).toBeDisabled();
  expect(ai).toBeDisabled();
  return { ...view, dialog };
}

function expectIdleOptions(dialog: HTMLElement) {
  for (const name of [/Start from scratch/, /Create my event faster with AI/]) {
    const option = within(dialog).getByRole('button', { name });
    expect(option).toBeEnabled();
    expect(option).not.toHaveAttribute('aria-busy', 'true');
  }
}

function firePageShow(persisted: boolean) {
  act(() => {
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted }));
  });
}

// A whole header rendered and clicked in jsdom, plus the modal's module transformed on first use:
// seconds on a busy 2-core machine, so more than the default 5 s.
describe('create-event options reset (product states)', { timeout: 20_000 }, () => {
  it('are idle again when the dialog is closed and opened again', async () => {
    const { user, dialog } = await openAndPick();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Create an event' }));
    expectIdleOptions(await screen.findByRole('dialog', { name: TITLE }));
  });

  it('are idle again when the page comes back from the back/forward cache (pageshow, persisted)', async () => {
    const { dialog } = await openAndPick();
    // A normal page load is not a restore: the picked option keeps loading.
    firePageShow(false);
    expect(within(dialog).getByRole('button', { name: /Start from scratch/ })).toBeDisabled();
    firePageShow(true);
    expectIdleOptions(dialog);
  });
});

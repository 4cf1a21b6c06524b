/**
 * The mobile search's trigger (product routes: "Search": on mobile a round search button sits beside the input, and a
 * search-takeover flow): a real field and a labelled button, either opening the takeover with
 * its field focused, the letters typed before the takeover's code arrived carried into it, and focus coming
 * back on closing without opening it again. Which layout shows it is proved in Chromium
 * (test/e2e/mobile.test.ts, stories/header/mobile-search.stories.tsx).
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DesignSystemProvider } from '../../src/design-system/provider';
import { createQueryClient } from '../../src/lib/query-client';
import { createLocationStore, LocationProvider } from '../../src/location';
import type { SearchEnvironment } from '../../src/search/search-environment';
import { SearchTakeover } from '../../src/search/search-takeover';
import { memoryStorage } from '../../examples/memory-storage';
import { createFakeSearchServer } from '../../examples/search/fake-search-server';
import { fakeHistory } from '../../examples/search/fake-history';
import { memoryCookies, NEW_YORK } from './render-search';

/** The takeover's code arrives only when a test lets it (the first opening of the file waits for it). */
const takeoverCode = vi.hoisted(() => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  return { released, release };
});
vi.mock('../../src/search/search-takeover-panel', async (importOriginal) => {
  await takeoverCode.released;
  return importOriginal();
});

const SEARCH = { name: 'Search events' } as const;

function renderTakeover() {
  const server = createFakeSearchServer();
  const environment: Partial<SearchEnvironment> = {
    storage: memoryStorage(),
    cookies: memoryCookies(),
    history: fakeHistory(),
    protocol: 'https:',
    assignLocation: vi.fn(),
    httpAdapter: server.adapter,
  };
  const user = userEvent.setup();
  render(
    <DesignSystemProvider>
      <LocationProvider store={createLocationStore({ location: NEW_YORK })}>
        <a href="#home">Home</a>
        <SearchTakeover serverUrl="" environment={environment} queryClient={createQueryClient()} />
      </LocationProvider>
    </DesignSystemProvider>,
  );
  const input = screen.getByRole('combobox', SEARCH) as HTMLInputElement;
  const button = screen.getByRole('button', SEARCH);
  return { user, input, button };
}

/** The takeover's own field, once it has the focus. */
async function takeoverField(): Promise<HTMLInputElement> {
  const dialog = await screen.findByRole('dialog', SEARCH, { timeout: 5000 });
  const field = within(dialog).getByRole('combobox', SEARCH) as HTMLInputElement;
  await waitFor(() => expect(field).toHaveFocus());
  return field;
}

// The takeover's code and the full bar load on first use: slow on a busy 2-core machine.
describe('SearchTakeover trigger (product routes)', { timeout: 20_000 }, () => {
  it('letters typed into the input while the takeover loads are carried into its focused field', async () => {
    const { user, input } = renderTakeover();
    await user.click(input);
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('ja');
    expect(input).toHaveValue('ja');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await act(async () => takeoverCode.release());
    const field = await takeoverField();
    expect(field).toHaveValue('ja');
    await user.keyboard('zz');
    expect(field).toHaveValue('jazz');
  });

  it('the input is a combobox "Search events" with a dialog popup, the round button is labelled the same, both collapsed', () => {
    const { input, button } = renderTakeover();
    expect(input.tagName).toBe('INPUT');
    expect(input).toHaveAttribute('aria-haspopup', 'dialog');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('placeholder', 'Search events');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('a press on the round button opens the takeover with its field focused', async () => {
    const { user, button } = renderTakeover();
    await user.click(button);
    const field = await takeoverField();
    expect(field).toHaveValue('');
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('closing it brings focus back to the input without opening it again; the input is empty', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { user, input } = renderTakeover();
      await user.click(input);
      await user.keyboard('rock');
      const field = await takeoverField();
      expect(field).toHaveValue('rock');
      const dialog = screen.getByRole('dialog', SEARCH);
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      // The modal gives focus back in its effect's cleanup, which React 18 may run a task after the commit
      // that removed the dialog.
      await waitFor(() => expect(input).toHaveFocus());
      // Focus coming back is not a new visit: a while later the takeover is still closed.
      await act(async () => vi.advanceTimersByTime(5000));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(input).toHaveAttribute('aria-expanded', 'false');
      expect(input).toHaveValue('');
    } finally {
      vi.useRealTimers();
    }
  });
});

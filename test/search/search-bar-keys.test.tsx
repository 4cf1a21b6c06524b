/**
 * The search's keys where the product spec is silent: the WAI-ARIA APG combobox pattern (its list-autocomplete
 * example and that example's tests), as the location picker has them (test/location/location-picker-keys.test.tsx;
 * the rules are src/design-system/combobox-keys.ts). docs/search.md "Keyboard".
 */
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderSearch } from './render-search';
import { caretKeyCases } from '../support/apg-caret-keys';

const TYPED = 'jazz';

// The full bar's code, imported before the first case's clock starts: on a loaded machine its cold import
// took most of that case's 5 s.
beforeAll(() => import('../../src/search/search-bar-full'));

/** The full bar with "jazz" typed and its suggestions shown. */
async function typedWithSuggestions() {
  const search = renderSearch();
  await waitFor(() => expect(search.getInput()).toHaveAttribute('aria-controls'));
  await search.user.click(search.getInput());
  await search.user.keyboard(TYPED);
  await screen.findAllByRole('option', {}, { timeout: 2000 });
  expect(search.getInput()).toHaveAttribute('aria-expanded', 'true');
  return search;
}

/** The option the input points at; '' for none (downshift writes an empty attribute). */
const activeDescendant = (input: HTMLInputElement) => input.getAttribute('aria-activedescendant') ?? '';

/** Down makes the first option active: the precondition of every case below. */
async function activateFirstOption(search: Awaited<ReturnType<typeof typedWithSuggestions>>) {
  await search.user.keyboard('{ArrowDown}');
  expect(activeDescendant(search.getInput())).toBe(screen.getAllByRole('option')[0]!.id);
}

// Each case types, waits out the suggestion debounce and presses several keys, with user-event's real
// timers: on a machine busy with builds the first case of a file took over the default 5 s.
describe('SearchBar keys (APG combobox where the spec is silent)', { timeout: 15_000 }, () => {
  it.each(caretKeyCases(TYPED))(
    '%s with an option active returns to the text: no aria-activedescendant, no option highlighted, the caret moves, the list stays',
    async (key, before, caret) => {
      const search = await typedWithSuggestions();
      if (before) await search.user.keyboard(before);
      await activateFirstOption(search);
      await search.user.keyboard(key);
      const input = search.getInput();
      expect(activeDescendant(input)).toBe('');
      expect(screen.queryByRole('option', { selected: true })).toBeNull();
      expect(input.selectionStart).toBe(caret);
      expect(input).toHaveValue(TYPED);
      expect(input).toHaveAttribute('aria-expanded', 'true');
      expect(input).toHaveFocus();
    },
  );

  it('Home and End with no option active move the caret, not to the first or last option', async () => {
    const search = await typedWithSuggestions();
    await search.user.keyboard('{Home}');
    expect(activeDescendant(search.getInput())).toBe('');
    expect(search.getInput().selectionStart).toBe(0);
    await search.user.keyboard('{End}');
    expect(activeDescendant(search.getInput())).toBe('');
    expect(search.getInput().selectionStart).toBe(TYPED.length);
  });

  it('Escape with an option active dismisses the list and keeps the text; the second clears it; the third closes the overlay', async () => {
    const search = await typedWithSuggestions();
    await activateFirstOption(search);
    const input = search.getInput();
    await search.user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue(TYPED);
    expect(activeDescendant(input)).toBe('');
    expect(search.history.getHash()).toBe('#search');
    await search.user.keyboard('{Escape}');
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(search.history.getHash()).toBe('#search');
    await search.user.keyboard('{Escape}');
    expect(search.history.getHash()).toBe('');
    expect(input).toHaveFocus();
  });

  it('Escape with the list open and no option active keeps the text too', async () => {
    const search = await typedWithSuggestions();
    await search.user.keyboard('{Escape}');
    expect(search.getInput()).toHaveAttribute('aria-expanded', 'false');
    expect(search.getInput()).toHaveValue(TYPED);
  });

  it('typing with an option active edits the text and returns to it', async () => {
    const search = await typedWithSuggestions();
    await activateFirstOption(search);
    await search.user.keyboard('x');
    expect(search.getInput()).toHaveValue(`${TYPED}x`);
    expect(activeDescendant(search.getInput())).toBe('');
    expect(screen.queryByRole('option', { selected: true })).toBeNull();
  });
});

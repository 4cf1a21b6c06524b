/**
 * The location picker's keys where the product spec is silent (it says only that Escape closes the list, section
 * 4): the WAI-ARIA APG combobox pattern (its list-autocomplete example and that example's tests), as the search
 * has them (test/search/search-bar-keys.test.tsx; the rules are src/design-system/combobox-keys.ts). The
 * picker's cleared text is its place. docs/location.md "Keyboard".
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLocationStore } from '../../src/location';
import { PLACES, toPlace } from '../../examples/location/fake-geo-server';
import { renderPicker } from './render-picker';
import { caretKeyCases } from '../support/apg-caret-keys';

const TYPED = 'lon';

// The picker's services (imported on first focus), imported before the first case's clock starts: on a
// loaded machine their cold import took much of that case's 5 s.
beforeAll(() => import('../../src/location/location-services'));

/** The picker in New York with "lon" typed and its suggestions shown. */
async function typedWithSuggestions() {
  const picker = renderPicker({ store: createLocationStore({ location: toPlace(PLACES.newYork) }) });
  await picker.user.click(picker.input);
  await picker.user.keyboard(TYPED);
  await waitFor(() => expect(screen.getByRole('option', { name: /^London/ })).toBeInTheDocument());
  expect(picker.input).toHaveAttribute('aria-expanded', 'true');
  return picker;
}

/** The option the input points at; '' for none (downshift writes an empty attribute). */
const activeDescendant = (input: HTMLInputElement) => input.getAttribute('aria-activedescendant') ?? '';

/** Down makes the first option active: the precondition of every case below. */
async function activateFirstOption({ user, input }: Awaited<ReturnType<typeof typedWithSuggestions>>) {
  await user.keyboard('{ArrowDown}');
  expect(activeDescendant(input)).toBe(screen.getAllByRole('option')[0]!.id);
}

// Each case types, waits out the suggestion debounce and presses several keys, with user-event's real
// timers: on a machine busy with builds the first case of a file took over the default 5 s.
describe('LocationPicker keys (APG combobox where the spec is silent)', { timeout: 15_000 }, () => {
  it.each(caretKeyCases(TYPED))(
    '%s with an option active returns to the text: no aria-activedescendant, no option highlighted, the caret moves, the list stays',
    async (key, before, caret) => {
      const picker = await typedWithSuggestions();
      if (before) await picker.user.keyboard(before);
      await activateFirstOption(picker);
      await picker.user.keyboard(key);
      const { input } = picker;
      expect(activeDescendant(input)).toBe('');
      expect(screen.queryByRole('option', { selected: true })).toBeNull();
      expect(input.selectionStart).toBe(caret);
      expect(input).toHaveValue(TYPED);
      expect(input).toHaveAttribute('aria-expanded', 'true');
      expect(input).toHaveFocus();
    },
  );

  it('Home and End with no option active move the caret, not to the first or last option', async () => {
    const { user, input } = await typedWithSuggestions();
    await user.keyboard('{Home}');
    expect(activeDescendant(input)).toBe('');
    expect(input.selectionStart).toBe(0);
    await user.keyboard('{End}');
    expect(activeDescendant(input)).toBe('');
    expect(input.selectionStart).toBe(TYPED.length);
  });

  it('Escape with an option active dismisses the list and keeps the text; the second gives the field back its place', async () => {
    const picker = await typedWithSuggestions();
    await activateFirstOption(picker);
    const { user, input, store } = picker;
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue(TYPED);
    expect(activeDescendant(input)).toBe('');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('New York');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveFocus();
    // Nothing was picked.
    expect(store.getState().location).toMatchObject({ slug: toPlace(PLACES.newYork).slug });
  });

  it('Escape with the list open and no option active keeps the text too; the list comes back on Down', async () => {
    const { user, input } = await typedWithSuggestions();
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue(TYPED);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveValue(TYPED);
  });

  it('Escape cancels its default only while it closes the list: the next one reaches a dialog around the picker', async () => {
    const { input } = await typedWithSuggestions();
    // fireEvent returns false when a handler cancelled the event's default (a dialog's `cancel` would not run).
    expect(fireEvent.keyDown(input, { key: 'Escape' })).toBe(false);
    expect(input).toHaveValue(TYPED);
    expect(fireEvent.keyDown(input, { key: 'Escape' })).toBe(true);
    expect(input).toHaveValue('New York');
  });

  it('typing with an option active edits the text and returns to it', async () => {
    const picker = await typedWithSuggestions();
    await activateFirstOption(picker);
    await picker.user.keyboard('d');
    expect(picker.input).toHaveValue(`${TYPED}d`);
    expect(activeDescendant(picker.input)).toBe('');
    expect(screen.queryByRole('option', { selected: true })).toBeNull();
  });
});

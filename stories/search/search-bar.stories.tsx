/**
 * One story per named example in examples/search/search-examples.ts: every content state of the
 * search dropdown, the error and loading states, IME composition, chips, and the mobile takeover at
 * 375 px. Each runs on the fake search server (no network) with a fake history (the story frame's
 * address never changes); play functions type and assert by role and name, and axe runs after each.
 */
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { defaultMessages } from '../../src/i18n';
import { LocationProvider, createLocationStore } from '../../src/location';
import { SearchBar, SearchTakeover, type SearchEnvironment, type FullSearchBarComponent } from '../../src/search';
import { createLazyModule, type LazyModule, createQueryClient } from '../../src/lib';
import { PLACES, toPlace } from '../../examples/location/fake-geo-server';
import { memoryStorage } from '../../examples/memory-storage';
import { fakeHistory } from '../../examples/search/fake-history';
import { createFakeSearchServer, type FakeSearchServer } from '../../examples/search/fake-search-server';
import { getSearchExample, getSearchStorage, type SearchExample } from '../../examples/search/search-examples';

/** Fakes per story, kept where play functions can read them (requests sent). */
const servers = new Map<string, FakeSearchServer>();

function SearchBarExample({
  example,
  takeover = false,
  part,
}: {
  example: SearchExample;
  takeover?: boolean;
  /** Where the full bar comes from; default its own chunk. */
  part?: LazyModule<FullSearchBarComponent>;
}) {
  const [setup] = useState(() => {
    const server = createFakeSearchServer(example.server);
    servers.set(example.name, server);
    const environment: Partial<SearchEnvironment> = {
      httpAdapter: server.adapter,
      storage: memoryStorage(getSearchStorage(example)),
      // Stories never write the page's real cookies or leave the story.
      cookies: { get: () => undefined, set: () => undefined, remove: () => undefined },
      assignLocation: () => undefined,
      history: fakeHistory(),
      protocol: 'https:',
    };
    return {
      environment,
      store: createLocationStore({ location: toPlace(PLACES.newYork) }),
      queryClient: createQueryClient(),
    };
  });
  const props = { environment: setup.environment, queryClient: setup.queryClient, navigate: () => undefined };
  return (
    <LocationProvider store={setup.store}>
      {/* alignItems: the form keeps its own height (stretched to the frame, its dropdown hung 260 px below the field). */}
      <div style={{ padding: 16, maxWidth: 640, minHeight: 560, display: 'flex', alignItems: 'flex-start', gap: 8 }}>
        {takeover ? <SearchTakeover {...props} /> : <SearchBar {...props} {...(part ? { part } : {})} />}
      </div>
    </LocationProvider>
  );
}

const meta = {
  title: 'Search/SearchBar',
  component: SearchBarExample,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SearchBarExample>;
export default meta;

type Story = StoryObj<typeof meta>;

const search = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('combobox', { name: defaultMessages.searchEvents });

/** Points at the field (the full bar loads on intent), waits for it (it names its listbox), focuses it and types the example's text. */
async function open(canvasElement: HTMLElement, example: SearchExample) {
  await userEvent.hover(search(canvasElement));
  await waitFor(() => expect(search(canvasElement)).toHaveAttribute('aria-controls'));
  await userEvent.click(search(canvasElement));
  if (example.typed) await userEvent.keyboard(example.typed);
}

const fromExample = (
  name: string,
  play?: (canvas: ReturnType<typeof within>, element: HTMLElement) => Promise<void>,
): Story => {
  const example = getSearchExample(name);
  return {
    name: example.name,
    args: { example },
    parameters: { docs: { description: { story: example.description } } },
    globals: { viewport: { value: 'desktop' } },
    play: async ({ canvasElement }) => {
      await open(canvasElement, example);
      await play?.(within(canvasElement), canvasElement);
    },
  };
};

export const Suggestions = fromExample('Suggestions', async (canvas) => {
  const listbox = await canvas.findByRole('listbox', { name: defaultMessages.searchSuggestions });
  await waitFor(() => expect(within(listbox).getAllByRole('option').length).toBeGreaterThan(1));
  const first = within(listbox).getAllByRole('option')[0]!;
  await expect(first.querySelector('mark')).toHaveTextContent('jazz');
  await userEvent.keyboard('{ArrowDown}');
  await expect(first).toHaveAttribute('aria-selected', 'true');
});

/*
 * "Nothing shows" and "nothing is requested" need a clock, which a story does not have (storybook/test
 * has no fake timers, and play functions also run in the Storybook UI, without Vitest): those rules are
 * proved on a fake clock in test/search/search-bar.test.tsx with the same examples. These stories show
 * the state and check what can be seen without waiting for something not to happen.
 */

export const NoResults = fromExample('No results', async (canvas, element) => {
  await waitFor(() => expect(servers.get('No results')!.autocompleteRequests()).toHaveLength(1));
  await expect(canvas.queryByRole('option')).toBeNull();
  await expect(search(element)).toHaveAttribute('aria-expanded', 'true');
});

export const RecentSearches = fromExample('Recent searches', async (canvas) => {
  const listbox = await canvas.findByRole('listbox', { name: defaultMessages.recentSearches });
  await expect(within(listbox).getAllByRole('option')).toHaveLength(5);
  await expect(canvas.getByRole('button', { name: defaultMessages.clearRecentSearches })).toBeVisible();
});

export const RecentMatchWhileTyping = fromExample('Recent match while typing', async (canvas) => {
  // The settled list, as pictured: the recent search that contains the text first, the suggestions after it.
  await waitFor(() => expect(canvas.getAllByRole('option').length).toBeGreaterThan(1), { timeout: 5000 });
  await expect(canvas.getAllByRole('option')[0]).toHaveTextContent('live jazz brunch');
});

export const TrendingSearches = fromExample('Trending searches', async (canvas) => {
  const listbox = await canvas.findByRole('listbox', { name: defaultMessages.trendingSearches });
  await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(5));
});

export const TrendingFailure = fromExample('Trending failure', async (canvas) => {
  await waitFor(() => expect(servers.get('Trending failure')!.trendingRequests()).toHaveLength(1));
  await expect(canvas.queryByRole('option')).toBeNull();
  await expect(canvas.queryByRole('alert')).toBeNull();
});

export const AutosuggestFailure = fromExample('Autosuggest failure', async (canvas) => {
  await expect(await canvas.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(defaultMessages.searchFailed);
});

export const Loading = fromExample('Loading', async (canvas) => {
  await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(defaultMessages.searchLoading));
});

export const Chips = fromExample('Chips', async (canvas) => {
  const chips = canvas.getByRole('list', { name: defaultMessages.searchRefinements });
  await expect(
    within(chips)
      .getAllByRole('listitem')
      .map((chip) => chip.textContent),
  ).toEqual(['Free', 'Music', 'Festival or Fair', 'This weekend']);
  await userEvent.click(canvas.getByRole('button', { name: 'Remove Free, search it as words' }));
  await expect(within(chips).getAllByRole('listitem')).toHaveLength(3);
});

export const SuggestionWithMarkup = fromExample('Suggestion with markup', async (canvas, element) => {
  const listbox = await canvas.findByRole('listbox', { name: defaultMessages.searchSuggestions });
  await waitFor(() =>
    expect(within(listbox).getAllByRole('option')[0]).toHaveTextContent('<img src=x onerror=alert(1)>'),
  );
  await expect(element.querySelector('[role="listbox"] img')).toBeNull();
});

/**
 * IME: the composed text is asked for once the composition ends (that nothing is asked for while
 * composing is proved on a fake clock in test/search/search-bar.test.tsx).
 */
export const ImeComposition: Story = {
  name: 'IME composition',
  args: { example: { name: 'IME', description: 'Composing Japanese text.' } },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await open(canvasElement, { name: 'IME', description: '' });
    const input = search(canvasElement);
    fireEvent.compositionStart(input);
    fireEvent.change(input, { target: { value: 'じゃず' } });
    await expect(servers.get('IME')!.autocompleteRequests()).toHaveLength(0);
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 229, isComposing: true });
    fireEvent.compositionEnd(input);
    await waitFor(() => expect(servers.get('IME')!.autocompleteRequests()).toHaveLength(1));
    await expect(servers.get('IME')!.autocompleteRequests()[0]!.params).toMatchObject({ q: 'じゃず' });
  },
};

/** Under 960 px: the input with the round search button beside it; a press on the button opens the takeover (at 375 px here). */
export const MobileTakeover: Story = {
  name: 'Mobile takeover (375 px)',
  args: { example: { name: 'Takeover', description: 'The search takeover.' }, takeover: true },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: defaultMessages.searchEvents }));
    const dialog = await within(document.body).findByRole('dialog', { name: defaultMessages.searchEvents });
    const input = within(dialog).getByRole('combobox', { name: defaultMessages.searchEvents });
    await waitFor(() => expect(input).toHaveFocus());
    await waitFor(() => expect(within(dialog).getAllByRole('option').length).toBeGreaterThan(0));
  },
};

/**
 * Under 960 px, a tap on the input opens the takeover too, and the letters typed meanwhile stay:
 * pictured at the phone and tablet widths of the mobile layout.
 */
export const MobileTakeoverFromInput: Story = {
  name: 'Mobile takeover from the input',
  args: {
    example: { name: 'Takeover from input', description: 'The takeover opened from the input.' },
    takeover: true,
  },
  globals: { viewport: { value: 'mobile' } },
  parameters: { screenshots: { widths: [320, 375, 414, 768] } },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: defaultMessages.searchEvents });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(trigger);
    await userEvent.keyboard('ja');
    const dialog = await within(document.body).findByRole('dialog', { name: defaultMessages.searchEvents });
    const input = within(dialog).getByRole('combobox', { name: defaultMessages.searchEvents });
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.keyboard('zz');
    await waitFor(() => expect(input).toHaveValue('jazz'));
    await waitFor(() => expect(within(dialog).getAllByRole('option').length).toBeGreaterThan(0));
  },
};

/** A full bar whose code never arrives: the first render stays (the page-wide chunk may have loaded in an earlier story). */
const neverArrives = createLazyModule<FullSearchBarComponent>(() => new Promise(() => undefined));

/** The first render, before the full bar arrives: already the combobox, in the final look. */
export const FirstRender: Story = {
  name: 'First render',
  args: { example: { name: 'First render', description: 'Before the full bar loads.' }, part: neverArrives },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await expect(search(canvasElement)).toHaveAttribute('aria-expanded', 'false');
    await expect(within(canvasElement).getByRole('search')).toBeVisible();
  },
};

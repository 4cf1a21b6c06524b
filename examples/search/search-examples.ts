/**
 * Named SearchBar examples shared by the stories (one story each) and the tests: every content
 * state of the dropdown (product states, validation rules and error catalogue), on the fake search server.
 */
import { SEARCH_HISTORY_KEY } from '../../src/storage';
import type { FakeSearchServerOptions } from './fake-search-server';

export interface SearchExample {
  name: string;
  description: string;
  server?: FakeSearchServerOptions;
  /** Recent searches in storage, newest first. */
  recent?: string[];
  /** What the visitor types after focusing the input ('' = just focus). */
  typed?: string;
}

export const SEARCH_EXAMPLES: SearchExample[] = [
  {
    name: 'Suggestions',
    description: 'Typed text with results: suggestions (at most 24) with the typed text in bold.',
    typed: 'jazz',
  },
  {
    name: 'No results',
    description: 'Typed text without results shows nothing (spec 4).',
    typed: 'qqqq',
  },
  {
    name: 'Recent searches',
    description: 'Empty text with stored recent searches: the newest 5 and a Clear button.',
    recent: ['jazz nights', 'yoga', 'food festival', 'comedy', 'book fair', 'salsa', 'pottery'],
    typed: '',
  },
  {
    name: 'Recent match while typing',
    description: 'Recent searches containing the typed text come first (spec 5: substring inclusion).',
    recent: ['live jazz brunch', 'yoga'],
    typed: 'jazz',
  },
  {
    name: 'Trending searches',
    description: 'Empty text and no history: at most 5 trending searches for the current place.',
    typed: '',
  },
  {
    name: 'Trending failure',
    description: 'A failing trending call shows an empty list, silently (spec 8).',
    server: { fail: { trending: true } },
    typed: '',
  },
  {
    name: 'Autosuggest failure',
    description: 'A failing suggestion call shows the spec 8 text with error severity (an alert).',
    server: { fail: { suggestions: true } },
    typed: 'jazz',
  },
  {
    name: 'Loading',
    description: 'While the suggestions for the typed text are on their way (the call never answers here).',
    server: { hang: { suggestions: true } },
    typed: 'jazz',
  },
  {
    name: 'Chips',
    description: 'Words that name refinements become removable chips before the text (docs/search.md).',
    typed: 'free music festivals this weekend',
  },
  {
    name: 'Suggestion with markup',
    description: 'An untrusted suggestion is shown as text, never run as HTML.',
    server: { fixedSuggestions: ['<img src=x onerror=alert(1)>', 'jazz (live)'] },
    typed: 'img',
  },
];

export function getSearchExample(name: string): SearchExample {
  const example = SEARCH_EXAMPLES.find((candidate) => candidate.name === name);
  if (!example) throw new Error(`No search example named "${name}"`);
  return example;
}

/** The storage content an example starts with. */
export function getSearchStorage(example: SearchExample): Record<string, string> {
  return example.recent ? { [SEARCH_HISTORY_KEY]: JSON.stringify(example.recent) } : {};
}

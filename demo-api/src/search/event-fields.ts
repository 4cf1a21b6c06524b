/**
 * What the event searches read of an event: the fields, their text and their weight, indexed by the prefix
 * index (prefix-index.ts) that events search and autocomplete both read.
 */
import type { DemoEvent } from '../data/event-generator';

export interface EventField {
  name: 'title' | 'subcategory' | 'category' | 'venue' | 'format';
  /** How much a match in this field counts against one in a field of weight 1. */
  boost: number;
  text: (event: DemoEvent) => string;
}

export const EVENT_FIELDS: readonly EventField[] = [
  { name: 'title', boost: 2, text: (e) => e.name },
  { name: 'subcategory', boost: 1.5, text: (e) => e.subcategory?.title ?? '' },
  { name: 'category', boost: 1, text: (e) => e.category.title },
  { name: 'venue', boost: 1, text: (e) => e.venue?.name ?? 'Online' },
  { name: 'format', boost: 1, text: (e) => `${e.format.shortName} ${e.format.pluralSlug}` },
];

/**
 * Autocomplete's suggestion phrases: per event its topic, topic + format, category, title and venue, each
 * numbered once across the catalogue with its normalised words (numbered too), so a request scores phrases
 * and tests words in typed arrays instead of maps of strings.
 */
import type { DemoEvent } from '../data/event-generator';
import { normalizeName } from '../data/places';

/** A suggestion phrase of an event. */
export interface EventPhrase {
  phrase: string;
  /** The phrase as a suggestion: lowercased, spaces collapsed. */
  key: string;
  /** Number of the key in the catalogue (the same for the same key). */
  id: number;
  weight: number;
  /** Its normalised words. */
  words: ReadonlySet<string>;
  /** The same words as a list. */
  wordList: readonly string[];
  /** Their numbers (PhraseTable.wordId). */
  wordIds: Int32Array;
}

export class PhraseTable {
  constructor(private readonly events: readonly DemoEvent[]) {}

  /** Suggestion phrases of an event with their normalised words, computed once per event. */
  phrasesOf(event: DemoEvent): readonly EventPhrase[] {
    let phrases = this.phraseCache.get(event);
    if (!phrases) {
      const candidates: Array<[string, number]> = [
        [event.topic, 1],
        [`${event.topic} ${event.format.pluralSlug}`, 0.8],
        [event.category.title, 0.6],
        [event.name, 0.5],
        [event.venue?.name ?? '', 0.4],
      ];
      phrases = candidates
        .filter(([phrase]) => phrase.length > 0)
        .map(([phrase, weight]) => {
          const key = phrase.toLowerCase().replace(/\s+/g, ' ').trim();
          let id = this.phraseIds.get(key);
          if (id === undefined) {
            id = this.phraseKeys.length;
            this.phraseIds.set(key, id);
            this.phraseKeys.push(key);
            // Phrases with the same key differ at most in case and spacing: the same words, kept once.
            const words = new Set(normalizeName(phrase).split(' '));
            const wordList = [...words];
            this.phraseWords.push({
              words,
              wordList,
              wordIds: Int32Array.from(wordList, (w) => this.wordId(w, true)!),
            });
          }
          return { phrase, key, id, weight, ...this.phraseWords[id]! };
        });
      this.phraseCache.set(event, phrases);
    }
    return phrases;
  }

  private readonly phraseCache = new WeakMap<DemoEvent, EventPhrase[]>();
  /** The same lists by catalogue index (an array read instead of a WeakMap lookup per hit). */
  private phraseLists?: Array<EventPhrase[] | null>;

  /** phrasesOf(events[index]). */
  phrasesAt(index: number): readonly EventPhrase[] {
    // Filled up front: an array written at scattered indices would fall back to a slow dictionary.
    const lists = (this.phraseLists ??= new Array<EventPhrase[] | null>(this.events.length).fill(null));
    let phrases = lists[index];
    if (!phrases) lists[index] = phrases = this.phrasesOf(this.events[index]!) as EventPhrase[];
    return phrases;
  }
  /** Phrase keys met so far, numbered in order (EventPhrase.id), for per-request score arrays. */
  private readonly phraseIds = new Map<string, number>();
  readonly phraseKeys: string[] = [];
  private readonly phraseWords: Array<Pick<EventPhrase, 'words' | 'wordList' | 'wordIds'>> = [];

  /** Words of the phrases met so far, numbered in order (EventPhrase.wordIds). */
  private readonly wordIds = new Map<string, number>();
  readonly wordTexts: string[] = [];

  /** The number of a phrase word (numbered when `add` and new). */
  wordId(word: string, add = false): number | undefined {
    let id = this.wordIds.get(word);
    if (id === undefined && add) {
      id = this.wordTexts.length;
      this.wordIds.set(word, id);
      this.wordTexts.push(word);
    }
    return id;
  }

  /** The number of a phrase key seen in phrasesOf, if any. */
  phraseId(key: string): number | undefined {
    return this.phraseIds.get(key);
  }
}

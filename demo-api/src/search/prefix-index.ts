/**
 * The autocomplete index: a sorted table of every word of the events' titles, subcategories,
 * categories, venues and formats, each with its events (postings), built once at start. A typed text is
 * looked up word by word: the words it is a prefix of are one binary-searched range of the table, and a
 * typo is forgiven by comparing it with the words that share its first letter (an edit distance against
 * their prefixes, bounded like MiniSearch's fuzzy 0.2). Events must match every typed word (AND).
 *
 * Per request the work is the postings of the matched words, at most once per word and event, in typed
 * arrays reused across requests: a one-letter prefix (most of the catalogue) costs a millisecond or two,
 * where a full-text search per keystroke cost 50 ms and more.
 */
import { normalizeName } from '../data/places';

/** A field of an event and how much a match in it counts (title first, as the full-text search weighs them). */
export type IndexedField = readonly [text: string, boost: number];

/** Weight of a word the typed word is a strict prefix of, at most; the closer in length, the more. */
const PREFIX_QUALITY = 0.6;
/** Weight of a word met only through a typo. */
const FUZZY_QUALITY = 0.35;
/** Typed words this short are never corrected ("jaz" would find every "jam"). */
const FUZZY_MIN_LENGTH = 4;
/** Edits forgiven per letter of a typed word (MiniSearch's fuzzy 0.2, which events search used), and at most. */
const FUZZY_EDITS_PER_LETTER = 0.2;
const FUZZY_MAX_EDITS = 2;

/** The events matching every typed word, unsorted, with their summed scores. */
export interface PrefixHits {
  /** Event indices (catalogue order). */
  readonly indices: Int32Array;
  readonly scores: Float64Array;
  /** The table words each typed word matched in the event at `i` of `indices`, once each. */
  termsAt(i: number): string[];
}

export class PrefixIndex {
  /** Every indexed word, sorted by code unit. */
  readonly words: string[];
  /** Postings of word w: positions starts[w] to starts[w + 1] of `postingEvents` and `postingWeights`. */
  private readonly starts: Int32Array;
  private readonly postingEvents: Int32Array;
  /** Field boost x the word's rarity (idf). */
  private readonly postingWeights: Float32Array;
  private readonly eventCount: number;

  // Scratch, reused by every search (one runs at a time): per event, stamped with the search it belongs to.
  private stamp: Uint32Array;
  private generation = 0;
  private matchedCount: Uint8Array;
  private total: Float64Array;
  private tokenStamp: Uint32Array;
  private tokenGeneration = 0;
  private tokenScore: Float64Array;
  /** Per typed word (row) and event: the word of the table it matched best. */
  private matchedWord: Int32Array;

  constructor(documents: ReadonlyArray<readonly IndexedField[]>, maxTokens: number) {
    const byWord = new Map<string, Map<number, number>>();
    documents.forEach((fields, event) => {
      for (const [text, boost] of fields) {
        for (const word of normalizeName(text).split(' ')) {
          if (!word) continue;
          let events = byWord.get(word);
          if (!events) byWord.set(word, (events = new Map()));
          if ((events.get(event) ?? 0) < boost) events.set(event, boost);
        }
      }
    });
    this.words = [...byWord.keys()].sort();
    this.eventCount = documents.length;
    let size = 0;
    for (const events of byWord.values()) size += events.size;
    this.starts = new Int32Array(this.words.length + 1);
    this.postingEvents = new Int32Array(size);
    this.postingWeights = new Float32Array(size);
    let at = 0;
    this.words.forEach((word, w) => {
      this.starts[w] = at;
      const events = byWord.get(word)!;
      const idf = Math.log(1 + documents.length / events.size);
      for (const [event, boost] of events) {
        this.postingEvents[at] = event;
        this.postingWeights[at] = boost * idf;
        at += 1;
      }
    });
    this.starts[this.words.length] = at;
    const n = documents.length;
    this.stamp = new Uint32Array(n);
    this.matchedCount = new Uint8Array(n);
    this.total = new Float64Array(n);
    this.tokenStamp = new Uint32Array(n);
    this.tokenScore = new Float64Array(n);
    this.matchedWord = new Int32Array(n * maxTokens);
    this.maxTokens = maxTokens;
  }

  private readonly maxTokens: number;

  /**
   * Hits of the one- and two-letter prefixes of the table's words, searched alone: the texts that match
   * the most events, typed first in every search, and few (some hundreds). Filled by warmUp().
   */
  private readonly shortPrefixHits = new Map<string, PrefixHits>();

  /** Searches every one- and two-letter prefix of the table's words once and keeps their hits. */
  warmUp(): void {
    const prefixes = new Set<string>();
    for (const word of this.words) {
      prefixes.add(word.slice(0, 1));
      if (word.length >= 2) prefixes.add(word.slice(0, 2));
    }
    for (const prefix of prefixes) this.shortPrefixHits.set(prefix, this.searchAll([prefix]));
  }

  /**
   * Index operations of the last search: table words looked at, postings read and edit-distance cells
   * worked out (0 when answered from the warm-up table). Tests hold it under operationBound().
   */
  lastOperations = 0;

  /** The events matching every one of `tokens` (normalised words, search/query.ts), at most maxTokens of them. */
  search(tokens: readonly string[]): PrefixHits {
    const ready = tokens.length === 1 ? this.shortPrefixHits.get(tokens[0]!) : undefined;
    if (ready) {
      this.lastOperations = 0;
      return ready;
    }
    this.lastOperations = 0;
    return this.searchAll(tokens);
  }

  /**
   * The most operations any search can take, whatever the tokens: per token (at most maxTokens), every
   * word sharing its first letter looked at and edit-distance tested (at most maxTokenLength x the word's
   * length, plus one, cells) and all their postings read. A property of the table, not of the text.
   */
  operationBound(maxTokenLength: number): number {
    let worst = 0;
    for (let from = 0; from < this.words.length;) {
      const first = this.words[from]![0]!;
      const to = lowerBound(this.words, `${first}\uffff`);
      let cost = this.starts[to]! - this.starts[from]!;
      for (let w = from; w < to; w += 1) cost += 1 + maxTokenLength * (this.words[w]!.length + 1);
      worst = Math.max(worst, cost);
      from = to;
    }
    return this.maxTokens * worst;
  }

  private searchAll(tokens: readonly string[]): PrefixHits {
    const count = Math.min(tokens.length, this.maxTokens);
    const n = this.eventCount;
    this.generation = (this.generation + 1) >>> 0 || 1;
    const generation = this.generation;
    let candidates: number[] = [];
    for (let t = 0; t < count; t += 1) {
      this.tokenGeneration = (this.tokenGeneration + 1) >>> 0 || 1;
      const tokenGeneration = this.tokenGeneration;
      const touched: number[] = [];
      for (const [word, quality] of this.candidateWords(tokens[t]!)) {
        this.lastOperations += this.starts[word + 1]! - this.starts[word]!;
        for (let p = this.starts[word]!; p < this.starts[word + 1]!; p += 1) {
          const event = this.postingEvents[p]!;
          // AND: from the second word on, only events that matched every word before.
          if (t > 0 && (this.stamp[event] !== generation || this.matchedCount[event] !== t)) continue;
          const score = quality * this.postingWeights[p]!;
          if (this.tokenStamp[event] !== tokenGeneration) {
            this.tokenStamp[event] = tokenGeneration;
            this.tokenScore[event] = score;
            this.matchedWord[t * n + event] = word;
            touched.push(event);
          } else if (score > this.tokenScore[event]!) {
            this.tokenScore[event] = score;
            this.matchedWord[t * n + event] = word;
          }
        }
      }
      for (const event of touched) {
        if (t === 0) {
          this.stamp[event] = generation;
          this.total[event] = 0;
        }
        this.total[event] = this.total[event]! + this.tokenScore[event]!;
        this.matchedCount[event] = t + 1;
      }
      candidates = touched;
      if (touched.length === 0) break;
    }
    const indices = Int32Array.from(count === 0 ? [] : candidates);
    const scores = Float64Array.from(indices, (event) => this.total[event]!);
    // Matched words copied now (the scratch belongs to the next search once this one returns), as
    // numbers: turned into text only for the few hundred hits a caller reads.
    const matched = new Int32Array(count * indices.length);
    indices.forEach((event, i) => {
      for (let t = 0; t < count; t += 1) matched[i * count + t] = this.matchedWord[t * n + event]!;
    });
    const termsAt = (i: number) => {
      const words = new Set<string>();
      for (let t = 0; t < count; t += 1) words.add(this.words[matched[i * count + t]!]!);
      return [...words];
    };
    return { indices, scores, termsAt };
  }

  /** Words of the table a typed word stands for, with how well: itself, its completions, its corrections. */
  private candidateWords(token: string): Array<readonly [word: number, quality: number]> {
    const out: Array<readonly [number, number]> = [];
    const lo = lowerBound(this.words, token);
    const hi = lowerBound(this.words, `${token}\uffff`);
    this.lastOperations += hi - lo;
    for (let w = lo; w < hi; w += 1) {
      const word = this.words[w]!;
      out.push([w, word === token ? 1 : PREFIX_QUALITY * (0.5 + (0.5 * token.length) / word.length)]);
    }
    if (token.length < FUZZY_MIN_LENGTH) return out;
    // One edit up to 7 letters, two from 8 (fuzzy 0.2, rounded, at most FUZZY_MAX_EDITS); the first letter
    // is trusted.
    const maxEdits = Math.min(FUZZY_MAX_EDITS, Math.round(token.length * FUZZY_EDITS_PER_LETTER));
    const first = token[0]!;
    const from = lowerBound(this.words, first);
    const to = lowerBound(this.words, `${first}\uffff`);
    for (let w = from; w < to; w += 1) {
      if (w >= lo && w < hi) continue;
      this.lastOperations += 1 + token.length * (this.words[w]!.length + 1);
      if (prefixDistance(token, this.words[w]!, maxEdits) <= maxEdits) out.push([w, FUZZY_QUALITY]);
    }
    return out;
  }
}

/**
 * The least edits (insert, delete, substitute) turning `typed` into some prefix of `word`; above `max`
 * it stops early and answers max + 1.
 */
export function prefixDistance(typed: string, word: string, max: number): number {
  const width = word.length + 1;
  let previous = new Array<number>(width);
  let current = new Array<number>(width);
  for (let j = 0; j < width; j += 1) previous[j] = j;
  // Row i: edits turning typed[0, i) into word[0, j).
  for (let i = 1; i <= typed.length; i += 1) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j < width; j += 1) {
      const cost = typed.charCodeAt(i - 1) === word.charCodeAt(j - 1) ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (current[j]! < rowMin) rowMin = current[j]!;
    }
    if (rowMin > max) return max + 1;
    [previous, current] = [current, previous];
  }
  return Math.min(...previous);
}

/** First index in a code-unit sorted list whose word is not below `word`. */
export function lowerBound(sorted: readonly string[], word: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < word) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Words typed letter by letter when measuring first-time texts, typos included (typed-words.mjs). */
export declare const TYPED_WORDS: readonly string[];

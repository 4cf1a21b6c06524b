/**
 * English whole, both parts (the spec's texts), for code that is not the header's first render: host-demo,
 * stories, tests and the pseudo-locale. The header itself reads English through catalogue.ts, its later
 * part loaded with the parts that need it; importing this module would put that part in its chunk.
 */
import { catalogue as englishFirst } from './catalogues/en';
import { catalogue as englishLater } from './catalogues/en.later';
import type { Messages } from './messages';

export const defaultMessages: Messages = { ...englishFirst.messages, ...englishLater.messages };

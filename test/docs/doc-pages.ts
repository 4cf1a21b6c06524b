/** The repository's root and its Markdown front door: README.md and every docs/*.md (the docs tests walk these). */
import { readdirSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(__dirname, '../..');
export const pages = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((file) => file.endsWith('.md'))
    .map((file) => `docs/${file}`),
];

/**
 * The one HTML shell of every demo page (the QA shell, the page without React, each host under /hosts/) with
 * the one demo stylesheet and the host kit's slot rules inlined (no extra request; the pages' Content-Security-Policy allows it by nonce or
 * hash, host-demo/server/csp.ts). Each build fills in its page's title and body; the bundler injects its scripts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HEADER_SLOT_CSS } from '../../packages/host-kit/src/slot-css';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The files a page is made from, for the build stamps (relative to the repository root). */
export const PAGE_SHELL_FILES = [
  'host-demo/common/page.html',
  'host-demo/common/demo-page.css',
  'packages/host-kit/src/slot-css.ts',
];

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A demo page: `title` is text (escaped here), `body` is HTML. */
export function pageShell({ title, body }: { title: string; body: string }): string {
  const values: Record<string, string> = {
    title: escapeHtml(title),
    // The header's room and the fallback header's look are the host kit's (HeaderSlot's), from the first paint.
    css: `${readFileSync(path.join(here, 'demo-page.css'), 'utf8')}${HEADER_SLOT_CSS}`,
    body,
  };
  return readFileSync(path.join(here, 'page.html'), 'utf8').replace(/\{\{(\w+)\}\}/g, (_, key) => values[key]!);
}

/** A body part of its own file in qa/public/ (the QA shell's pages). */
export const pageBody = (file: string) => readFileSync(path.join(here, '../qa/public', file), 'utf8');

/**
 * A host page's body (hosts/*): the root the page renders into, which reads which host it is from its data
 * attributes (one source, several builds: hosts/common/remote.ts).
 */
export const hostPageBody = (label: string, federationName: string) =>
  `    <div id="root" data-host-label="${escapeHtml(label)}" data-federation-name="${escapeHtml(federationName)}"></div>`;

/**
 * Bench section `request-rounds`: how many rounds of requests the browser makes
 * after the HTML before the header is interactive, on home and a discovery page, with the server
 * rendering the header and its preload links, and without (`?ssr=off`, a host that loads the remote
 * only in the browser).
 *
 * A round: the remote's files fetched after the HTML (manifest, remote entry, chunks) up to the
 * moment the header is interactive (the demo says "Header remote loaded"), grouped by dependency: a request is in round n + 1 when it started only after a request of round n
 * had finished. Preloaded files all start in round 1. The same count over the host's own scripts
 * too (main.js, then its bootstrap chunks) is printed in brackets. "Visible" is whether the header is in the HTML
 * (0 rounds) or needs the browser to load it.
 * Target: the header visible with 0 rounds and interactive after 1.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { withDemo } from './support/demo-run.mjs';

export const name = 'request-rounds';
export const ROUNDS_TARGET = 1;

const PAGES = ['/', '/d/ny--new-york/music--events/jazz/'];

/** Rounds of dependent requests among `entries` ({ name, start, end } in the page's clock). */
export function countRounds(entries) {
  const sorted = [...entries].sort((a, b) => a.start - b.start);
  const rounds = new Map();
  for (const entry of sorted) {
    let round = 1;
    for (const earlier of sorted) {
      if (earlier === entry || !rounds.has(earlier)) continue;
      if (earlier.end <= entry.start) round = Math.max(round, rounds.get(earlier) + 1);
    }
    rounds.set(entry, round);
  }
  return { rounds: Math.max(0, ...rounds.values()), byFile: sorted.map((entry) => [entry.name, rounds.get(entry)]) };
}

async function measure(context, url, manifestUrl, firstRenderFiles) {
  const page = await context.newPage();
  // The moment (page clock) the demo reports the header interactive: later requests (the parts that
  // load on first use or when the browser is idle) are not part of the chain.
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (/Header remote (loaded|arrived)/.test(document.body?.textContent ?? '')) {
        window.__interactiveAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  });
  try {
    const response = await page.goto(url, { waitUntil: 'domcontentloaded' });
    const html = (await response?.text()) ?? '';
    const visibleInHtml = /<header[\s>]/.test(html.slice(html.indexOf('<body')));
    await page
      .getByRole('status')
      .filter({ hasText: /Header remote (loaded|arrived)/ })
      .waitFor({ timeout: 30_000 });
    const entries = await page.evaluate(() => {
      const interactiveAt = window.__interactiveAt ?? performance.now();
      return performance
        .getEntriesByType('resource')
        .filter((entry) => /\.js(\?|$)|mf-manifest(\.slim)?\.json/.test(entry.name) && entry.startTime <= interactiveAt)
        .map((entry) => ({ name: entry.name, start: entry.startTime, end: entry.responseEnd }));
    });
    const remoteOrigin = new URL(manifestUrl).origin;
    // The Header's first render (as the bundle bench counts it): manifest, entry, sync chunks, shared
    // fallbacks. Parts that load on first use or when idle are not on the way to interactive.
    const remote = countRounds(
      entries.filter((entry) => {
        if (!entry.name.startsWith(`${remoteOrigin}/`)) return false;
        return firstRenderFiles.has(new URL(entry.name).pathname.slice(1));
      }),
    );
    const all = countRounds(entries);
    return {
      visibleInHtml,
      rounds: remote.rounds,
      roundsWithHostScripts: all.rounds,
      files: entries.length,
      byFile: all.byFile,
    };
  } finally {
    await page.close();
  }
}

export async function run({ root, args, log }) {
  return withDemo({ root, args, log }, async ({ demo, browser, support: { DESKTOP } }) => {
    // The demo host loads the slim build (it provides the federation runtime core).
    const manifest = JSON.parse(readFileSync(path.join(root, 'dist/remote/mf-manifest.slim.json'), 'utf8'));
    const header = manifest.exposes.find((expose) => expose.name === 'Header');
    const firstRenderFiles = new Set([
      'mf-manifest.slim.json',
      // Its signed release record: the host's verified-manifest plugin reads it before the runtime uses the manifest.
      'mf-manifest.slim.json.sig',
      // In the release folder the manifest points at.
      `${manifest.metaData.remoteEntry.path}/${manifest.metaData.remoteEntry.name}`,
      ...header.assets.js.sync,
      ...manifest.shared.flatMap((item) => item.assets.js.sync),
    ]);
    const results = {};
    const failures = [];
    log(
      "rounds: of the remote's requests (manifest, entry, chunks) before the header is interactive; with the host's own scripts in brackets",
    );
    log('page                                  server rendering  header visible  rounds to interactive  files');
    for (const pagePath of PAGES) {
      for (const ssr of [true, false]) {
        // A fresh context each time: nothing cached from an earlier load.
        const context = await browser.newContext(DESKTOP);
        try {
          const url = `${demo.host.origin}${pagePath}${ssr ? '' : '?ssr=off'}`;
          const result = await measure(context, url, demo.manifestUrl, firstRenderFiles);
          const key = `${pagePath} ${ssr ? 'ssr' : 'ssr=off'}`;
          results[key] = result;
          log(
            `${pagePath.padEnd(38)}${(ssr ? 'on' : 'off').padEnd(18)}${(result.visibleInHtml ? 'in the HTML' : 'after load').padEnd(16)}${`${result.rounds} (${result.roundsWithHostScripts})`.padEnd(23)}${result.files}`,
          );
          if (ssr && (!result.visibleInHtml || result.rounds > ROUNDS_TARGET))
            failures.push(
              `${pagePath}: header ${result.visibleInHtml ? 'in the HTML' : 'not in the HTML'}, interactive after ${result.rounds} rounds (target ${ROUNDS_TARGET})`,
            );
        } finally {
          await context.close();
        }
      }
    }
    return { results: { requestRounds: results }, failures };
  });
}

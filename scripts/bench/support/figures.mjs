/**
 * The one place a measured figure is written down: `npm run bench` turns its results into
 * the table between `<!-- bench:start -->` and `<!-- bench:end -->` in docs/figures.md, and the docs link
 * there instead of retyping numbers that go stale.
 *
 * Each row names the bench section that measured it. A run replaces the rows of the sections it ran and
 * keeps the others, so `npm run bench -- --only=bundle-size` refreshes the sizes and leaves the Chromium
 * figures of an earlier full run in place.
 */
import { readFileSync, writeFileSync } from 'node:fs';

export const START = '<!-- bench:start -->';
export const END = '<!-- bench:end -->';

const HEADER = ['figure', 'value', 'bench section', 'measured'];

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** `{ figure, value }` rows of one section, from the results it merged into bench/results.json. */
const SECTION_FIGURES = {
  'bundle-size': (r) => {
    const paths = r.bundlePaths ?? (r.exposes ? { slim: r } : {});
    const { default: full, slim } = paths;
    const rows = [];
    const exposes = Object.keys(slim?.exposes ?? full?.exposes ?? {});
    for (const expose of exposes) {
      const sizes = [full, slim].map((p) => p?.exposes?.[expose]?.firstRenderGzip);
      rows.push({
        figure: `first render of \`${expose}\`, default / slim path (gzip)`,
        value: sizes.map((size) => (size === undefined ? '-' : kib(size))).join(' / '),
      });
    }
    // Per language (the regions of one language share its catalogue): the expose plus its catalogue chunk.
    for (const expose of ['./Header', './mount']) {
      const byLocale = slim?.exposes?.[expose]?.firstRenderByLocaleGzip;
      if (!byLocale) continue;
      const seen = new Map();
      // Bytes: near the 37 KiB budget, one decimal of KiB rounds up to the budget itself.
      const bytes = (size) => `${size.toLocaleString('en-US')} B`;
      for (const [locale, size] of Object.entries(byLocale))
        seen.set(bytes(size), [...(seen.get(bytes(size)) ?? []), locale]);
      rows.push({
        figure: `first render of \`${expose}\` on the slim path with the page's catalogue, per locale (gzip, budget 37,888 B)`,
        value: [...seen].map(([size, locales]) => `${locales.join(', ')}: ${size}`).join('; '),
      });
    }
    for (const [key, catalogue] of Object.entries(slim?.catalogues ?? {}))
      rows.push({ figure: `the \`${key}\` catalogue chunk (gzip)`, value: kib(catalogue.gzip) });
    if (full?.remoteEntryGzip && slim?.remoteEntryGzip)
      rows.push({
        figure: 'federation runtime core in the default entry (`remoteEntry.js` minus `remoteEntry.slim.js`, gzip)',
        value: kib(full.remoteEntryGzip - slim.remoteEntryGzip),
      });
    const shared = (slim ?? full)?.shared ?? {};
    const react = Object.entries(shared).filter(([name]) => name === 'react' || name.startsWith('react-dom'));
    if (react.length > 0)
      rows.push({
        figure: `the remote's own React ${shared.react?.version ?? ''} (${react.map(([name]) => name).join(', ')}, gzip)`,
        value: kib(react.reduce((sum, [, s]) => sum + s.gzip, 0)),
      });
    if (shared['react-dom/client'])
      rows.push({
        figure: "the remote's fallback `react-dom/client` (gzip)",
        value: kib(shared['react-dom/client'].gzip),
      });
    for (const [name, s] of Object.entries(shared).filter(([, s]) => !s.hostProvided))
      rows.push({ figure: `shared fallback \`${name}\` a host without it downloads (gzip)`, value: kib(s.gzip) });
    if (r.kitFallback)
      rows.push({
        figure: "the host kit's fallback header in a host's bundle (`fallback-header.tsx` alone, minified, gzip)",
        value: kib(r.kitFallback.gzip),
      });
    return rows;
  },
  'script-tag': ({ scriptTag: r }) => {
    if (!r) return [];
    const files = (m) => `${kib(m.brotli)} in ${m.files.length} file${m.files.length === 1 ? '' : 's'}`;
    const rows = [
      {
        figure:
          'remote JS until idle on a page without a bundler: the script tag `global-header.mjs` (brotli, as sent)',
        value: files(r),
      },
    ];
    if (r.withPlace)
      rows.push({
        figure:
          "remote JS until idle on a page without a bundler with the visitor's place (a server-written page passes `place`): the script tag (brotli, as sent)",
        value: files(r.withPlace),
      });
    return rows;
  },
  'bytes-until-idle': (r) =>
    Object.entries(r.bytesUntilIdle ?? {}).map(([page, m]) => ({
      figure: `remote JS as sent until the network is idle, \`${page.split(' ')[0]}\` on ${page.split(' ')[1]}`,
      value: `${kib(m.bytes)} in ${m.files.length} files`,
    })),
  'location-picker': ({ locationPicker: r }) =>
    r
      ? [
          { figure: "location picker page: the remote's first render (gzip)", value: kib(r.firstRender.remoteGzip) },
          { figure: 'location picker: more on first use (gzip)', value: kib(r.afterFirstUse.remoteGzip) },
          {
            figure: `location picker: suggestion requests typing "${r.suggestionRequests.text}" (target ${r.suggestionRequests.target})`,
            value: `${r.suggestionRequests.count}, shown ${r.suggestionRequests.shownAfterLastKeyMs} ms after the last key`,
          },
        ]
      : [],
  'search-bar': ({ searchBar: r }) =>
    r
      ? [
          { figure: "search bar page: the remote's first render (gzip)", value: kib(r.firstRender.remoteGzip) },
          { figure: 'search bar: more on first use (gzip)', value: kib(r.afterFirstUse.remoteGzip) },
          {
            figure: `search bar: autocomplete requests typing "${r.requests.text}", then again (targets ${r.requests.firstRun.target}, ${r.requests.samePlaceAgain.target})`,
            value: `${r.requests.firstRun.count}, ${r.requests.samePlaceAgain.count}`,
          },
          {
            figure: `search bar: keystroke latency p98, CPU ${r.keystrokeLatency.cpuThrottlingRate}x slower (target ${r.keystrokeLatency.targetMs} ms)`,
            value: `${r.keystrokeLatency.p98Ms} ms`,
          },
        ]
      : [],
  'server-render': (r) =>
    Object.entries(r.serverRender ?? {}).map(([page, m]) => ({
      figure: `time to first byte added by the server render, \`${page}\` (p50 of 25 interleaved, against \`?ssr=off\`; target 10 ms)`,
      value: `${m.addedMs} ms (${m.renderedMs} ms against ${m.plainMs} ms)`,
    })),
  'request-rounds': (r) =>
    Object.entries(r.requestRounds ?? {}).map(([key, m]) => ({
      figure: `rounds of the remote's requests before the header is interactive, \`${key.split(' ')[0]}\` ${key.endsWith('ssr=off') ? 'without' : 'with'} server rendering (with the host's scripts)`,
      value: `${m.rounds} (${m.roundsWithHostScripts}), header ${m.visibleInHtml ? 'in the HTML' : 'after load'}`,
    })),
  lighthouse: (r) =>
    Object.entries(r.lighthouse ?? {}).flatMap(([page, { runs, performanceTarget, headerScriptTargetMs }]) => {
      const each = (key) => runs.map((run) => run[key]).join(', ');
      const rows = [
        {
          figure: `Lighthouse mobile performance, \`${page}\`: ${runs.length} runs (target ${performanceTarget} in each)`,
          value: `${each('performance')} (LCP ${each('lcpMs')} ms; TBT ${each('tbtMs')} ms; CLS ${each('cls')})`,
        },
      ];
      if (runs.length > 0 && runs.every((run) => run.headerScriptMs !== undefined))
        rows.push({
          figure: `the header's script work before the first interaction at ${runs[0].cpuSlowdown}x (Lighthouse \`bootup-time\`, the remote's origin), \`${page}\`: ${runs.length} runs (target ${headerScriptTargetMs} ms in each)`,
          value: `${each('headerScriptMs')} ms (the host's own: ${each('hostScriptMs')} ms)`,
        });
      return rows;
    }),
  'react-hosts': (r) =>
    Object.entries(r.reactHosts ?? {}).map(([page, m]) => ({
      figure: `remote JS (brotli) until idle, \`${page}\`: ${m.description}`,
      value: `${kib(m.bytes)} in ${m.files} files`,
    })),
};

const bytes = (size) => (size === undefined ? '-' : size.toLocaleString('en-US'));

/**
 * Tables beside the figures, each between its own markers (`<!-- bench:<id>:start -->` and end) in
 * docs/figures.md, rewritten when their section runs.
 */
const SECTION_TABLES = {
  'bundle-size': {
    id: 'composition',
    render: ({ composition }) => {
      if (!composition) return null;
      const columns = Object.entries(composition).flatMap(([expose, byLocale]) =>
        Object.entries(byLocale).map(([locale, { totalGzip, rows }]) => ({ expose, locale, totalGzip, rows })),
      );
      const isRest = (group) => / smaller ones$/.test(group);
      const groups = [
        ...new Set(columns.flatMap(({ rows }) => rows.map((row) => row.group).filter((g) => !isRest(g)))),
      ];
      const gzipOf = (column, group) => column.rows.find((row) => row.group === group)?.gzip;
      groups.sort((a, b) => (gzipOf(columns[0], b) ?? 0) - (gzipOf(columns[0], a) ?? 0));
      return [
        `| module or package | ${columns.map((c) => `\`${c.expose}\` ${c.locale}`).join(' | ')} |`,
        `| --- | ${columns.map(() => '---:').join(' | ')} |`,
        ...groups.map((group) => `| \`${group}\` | ${columns.map((c) => bytes(gzipOf(c, group))).join(' | ')} |`),
        `| the rest, each under 200 B | ${columns.map((c) => bytes(c.rows.find((row) => isRest(row.group))?.gzip ?? 0)).join(' | ')} |`,
        `| **first render** | ${columns.map((c) => `**${bytes(c.totalGzip)}**`).join(' | ')} |`,
      ].join('\n');
    },
  },
  'bytes-until-idle': {
    id: 'until-idle',
    render: ({ bytesUntilIdle }) => {
      if (!bytesUntilIdle) return null;
      const pages = Object.keys(bytesUntilIdle);
      const files = new Map();
      for (const page of pages)
        for (const entry of bytesUntilIdle[page].files) {
          const name = entry.file.replace(/^releases\/[^/]+\//, '');
          if (!files.has(name)) files.set(name, { why: entry.why ?? '', bytes: {} });
          files.get(name).bytes[page] = entry.bytes;
        }
      const label = (page) => `\`${page.split(' ')[0]}\` ${page.split(' ')[1]}`;
      return [
        `| file | why it is fetched | ${pages.map(label).join(' | ')} |`,
        `| --- | --- | ${pages.map(() => '---:').join(' | ')} |`,
        ...[...files].map(
          ([name, { why, bytes: sizes }]) =>
            `| \`${name}\` | ${why.replace(/\|/g, '\\|')} | ${pages.map((page) => bytes(sizes[page])).join(' | ')} |`,
        ),
        `| **all remote JS (brotli bytes)** | | ${pages.map((page) => `**${bytes(bytesUntilIdle[page].bytes)}**`).join(' | ')} |`,
      ].join('\n');
    },
  },
};

/** `text` with each table of a section in `ran` rewritten between its markers (missing markers: left alone). */
export function replaceTables(text, output, ran) {
  let next = text;
  for (const [section, { id, render }] of Object.entries(SECTION_TABLES)) {
    if (!ran.has(section)) continue;
    const start = `<!-- bench:${id}:start -->`;
    const end = `<!-- bench:${id}:end -->`;
    const table = render(output);
    if (!table || !next.includes(start) || next.indexOf(end) < next.indexOf(start)) continue;
    next = `${next.slice(0, next.indexOf(start) + start.length)}\n\n${table}\n\n${next.slice(next.indexOf(end))}`;
  }
  return next;
}

/** The rows of every section that ran and measured something, in bench order. */
export function figureRows(output, date = output.generatedAt.slice(0, 10)) {
  return Object.entries(output.sections)
    .filter(([, section]) => section.status === 'ok' || section.status === 'failed')
    .flatMap(([name]) =>
      (SECTION_FIGURES[name]?.(output) ?? []).map((row) => ({ ...row, section: name, measured: date })),
    );
}

const cells = (line) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replace(/\\\|/g, '|'));

/** The rows now between the markers of `text`. */
export function readFigureRows(text) {
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start === -1 || end < start) throw new Error(`docs/figures.md has no ${START} ... ${END} block`);
  return text
    .slice(start + START.length, end)
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map((line) => {
      const [figure, value, section, measured] = cells(line);
      return { figure, value, section: section.replace(/`/g, ''), measured };
    });
}

const escape = (cell) => cell.replace(/\|/g, '\\|');

/** `text` with its block holding `fresh` in place of the rows of the sections `ran`; other rows stay. */
export function replaceFigureRows(text, fresh, ran) {
  const kept = readFigureRows(text).filter((row) => !ran.has(row.section));
  const order = Object.keys(SECTION_FIGURES);
  const rows = [...kept, ...fresh].sort((a, b) => order.indexOf(a.section) - order.indexOf(b.section));
  const table = [
    `| ${HEADER.join(' | ')} |`,
    `| ${HEADER.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${escape(row.figure)} | ${escape(row.value)} | \`${row.section}\` | ${row.measured} |`),
  ].join('\n');
  return `${text.slice(0, text.indexOf(START) + START.length)}\n\n${table}\n\n${text.slice(text.indexOf(END))}`;
}

/** Rewrites the block of `file` (docs/figures.md) from this run's results, formatted as `npm run format` would. */
export async function writeFigures(file, output) {
  const ran = new Set(
    Object.entries(output.sections)
      .filter(([, section]) => section.status === 'ok' || section.status === 'failed')
      .map(([name]) => name),
  );
  if (ran.size === 0) return false;
  const next = replaceTables(replaceFigureRows(readFileSync(file, 'utf8'), figureRows(output), ran), output, ran);
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(next, { ...options, filepath: file }));
  return true;
}

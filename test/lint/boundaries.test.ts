// @vitest-environment node
/**
 * The import boundaries of eslint.config.js (docs/tooling.md, "Import boundaries") really fail: each
 * snippet is linted with the project's own config at a virtual path, as if the file existed there.
 * Every forbidden case has an allowed neighbour written from the same folder, so a rule that stopped
 * resolving imports (and so stopped reporting) cannot pass unnoticed.
 */
import { readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

interface Problem {
  ruleId: string | null;
  message: string;
}

async function lint(path: string, code: string): Promise<Problem[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, path) });
  return (result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message }));
}

const importing = (specifier: string) => `import * as dependency from '${specifier}';\nexport { dependency };\n`;

// Lints the whole config once per file: slower than a unit test, still well under a second each.
const LINT_TIMEOUT_MS = 30_000;

describe('import boundaries (eslint.config.js)', { timeout: LINT_TIMEOUT_MS }, () => {
  it.each([
    ['React', 'src/routes/x.ts', "import { useState } from 'react';\nexport const hook = useState;\n"],
    ['a React type', 'src/routes/x.ts', "import type { ReactNode } from 'react';\nexport type Node = ReactNode;\n"],
    ['react-dom/client', 'src/header/model/x.ts', importing('react-dom/client')],
    ['styled-components', 'src/i18n/x.ts', importing('styled-components')],
    ['a Node built-in', 'src/taxonomy/x.ts', importing('node:fs')],
  ])('the pure core may not import %s', async (_what, path, code) => {
    expect(await lint(path, code)).toEqual([expect.objectContaining({ ruleId: 'no-restricted-imports' })]);
  });

  it('the pure core may import the rest of the pure core', async () => {
    expect(await lint('src/routes/x.ts', importing('../config/constants'))).toEqual([]);
  });

  it.each([
    ['the message catalogue', '../i18n/messages'],
    ['routes', '../routes/url'],
    ['props parsing', '../props/parse-props'],
    ['a feature', '../search'],
  ])('src/config is the bottom layer: it may not import %s', async (_what, specifier) => {
    const problems = await lint('src/config/x.ts', importing(specifier));
    expect(problems).toEqual([expect.objectContaining({ ruleId: 'import-x/no-restricted-paths' })]);
    expect(problems[0]?.message).toMatch(/src\/config is the bottom layer/);
  });

  it('src/config may import itself; props parsing may import config, i18n and routes', async () => {
    expect(await lint('src/config/x.ts', importing('./constants'))).toEqual([]);
    for (const specifier of ['../config/constants', '../i18n/messages', '../routes/url']) {
      expect(await lint('src/props/x.ts', importing(specifier))).toEqual([]);
    }
    expect(await lint('src/props/x.ts', importing('../design-system'))).toEqual([
      expect.objectContaining({ ruleId: 'import-x/no-restricted-paths' }),
    ]);
  });

  it('reading the spec folder is an error in src/', async () => {
    const problems = await lint('src/taxonomy/x.ts', importing('../../../shared/spec/categories.tsv'));
    expect(problems).toEqual([expect.objectContaining({ ruleId: 'no-restricted-imports' })]);
    expect(problems[0]?.message).toMatch(/spec folder/);
  });

  it.each(['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location'])(
    'server-safe pure core may not touch the DOM global %s',
    async (name) => {
      expect(await lint('src/head/x.ts', `export const read = () => typeof ${name};\n`)).toEqual([
        expect.objectContaining({ ruleId: 'no-restricted-globals' }),
      ]);
    },
  );

  it('browser-only pure core (storage) may touch DOM globals behind a guard', async () => {
    const code = "export const read = () => (typeof window === 'undefined' ? null : window.localStorage);\n";
    expect(await lint('src/storage/x.ts', code)).toEqual([]);
    expect(await lint('src/config/x.ts', code)).toHaveLength(2);
  });

  it('routes and taxonomy build no external URL; a `.invalid` parse base is allowed', async () => {
    const external = await lint('src/routes/x.ts', "export const home = 'https://www.example.com/';\n");
    expect(external).toEqual([expect.objectContaining({ ruleId: 'no-restricted-syntax' })]);
    const template = await lint(
      'src/taxonomy/x.ts',
      'export const url = (id: string) => `http://cdn.example.com/${id}`;\n',
    );
    expect(template).toEqual([expect.objectContaining({ ruleId: 'no-restricted-syntax' })]);
    const parseBase = "export const parse = (path: string) => new URL(path, 'https://discovery.invalid/');\n";
    expect(await lint('src/routes/x.ts', parseBase)).toEqual([]);
  });

  it.each([
    ['the design system', 'src/routes/x.ts', '../design-system'],
    ['a feature', 'src/config/x.ts', '../header'],
    ['context', 'src/analytics/x.ts', '../context/header-context'],
    ['expose', 'src/head/x.ts', '../expose/head'],
  ])('the pure core may not import %s', async (_what, path, specifier) => {
    expect(await lint(path, importing(specifier))).toEqual([
      expect.objectContaining({ ruleId: 'import-x/no-restricted-paths' }),
    ]);
  });

  it.each([
    ['lib', '../../lib/lazy-module'],
    ['the design system, even a React-free types module', '../../design-system/tokens'],
    ['context', '../../context/header-context'],
    ['the header components around it', '../header'],
  ])('header/model is React-free: it may not import %s', async (_what, specifier) => {
    expect(await lint('src/header/model/x.ts', importing(specifier))).toEqual([
      expect.objectContaining({ ruleId: 'import-x/no-restricted-paths' }),
    ]);
  });

  it('header/model may import the pure core below it (the MenuItem type included) and itself', async () => {
    for (const specifier of ['../../config/menu-item', '../../routes/url', '../../i18n/messages', './menus']) {
      expect(await lint('src/header/model/x.ts', importing(specifier))).toEqual([]);
    }
  });

  it.each([
    ['storage', '../../storage'],
    ['analytics', '../../analytics/tracker'],
    ['the API', '../../api/client'],
  ])('header/model must run on a server: it may not import the browser-only %s', async (_what, specifier) => {
    const problems = await lint('src/header/model/x.ts', importing(specifier));
    expect(problems).toEqual([expect.objectContaining({ ruleId: 'import-x/no-restricted-paths' })]);
    expect(problems[0]?.message).toMatch(/must run on a server/);
  });

  it.each([
    ['src/lib/x.ts', '../routes/url'],
    ['src/lib/x.ts', '../props/parse-props'],
    ['src/lib/x.ts', '../api/client'],
    ['src/lib/x.ts', '../taxonomy'],
    ['src/design-system/x.ts', '../routes/url'],
    ['src/design-system/x.ts', '../storage'],
    ['src/design-system/x.ts', '../props'],
    ['src/federation/x.ts', '../i18n/messages'],
    ['src/federation/x.ts', '../routes/url'],
    ['src/federation/x.ts', '../head'],
  ])(
    'lib, the design system and federation use only the pure core they need: %s may not import %s',
    async (path, specifier) => {
      const problems = await lint(path, importing(specifier));
      expect(problems).toEqual([expect.objectContaining({ ruleId: 'import-x/no-restricted-paths' })]);
      expect(problems[0]?.message).toMatch(/of the pure core \(eslint\.config\.js CORE_NEEDED_BY/);
    },
  );

  it('lib and the design system may import config and i18n; federation config', async () => {
    for (const [path, specifier] of [
      ['src/lib/x.ts', '../config/constants'],
      ['src/lib/x.ts', '../i18n/messages'],
      ['src/design-system/x.ts', '../i18n/messages'],
      ['src/design-system/x.ts', '../config/menu-item'],
      ['src/federation/x.ts', '../config/constants'],
    ]) {
      expect(await lint(path!, importing(specifier!)), `${path} ${specifier}`).toEqual([]);
    }
  });

  it.each([
    ['stories/x.ts', '../src/i18n/english'],
    ['stories/x.ts', '../src/header/header'],
    ['stories/x.ts', '../src/lib/lazy-module'],
    ['stories/header/x.ts', '../../src/search/search-bar.styles'],
    ['stories/header/x.ts', '../../src/config/constants'],
  ])("%s may not deep-import %s: stories use a folder's index.ts", async (path, specifier) => {
    const problems = await lint(path, importing(specifier));
    expect(problems).toEqual([expect.objectContaining({ ruleId: 'import-x/no-restricted-paths' })]);
    expect(problems[0]?.message).toMatch(/stories\/ uses src\/ only through the exposes/);
  });

  it("stories may import the exposes and each folder's index.ts", async () => {
    for (const specifier of [
      '../../src/expose/header',
      '../../src/i18n',
      '../../src/lib',
      '../../src/search',
      '../../src/design-system',
      '../../src/config',
    ]) {
      expect(await lint('stories/header/x.ts', importing(specifier)), specifier).toEqual([]);
    }
  });

  it.each([
    ['src/taxonomy/x.ts', '../props/types'],
    ['src/taxonomy/x.ts', '../routes/url'],
    ['src/i18n/x.ts', '../taxonomy'],
    ['src/routes/x.ts', '../props'],
    ['src/props/x.ts', '../head'],
    ['src/storage/x.ts', '../analytics'],
    ['src/api/x.ts', '../header/model/menus'],
  ])('the pure core imports in one order: %s may not import %s', async (path, specifier) => {
    const problems = await lint(path, importing(specifier));
    expect(problems).toEqual([expect.objectContaining({ ruleId: 'import-x/no-restricted-paths' })]);
    expect(problems[0]?.message).toMatch(/imports only the layers below its own/);
  });

  it('the pure core may import what comes before it in that order', async () => {
    expect(await lint('src/taxonomy/x.ts', importing('../i18n/messages'))).toEqual([]);
    expect(await lint('src/props/x.ts', importing('../taxonomy'))).toEqual([]);
    expect(await lint('src/analytics/x.ts', importing('../storage'))).toEqual([]);
  });

  it.each([
    ['src/header', '../header'],
    ['src/header/model', '../header/model/menus'],
    ['src/context', '../context/header-context'],
    ['src/expose', '../expose/mount'],
  ])('the design system may not import %s', async (_what, specifier) => {
    const problems = await lint('src/design-system/x.ts', importing(specifier));
    expect(problems).toEqual([expect.objectContaining({ ruleId: 'import-x/no-restricted-paths' })]);
    expect(problems[0]?.message).toMatch(/design-system \(the design system, below the header\) may not import/);
  });

  it('the design system may import the pure core', async () => {
    expect(await lint('src/design-system/x.ts', importing('../config/constants'))).toEqual([]);
  });

  it('context may not import features; features may import context and the design system', async () => {
    expect(await lint('src/context/x.ts', importing('../header'))).toEqual([
      expect.objectContaining({ ruleId: 'import-x/no-restricted-paths' }),
    ]);
    expect(await lint('src/header/x.ts', importing('../context/header-context'))).toEqual([]);
    expect(await lint('src/header/x.ts', importing('../design-system/tokens'))).toEqual([]);
  });

  it.each([
    ['src/react-bridge/x.ts', '../header'],
    ['src/react-bridge/x.ts', '../search/search-bar'],
    ['src/federation/x.ts', '../location'],
    ['src/federation/x.ts', '../header/header'],
    ['src/lib/x.ts', '../search'],
    ['src/lib/x.ts', '../design-system/button'],
    ['src/react-bridge/x.ts', '../context/header-context'],
    ['src/lib/x.ts', '../react-bridge/mounted'],
  ])(
    'plumbing and lib may not import a feature, context, the design system or lib the plumbing: %s importing %s',
    async (path, specifier) => {
      const problems = await lint(path, importing(specifier));
      expect(problems).toEqual([expect.objectContaining({ ruleId: 'import-x/no-restricted-paths' })]);
      expect(problems[0]?.message).toMatch(/imports only the layers below its own/);
    },
  );

  it.each([
    ['src/lib/x.ts', '../expose/mount'],
    ['src/react-bridge/x.ts', '../expose/own-react'],
    ['src/federation/x.ts', '../expose/header'],
  ])('expose is importable by no other src folder: %s importing %s', async (path, specifier) => {
    expect(await lint(path, importing(specifier))).toEqual([
      expect.objectContaining({ ruleId: 'import-x/no-restricted-paths' }),
    ]);
  });

  it('every src folder sits below expose in the import order; expose may import itself', async () => {
    const folders = readdirSync(join(ROOT, 'src'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'expose')
      .map((entry) => entry.name);
    expect(folders.length).toBeGreaterThan(15);
    for (const folder of [...folders, 'header/model']) {
      const up = '../'.repeat(folder.split('/').length);
      const problems = await lint(`src/${folder}/x.ts`, importing(`${up}expose/head`));
      expect(problems, folder).not.toEqual([]);
      expect(
        problems.every(({ ruleId }) => ruleId === 'import-x/no-restricted-paths'),
        folder,
      ).toBe(true);
    }
    expect(await lint('src/expose/x.ts', importing('./head'))).toEqual([]);
  });

  it('only expose imports the plumbing, and react-bridge and federation do not meet', async () => {
    for (const [path, specifier] of [
      ['src/design-system/x.ts', '../react-bridge/warn-once'],
      ['src/header/x.ts', '../react-bridge/bridged'],
      ['src/context/x.ts', '../federation'],
      ['src/react-bridge/x.ts', '../federation'],
      ['src/federation/x.ts', '../react-bridge/mounted'],
    ]) {
      expect(await lint(path!, importing(specifier!)), path).toEqual([
        expect.objectContaining({ ruleId: 'import-x/no-restricted-paths' }),
      ]);
    }
    expect(await lint('src/expose/x.ts', importing('../react-bridge/create-mount'))).toEqual([]);
    expect(await lint('src/react-bridge/x.ts', importing('../lib/lazy-module'))).toEqual([]);
  });

  it('plumbing may import config and lib; the design system and features may import lib', async () => {
    expect(await lint('src/react-bridge/x.ts', importing('../config/react-support'))).toEqual([]);
    expect(await lint('src/federation/x.ts', importing('../config/constants'))).toEqual([]);
    expect(await lint('src/design-system/x.ts', importing('../lib/use-latest-ref'))).toEqual([]);
    expect(await lint('src/search/x.ts', importing('../lib/lazy-module'))).toEqual([]);
    expect(await lint('src/routes/x.ts', importing('../lib/lazy-module'))).toEqual([
      expect.objectContaining({ ruleId: 'import-x/no-restricted-paths' }),
    ]);
  });

  it('a feature may not import expose', async () => {
    expect(await lint('src/header/x.ts', importing('../expose/header'))).toEqual([
      expect.objectContaining({ ruleId: 'import-x/no-restricted-paths' }),
    ]);
  });

  it("a feature imports another feature only through that feature's index.ts", async () => {
    const deep = await lint('src/search/x.ts', importing('../header/header'));
    expect(deep).toEqual([expect.objectContaining({ ruleId: 'import-x/no-restricted-paths' })]);
    expect(deep[0]?.message).toMatch(/only through its index\.ts/);
    expect(await lint('src/search/x.ts', importing('../header'))).toEqual([]);
  });

  it('src/ may not import tests, examples or the demo host', async () => {
    for (const specifier of [
      '../../test/setup',
      '../../examples/header-examples',
      '../../host-demo/common/host-config',
    ]) {
      expect(await lint('src/header/x.ts', importing(specifier))).toEqual([
        expect.objectContaining({ ruleId: 'import-x/no-restricted-paths' }),
      ]);
    }
  });

  it('the host kit (packages/host-kit) imports no demo host, test or script code, and src/ only through its public entries', async () => {
    for (const specifier of [
      '../../../host-demo/qa/panel/qa-state',
      '../../../test/setup',
      '../../../scripts/build/signing-key',
    ]) {
      const problems = await lint('packages/host-kit/src/x.ts', importing(specifier));
      expect(problems).toEqual([expect.objectContaining({ ruleId: 'import-x/no-restricted-paths' })]);
      expect(problems[0]?.message).toMatch(/package hosts install/);
    }
    expect(await lint('packages/host-kit/src/x.ts', importing('../../../src/props/parse-props'))).toEqual([
      expect.objectContaining({ ruleId: 'import-x/no-restricted-paths' }),
    ]);
    expect(await lint('packages/host-kit/src/x.ts', importing('../../../src/props'))).toEqual([]);
    // host-demo uses the kit through its package name, as hosts do.
    expect(await lint('host-demo/qa/server/x.ts', importing('@global-header/host-kit/server'))).toEqual([]);
  });

  it.each([
    ['host-demo/hosts/common/x.ts', '../../qa/app'],
    ['host-demo/hosts/vite/x.ts', '../../qa/panel/qa-state'],
    ['host-demo/hosts/x.ts', '../qa/webpack.config'],
  ])('%s may not import the QA shell (%s)', async (path, specifier) => {
    const problems = await lint(path, importing(specifier));
    expect(problems).toEqual([expect.objectContaining({ ruleId: 'import-x/no-restricted-paths' })]);
    expect(problems[0]?.message).toMatch(/host-demo\/common/);
  });

  it('host-demo/hosts/ and host-demo/qa/ both import host-demo/common/', async () => {
    expect(await lint('host-demo/hosts/common/x.ts', importing('../../common/host-config'))).toEqual([]);
    expect(await lint('host-demo/qa/x.ts', importing('../common/page-shell'))).toEqual([]);
  });

  it.each([
    ['host-demo/qa/panel/x.ts', '../../../test/setup'],
    ['host-demo/server/x.ts', '../../test/e2e/support/paths'],
    ['examples/x.ts', '../test/setup'],
    ['stories/x.ts', '../test/setup'],
  ])('%s may not import from test/', async (path, specifier) => {
    expect(await lint(path, importing(specifier))).toEqual([
      expect.objectContaining({ ruleId: 'import-x/no-restricted-paths' }),
    ]);
  });

  it.each([
    ['host-demo/qa/panel/x.ts', '../../../src/props/parse-props'],
    ['host-demo/server/x.ts', '../../src/config/constants'],
    ['host-demo/server/x.ts', '../../src/design-system/tokens'],
    ['host-demo/server/x.ts', '../../src/analytics/tracker'],
    ['host-demo/qa/x.ts', '../../src/header'],
    ['host-demo/qa/x.ts', '../../src/expose/mount'],
    ['examples/x.ts', '../src/props/parse-props'],
  ])('%s may not import the non-public %s', async (path, specifier) => {
    const problems = await lint(path, importing(specifier));
    expect(problems).toEqual([expect.objectContaining({ ruleId: 'import-x/no-restricted-paths' })]);
    expect(problems[0]?.message).toMatch(/only through its public entries/);
  });

  it.each([
    ['host-demo/qa/panel/x.ts', '../../../src/config'],
    ['host-demo/server/x.ts', '../../src/routes'],
    ['host-demo/server/x.ts', '../../src/taxonomy'],
    ['host-demo/qa/x.ts', '../../src/i18n'],
    ['host-demo/server/x.ts', '../../src/head'],
    ['host-demo/qa/x.ts', '../../src/api'],
    ['host-demo/server/x.ts', '../../src/analytics'],
    ['host-demo/qa/panel/x.ts', '../../../examples/header-examples'],
    ['examples/x.ts', '../src/config'],
  ])('%s may import the public entry %s', async (path, specifier) => {
    expect(await lint(path, importing(specifier))).toEqual([]);
  });
});

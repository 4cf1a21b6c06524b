/**
 * The README's first recipe is the runtime-only demo host's own code, with the manifest
 * check every host on the demo's origin has: the page that proves it (`/hosts/runtime/`, test/e2e/bundler-hosts.test.ts) runs exactly what a host team copies.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('README first recipe', () => {
  it('is host-demo/hosts/runtime/header-federation.ts, verbatim, and verifies the manifest', () => {
    const recipe = read('host-demo/hosts/runtime/header-federation.ts');
    const readme = read('README.md');
    const loading = readme.slice(readme.indexOf('## Loading the header'));
    const firstTsBlock = /```ts\n([\s\S]*?)```/.exec(loading)?.[1];
    expect(firstTsBlock).toBe(recipe);
    // The host kit as a host installs it, its manifest check on (the default: never turned off here),
    // and no runtime core borrowed from the page.
    expect(recipe).toContain("import { createHeaderFederation, type PinnedKey } from '@global-header/host-kit';");
    expect(recipe).toContain(
      'createHeaderFederation({ manifestUrl, publicKeys, minimumVersion, shared: sharedReact() })',
    );
    expect(recipe).not.toMatch(/verify:|injectExternalRuntimeCorePlugin/);
  });
});

import { describe, expect, it } from 'vitest';
import { getServerBuildUrls, renderJsonScript, serializeForScript } from '../../src/head';

const HOSTILE = {
  fullName: '</script><script>window.__owned = 1</script><!--',
  email: 'a\u2028b\u2029c & <b>',
  nested: { label: '</SCRIPT >' },
};

describe('renderJsonScript', () => {
  it('keeps a hostile prop value inside its script element and reads back unchanged', () => {
    const doc = new DOMParser().parseFromString(
      `<!doctype html><html><head>${renderJsonScript('server-header-props', HOSTILE)}</head><body></body></html>`,
      'text/html',
    );
    const scripts = doc.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.id).toBe('server-header-props');
    expect(JSON.parse(scripts[0]!.textContent ?? '')).toEqual(HOSTILE);
  });

  it('leaves no <, >, & or line separator character in the text', () => {
    const text = serializeForScript(HOSTILE);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(HOSTILE);
  });
});

describe('getServerBuildUrls', () => {
  it('finds the server build beside the browser manifest', () => {
    expect(getServerBuildUrls('https://cdn.example.com/header/mf-manifest.json')).toEqual({
      manifest: 'https://cdn.example.com/header/server/mf-manifest.json',
      remoteEntry: 'https://cdn.example.com/header/server/remoteEntry.js',
    });
  });
});

import { describe, expect, it } from 'vitest';
import {
  getPreloadLinks,
  getServerBuildUrls,
  renderJsonScript,
  renderPreloadLinks,
  serializeForScript,
} from '../../src/head';

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

describe('getPreloadLinks', () => {
  const manifest = {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      { name: 'Header', assets: { js: { sync: ['85.aaaaaaaa.js', '__federation_expose_Header.bbbbbbbb.js'] } } },
      { name: 'head', assets: { js: { sync: ['__federation_expose_head.cccccccc.js'] } } },
    ],
    shared: [
      { name: 'react', assets: { js: { sync: ['540.dddddddd.js'] } } },
      { name: 'styled-components', assets: { js: { sync: ['679.eeeeeeee.js'] } } },
    ],
  };

  it("lists the manifest, the entry, the Header's chunks and the shared fallbacks the host lacks, each as the browser will ask", () => {
    const links = getPreloadLinks(manifest, 'https://cdn.example.com/h/mf-manifest.json', {
      providedByHost: ['react'],
    });
    expect(links).toEqual([
      { href: 'https://cdn.example.com/h/mf-manifest.json', as: 'fetch', crossOrigin: 'anonymous' },
      { href: 'https://cdn.example.com/h/remoteEntry.js', as: 'script' },
      { href: 'https://cdn.example.com/h/85.aaaaaaaa.js', as: 'script' },
      { href: 'https://cdn.example.com/h/__federation_expose_Header.bbbbbbbb.js', as: 'script' },
      { href: 'https://cdn.example.com/h/679.eeeeeeee.js', as: 'script', crossOrigin: 'anonymous' },
    ]);
    expect(renderPreloadLinks(links.slice(0, 2))).toBe(
      '<link rel="preload" as="fetch" href="https://cdn.example.com/h/mf-manifest.json" crossorigin="anonymous">' +
        '<link rel="preload" as="script" href="https://cdn.example.com/h/remoteEntry.js">',
    );
  });

  it("with the page's locale, its catalogue's chunk too (webpack loads it with crossorigin); none for English", () => {
    const withCatalogues = {
      ...manifest,
      exposes: [
        {
          name: 'Header',
          assets: {
            js: {
              sync: ['__federation_expose_Header.bbbbbbbb.js'],
              async: ['i18n-de.11111111.js', 'i18n-de-own-react.22222222.js', 'i18n-fr.33333333.js', 'menu.4.js'],
            },
          },
        },
      ],
    };
    const url = 'https://cdn.example.com/h/mf-manifest.json';
    const catalogues = (locale: string) =>
      getPreloadLinks(withCatalogues, url, { providedByHost: ['react', 'styled-components'], locale }).filter((link) =>
        link.href.includes('i18n-'),
      );
    expect(catalogues('de_AT')).toEqual([
      { href: 'https://cdn.example.com/h/i18n-de.11111111.js', as: 'script', crossOrigin: 'anonymous' },
    ]);
    expect(catalogues('fr_CA').map((link) => link.href)).toEqual(['https://cdn.example.com/h/i18n-fr.33333333.js']);
    expect(catalogues('en_US')).toEqual([]);
    expect(catalogues('ja_JP')).toEqual([]);
    // A released manifest names its files under their release folder: the catalogue is found by file name.
    const released = {
      ...withCatalogues,
      exposes: [
        {
          name: 'Header',
          assets: {
            js: {
              sync: ['releases/7/__federation_expose_Header.bbbbbbbb.js'],
              async: ['releases/7/i18n-de.11111111.js', 'releases/7/i18n-de-later.44444444.js'],
            },
          },
        },
      ],
    };
    expect(
      getPreloadLinks(released, url, { locale: 'de_DE' })
        .map((link) => link.href)
        .filter((href) => href.includes('i18n-')),
    ).toEqual(['https://cdn.example.com/h/releases/7/i18n-de.11111111.js']);
  });

  it('a signed manifest gives every script its integrity and crossorigin, as the verified-manifest plugin loads it', () => {
    const integrity = {
      'remoteEntry.js': 'sha384-entry',
      '85.aaaaaaaa.js': 'sha384-85',
      '__federation_expose_Header.bbbbbbbb.js': 'sha384-header',
      '679.eeeeeeee.js': 'sha384-679',
    };
    const links = getPreloadLinks({ ...manifest, integrity }, 'https://cdn.example.com/h/mf-manifest.json', {
      providedByHost: ['react'],
    });
    // The manifest and its release record first, both fetched in CORS mode as the plugin fetches them.
    expect(links.slice(0, 2)).toEqual([
      { href: 'https://cdn.example.com/h/mf-manifest.json', as: 'fetch', crossOrigin: 'anonymous' },
      { href: 'https://cdn.example.com/h/mf-manifest.json.sig', as: 'fetch', crossOrigin: 'anonymous' },
    ]);
    expect(links.slice(2).map((link) => [link.integrity, link.crossOrigin])).toEqual([
      ['sha384-entry', 'anonymous'],
      ['sha384-85', 'anonymous'],
      ['sha384-header', 'anonymous'],
      ['sha384-679', 'anonymous'],
    ]);
    expect(renderPreloadLinks(links.slice(2, 3))).toBe(
      '<link rel="preload" as="script" href="https://cdn.example.com/h/remoteEntry.js" crossorigin="anonymous" integrity="sha384-entry">',
    );
  });
});

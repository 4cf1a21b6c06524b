/**
 * Helpers for hosts that render the header on their server (docs/server-rendering.md): where the
 * remote's server build lives, and the props put in the page so the browser hydrates the header
 * with exactly what the server rendered. Plain functions: they run on servers.
 */
import { SIGNATURE_SUFFIX } from '../config/remote-files';
import { catalogueKeyOf } from '../i18n/catalogue-names';

/** Folder of the server build beside the browser build, relative to the browser manifest. */
export const SERVER_BUILD_FOLDER = 'server/';

/**
 * The manifest and remote entry of the remote's server build, from the browser manifest's URL
 * (`https://cdn/header/mf-manifest.json` -> `https://cdn/header/server/mf-manifest.json`, `.../server/remoteEntry.js`).
 */
export function getServerBuildUrls(browserManifestUrl: string): { manifest: string; remoteEntry: string } {
  const folder = new URL(SERVER_BUILD_FOLDER, browserManifestUrl);
  return {
    manifest: new URL('mf-manifest.json', folder).href,
    remoteEntry: new URL('remoteEntry.js', folder).href,
  };
}

/**
 * JSON that is safe inside `<script type="application/json">`: `<` cannot end the element or open a
 * comment, `>` and `&` are escaped alike, and U+2028/U+2029 (line terminators to old JavaScript
 * parsers) are escaped too. `JSON.parse` reads it back unchanged.
 */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value ?? null)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** `<script type="application/json" id="...">` holding `value`; read it back with `JSON.parse(element.textContent)`. */
export function renderJsonScript(id: string, value: unknown): string {
  return `<script type="application/json" id="${id.replace(/[^\w-]/g, '')}">${serializeForScript(value)}</script>`;
}

/** The parts of the browser manifest (`mf-manifest.json`) the preload links need. */
export interface BrowserManifest {
  metaData: { remoteEntry: { name: string; path?: string } };
  exposes: { name: string; assets: { js: { sync: string[]; async?: string[] } } }[];
  shared: { name: string; assets: { js: { sync: string[] } } }[];
  /** File -> `sha384-…` (src/federation/manifest-trust.ts); absent in unsigned builds. */
  integrity?: Record<string, string>;
}

export interface PreloadLink {
  href: string;
  as: 'script' | 'fetch';
  /** `anonymous` where the browser fetches in CORS mode (the manifest), else none: a preload must match the request. */
  crossOrigin?: 'anonymous';
  /** The file's hash from the manifest: a host's verifiedManifestPlugin loads it with the same. */
  integrity?: string;
}

/**
 * What a page loads before `expose` (default the Header) can run, for `<link rel="preload">` in its
 * HTML: the manifest, the remote entry, the expose's synchronous chunks and the shared
 * packages' fallback chunks the host does not provide itself. The browser then fetches them all in one round, beside the host's scripts.
 */
export function getPreloadLinks(
  manifest: BrowserManifest,
  browserManifestUrl: string,
  {
    expose = 'Header',
    providedByHost = [] as readonly string[],
    locale,
  }: {
    expose?: string;
    providedByHost?: readonly string[];
    /** The page's locale: its catalogue's chunk is preloaded too (none for English, docs/i18n.md). */
    locale?: string;
  } = {},
): PreloadLink[] {
  const base = new URL('./', browserManifestUrl);
  const entry = manifest.metaData.remoteEntry;
  const at = (file: string) => new URL(file, base).href;
  // All the manifest lists: the runtime loads each of them before the expose runs.
  const assets = manifest.exposes.find((candidate) => candidate.name === expose)?.assets.js;
  const chunks = assets?.sync ?? [];
  // The page's one catalogue (`i18n-de.1a2b3c4d.js`), which the header waits for before it renders.
  const key = locale === undefined ? 'en' : catalogueKeyOf(locale);
  const catalogue =
    key === 'en' ? [] : (assets?.async ?? []).filter((file) => file.split('/').pop()!.startsWith(`i18n-${key}.`));
  const shared = manifest.shared
    .filter((item) => !providedByHost.includes(item.name))
    .flatMap((item) => item.assets.js.sync);
  // A signed build: the verified-manifest plugin loads every file with `integrity` and
  // `crossorigin="anonymous"`, and a preload is used only when both match the request.
  const signed = (file: string): Partial<PreloadLink> => {
    const integrity = manifest.integrity?.[file];
    return integrity ? { crossOrigin: 'anonymous', integrity } : {};
  };
  const entryFile = `${entry.path ? `${entry.path.replace(/\/?$/, '/')}` : ''}${entry.name}`;
  return [
    { href: browserManifestUrl, as: 'fetch', crossOrigin: 'anonymous' },
    // A signed build's release record, which the verified-manifest plugin fetches beside the manifest, alike.
    ...(manifest.integrity
      ? [
          {
            href: `${browserManifestUrl.replace(/[?#].*$/, '')}${SIGNATURE_SUFFIX}`,
            as: 'fetch',
            crossOrigin: 'anonymous',
          } as const,
        ]
      : []),
    // The federation runtime adds the entry's <script> without a crossorigin attribute (unsigned builds).
    { href: at(entryFile), as: 'script', ...signed(entryFile) },
    // The runtime loads the expose's listed chunks with plain <script> tags (no crossorigin) ...
    ...chunks.map((file): PreloadLink => ({ href: at(file), as: 'script', ...signed(file) })),
    // ... and webpack loads the shared fallbacks with crossorigin="anonymous" (output.crossOriginLoading).
    ...shared
      .filter((file) => !chunks.includes(file))
      .map((file): PreloadLink => ({ href: at(file), as: 'script', crossOrigin: 'anonymous', ...signed(file) })),
    // Webpack loads it like the fallbacks, with crossorigin="anonymous".
    ...catalogue.map((file): PreloadLink => ({
      href: at(file),
      as: 'script',
      crossOrigin: 'anonymous',
      ...signed(file),
    })),
  ];
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function renderPreloadLinks(links: readonly PreloadLink[]): string {
  return links
    .map(
      (link) =>
        `<link rel="preload" as="${link.as}" href="${escapeAttribute(link.href)}"${link.crossOrigin ? ` crossorigin="${link.crossOrigin}"` : ''}${link.integrity ? ` integrity="${escapeAttribute(link.integrity)}"` : ''}>`,
    )
    .join('');
}

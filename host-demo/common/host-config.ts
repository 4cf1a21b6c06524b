/**
 * The small JSON config the demo server injects into every HTML page
 * (`<script id="host-demo-config" type="application/json">`). Read once, defensively: a page
 * opened from disk or a stale cache still works with the documented defaults.
 */
import { readPinnedKeys, type PinnedKey } from '@global-header/host-kit';
import type { SiteVerification } from '../../src/head';

export interface HostConfig {
  /** Manifest URL of the header remote (env REMOTE_URL on the server). */
  manifestUrl: string;
  /** Admin host for staff links: a different host name so QA sees them open elsewhere. */
  adminServerUrl: string;
  /**
   * The public keys the remote's manifest must be signed with, for the small hosts under /hosts/:
   * one bundle per tool, so the server hands them the keys it pins. Public fields only; none: nothing verifies.
   */
  publicKeys?: PinnedKey[];
  /**
   * The lowest release version those hosts accept: the release the demo is deployed against
   * (host-demo/server/pinned-release.ts), so a browser with nothing stored is not served an older one.
   */
  minimumVersion?: number;
}

/**
 * The demo site's search-engine and social verification codes and Facebook app id (product overview: present,
 * values not copied). Made up: a real deployment puts the codes the services gave it here; the
 * server's page head (server/head.ts) renders them.
 */
export const DEMO_SITE_VERIFICATION: Required<SiteVerification> = {
  google: 'demo-google-site-verification-3f9a1c',
  bing: 'DEMO0000BING0000VERIFY0000',
  yandex: 'demo0yandex0verification',
  pinterest: 'demo0pinterest0domain0verify',
  facebook: 'demo0facebook0domain0verification',
  facebookAppId: '100000000000000',
};

export const HOST_CONFIG_ELEMENT_ID = 'host-demo-config';
/** The slim manifest: host-demo provides the federation runtime core (webpack.config.ts, provideExternalRuntime). */
export const DEFAULT_REMOTE_URL = 'http://127.0.0.1:3001/mf-manifest.slim.json';
export const DEFAULT_ADMIN_SERVER_URL = 'http://localhost:3000';

export function parseHostConfig(text: string | null | undefined): HostConfig {
  let raw: unknown = null;
  try {
    raw = text ? JSON.parse(text) : null;
  } catch {
    raw = null;
  }
  const record = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const str = (value: unknown, fallback: string) =>
    typeof value === 'string' && value.trim() !== '' ? value : fallback;
  const config: HostConfig = {
    manifestUrl: str(record.manifestUrl, DEFAULT_REMOTE_URL),
    adminServerUrl: str(record.adminServerUrl, DEFAULT_ADMIN_SERVER_URL),
  };
  if (record.publicKeys !== undefined) {
    try {
      config.publicKeys = readPinnedKeys(record.publicKeys, 'publicKeys');
    } catch {
      // Keys that are not public P-256 keys pin nothing: every manifest is then refused.
      config.publicKeys = [];
    }
  }
  // Anything but a whole number pins nothing: the remote's own checks still hold.
  if (Number.isSafeInteger(record.minimumVersion) && (record.minimumVersion as number) >= 0)
    config.minimumVersion = record.minimumVersion as number;
  return config;
}

export function readHostConfig(doc: Document = document): HostConfig {
  return parseHostConfig(doc.getElementById(HOST_CONFIG_ELEMENT_ID)?.textContent);
}

/**
 * The response's Content-Security-Policy nonce, from the `<meta property="csp-nonce">` the demo server puts first in
 * every page's head (host-demo/server/csp.ts): for the `<style>` the host kit's HeaderSlot renders in the browser.
 * None on a server or in a page without the tag. The element's `nonce` property, as browsers hide the attribute.
 */
export function readCspNonce(doc: Document | undefined = globalThis.document): string | undefined {
  return doc?.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
}

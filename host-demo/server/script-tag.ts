/**
 * The header's script tag for host-demo's page without React (`/non-react/`, issue 28): read from the
 * remote's `script-tag.json` beside its manifests (docs/releases.md, "The script tag") and put in the
 * page's head, as a page's own server (or its author, by hand) would paste it from the README's snippet:
 * `<script type="module" src integrity crossorigin>`. The page's script imports `mount` from the same URL,
 * so it runs only the module that matched the integrity. Read again after SHORT_LIVED_MAX_AGE_S, like any
 * cache of the remote's short-lived files; a remote that has none, or does not answer, gives no tag (the
 * page then says the header failed to load).
 */
import { SCRIPT_TAG_RECORD_FILE } from '../../src/config';
import { SHORT_LIVED_MAX_AGE_S } from './cache-policy';

/** How long the server waits for script-tag.json before it serves the page without the tag. */
const SCRIPT_TAG_FETCH_TIMEOUT_MS = 2_000;

export interface ScriptTag {
  /** The module's absolute URL. */
  src: string;
  integrity: string;
}

/** The script tag the remote of `remoteUrl` (a manifest URL) publishes, or null. */
export async function fetchScriptTag(remoteUrl: string): Promise<ScriptTag | null> {
  const recordUrl = new URL(SCRIPT_TAG_RECORD_FILE, remoteUrl);
  try {
    const response = await fetch(recordUrl, { signal: AbortSignal.timeout(SCRIPT_TAG_FETCH_TIMEOUT_MS) });
    if (!response.ok) return null;
    const record = (await response.json()) as Partial<Record<'src' | 'integrity', unknown>>;
    if (typeof record.src !== 'string' || typeof record.integrity !== 'string') return null;
    if (!/^sha(256|384|512)-[A-Za-z0-9+/=]+$/.test(record.integrity)) return null;
    return { src: new URL(record.src, recordUrl).href, integrity: record.integrity };
  } catch {
    return null;
  }
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The tag itself; `data-global-header` lets the page's script find the URL to import. */
export function renderScriptTag({ src, integrity }: ScriptTag): string {
  return `<script type="module" src="${escapeAttribute(src)}" integrity="${escapeAttribute(integrity)}" crossorigin="anonymous" data-global-header></script>`;
}

/** `fetchScriptTag` for one remote, kept SHORT_LIVED_MAX_AGE_S (a failure is not kept). */
export function createScriptTagSource(
  remoteUrl: string,
  now: () => number = Date.now,
): () => Promise<ScriptTag | null> {
  let kept: { tag: ScriptTag; at: number } | null = null;
  return async () => {
    if (kept && now() - kept.at < SHORT_LIVED_MAX_AGE_S * 1000) return kept.tag;
    const tag = await fetchScriptTag(remoteUrl);
    kept = tag ? { tag, at: now() } : null;
    return tag;
  };
}

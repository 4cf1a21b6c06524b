/**
 * The header's script tag for host-demo's page without React (`/non-react/`): read from the
 * remote's `script-tag.json` beside its manifests and checked against its signed release record by the host
 * kit's `ScriptTagSource` (docs/releases.md, "The script tag"), then put in the page's head, as a host's own
 * server would: `<script type="module" src integrity crossorigin>`. The page's script imports `mount` from
 * the same URL, so it runs only the module that matched the integrity, and that module checks every chunk it
 * loads. Read again after SHORT_LIVED_MAX_AGE_S, like any cache of the remote's short-lived files; a remote
 * that has none, does not answer, or whose record is refused gives no tag (the page then says the header
 * failed to load).
 */
import {
  ScriptTagSource,
  renderScriptTag as renderTag,
  type PinnedKey,
  type ScriptTag,
} from '@global-header/host-kit/server';
import { SHORT_LIVED_MAX_AGE_S } from './cache-policy';
import { readPinnedPublicKeys } from './pinned-keys';

/** The tag itself; `data-global-header` lets the page's script find the URL to import. */
export function renderScriptTag(tag: Pick<ScriptTag, 'src' | 'integrity'>): string {
  return renderTag(tag, { 'data-global-header': '' });
}

/**
 * The checked script tag of the remote of `manifestUrl` (a manifest URL), kept SHORT_LIVED_MAX_AGE_S (a failure is
 * not kept). Checked with the keys the demo pins (default), as its manifests are.
 */
export function createScriptTagSource(
  manifestUrl: string,
  {
    now = Date.now,
    publicKeys = readPinnedPublicKeys(),
  }: { now?: () => number; publicKeys?: readonly PinnedKey[] } = {},
): () => Promise<ScriptTag | null> {
  const source = new ScriptTagSource({ manifestUrl, publicKeys, keepMs: SHORT_LIVED_MAX_AGE_S * 1000, now });
  return () => source.read();
}

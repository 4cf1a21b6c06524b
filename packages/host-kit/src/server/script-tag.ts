/**
 * The header's script tag for a host server's pages without a bundler (README, "A page without a bundler";
 * docs/releases.md, "The script tag"): read from the remote's `script-tag.json` and checked against its signed
 * release record (`script-tag.json.sig`, role `script-tag`) before anything of it reaches a page, as the
 * manifests are: a pinned key signed it, for these bytes, for this remote, unexpired, and no older than the
 * highest version this process accepted or `minimumVersion`. Whoever writes the CDN can then choose neither the
 * module's address nor its hash. The tag is `<script type="module" src integrity crossorigin>`: the module runs
 * only with the bytes the record names, and it carries the hash of every chunk it loads later (scripts/build/
 * script-tag-plugin.ts), so the page needs nothing else. A module on another origin than the record is refused
 * too (a signed record never names one). A refusal gives no tag and one line on the console.
 */
import {
  LOG_PREFIX,
  RELEASE_MINIMUM_VERSION,
  SCRIPT_TAG_FETCH_TIMEOUT_MS,
  SCRIPT_TAG_RECORD_FILE,
  SERVER_MANIFEST_REVALIDATE_MS,
} from '../../../../src/config';
import { SIGNATURE_SUFFIX, checkRelease, type PinnedKey } from '../../../../src/federation';
import { BUILT_IN_PUBLIC_KEYS } from '../built-in-keys';
import { manifestUrlOf, type ManifestUrlOption } from './manifest-url';

const REMOTE_NAME = 'globalHeader';

/** The tag a page puts in its head, checked. */
export interface ScriptTag {
  /** The module's absolute URL: the tag's `src`, and what the page's own script imports `mount` from. */
  src: string;
  /** Its SRI hash, as the signed record names it. */
  integrity: string;
  /** The release folder it is in. */
  release: string;
  /** The signed record's version. */
  version: number;
  /** The whole tag, attributes escaped: `<script type="module" src integrity crossorigin="anonymous"></script>`. */
  html: string;
}

/** The remote's browser manifest URL (`manifestUrl`; `script-tag.json` is read beside it), as `RemoteHeader` takes it. */
export type ScriptTagOptions = ManifestUrlOption & ScriptTagSettings;

interface ScriptTagSettings {
  /** Public keys the record must be signed with; default: the kit's built-in keys. */
  publicKeys?: readonly PinnedKey[];
  /** The lowest release version accepted (default RELEASE_MINIMUM_VERSION): pin one above a bad release. */
  minimumVersion?: number;
  /** Default SCRIPT_TAG_FETCH_TIMEOUT_MS. */
  fetchTimeoutMs?: number;
  /** How long a checked tag is kept before it is read again (default SERVER_MANIFEST_REVALIDATE_MS). */
  keepMs?: number;
  /** The clock the record's expiry is read by (default Date.now). */
  now?: () => number;
  /** Told once per distinct refusal (default `console.error`). */
  report?: (message: string) => void;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** `<script type="module" src integrity crossorigin>`, with any more attributes (names as given, values escaped). */
export function renderScriptTag(
  { src, integrity }: Pick<ScriptTag, 'src' | 'integrity'>,
  attributes: Readonly<Record<string, string>> = {},
): string {
  const more = Object.entries(attributes)
    .map(([name, value]) => ` ${name}${value === '' ? '' : `="${escapeAttribute(value)}"`}`)
    .join('');
  return `<script type="module" src="${escapeAttribute(src)}" integrity="${escapeAttribute(integrity)}" crossorigin="anonymous"${more}></script>`;
}

/**
 * Reads and checks the remote's script tag. `read()` gives the tag, or null when the remote has none, does not
 * answer, or its record is refused; a checked tag is kept `keepMs` (default SERVER_MANIFEST_REVALIDATE_MS, as
 * the server manifest) and then read and checked again; a failure is not kept.
 */
export class ScriptTagSource {
  private readonly recordUrl: URL;
  private readonly publicKeys: readonly PinnedKey[];
  private readonly minimumVersion: number;
  private readonly fetchTimeoutMs: number;
  private readonly now: () => number;
  private readonly reportTo: (message: string) => void;
  private readonly reported = new Set<string>();
  /** The highest version accepted: an older record (a replayed tag) is refused from then on. */
  private accepted = 0;
  private readonly keepMs: number;
  private kept: { tag: ScriptTag; at: number } | null = null;

  constructor(options: ScriptTagOptions) {
    this.recordUrl = new URL(SCRIPT_TAG_RECORD_FILE, manifestUrlOf(options, 'ScriptTagSource'));
    this.publicKeys = options.publicKeys ?? BUILT_IN_PUBLIC_KEYS;
    this.minimumVersion = options.minimumVersion ?? RELEASE_MINIMUM_VERSION;
    this.fetchTimeoutMs = options.fetchTimeoutMs ?? SCRIPT_TAG_FETCH_TIMEOUT_MS;
    this.now = options.now ?? Date.now;
    this.reportTo = options.report ?? ((message) => console.error(message));
    this.keepMs = options.keepMs ?? SERVER_MANIFEST_REVALIDATE_MS;
  }

  private report(message: string): void {
    if (this.reported.has(message)) return;
    this.reported.add(message);
    this.reportTo(message);
  }

  /** The checked tag, or null (the reason on the console once). Never throws. */
  async read(): Promise<ScriptTag | null> {
    if (this.kept && this.now() - this.kept.at < this.keepMs) return this.kept.tag;
    const tag = await this.fetchChecked();
    this.kept = tag ? { tag, at: this.now() } : null;
    return tag;
  }

  private async fetchChecked(): Promise<ScriptTag | null> {
    let bytes: ArrayBuffer;
    let signature: string;
    try {
      const signal = AbortSignal.timeout(this.fetchTimeoutMs);
      const [response, signatureResponse] = await Promise.all([
        fetch(this.recordUrl, { signal }),
        fetch(`${this.recordUrl.href}${SIGNATURE_SUFFIX}`, { signal }),
      ]);
      // No script-tag build, or the remote is down: no tag, nothing to say.
      if (!response.ok) return null;
      bytes = await response.arrayBuffer();
      signature = signatureResponse.ok ? await signatureResponse.text() : '';
    } catch {
      return null;
    }
    const check = await checkRelease(bytes, signature, this.publicKeys, {
      name: REMOTE_NAME,
      role: 'script-tag',
      minimumVersion: Math.max(this.minimumVersion, this.accepted),
      now: this.now(),
    });
    if (!check.ok) {
      this.report(`${LOG_PREFIX} no script tag from ${this.recordUrl.href}: ${check.reason}`);
      return null;
    }
    let fields: Partial<Record<'src' | 'integrity', unknown>>;
    try {
      fields = JSON.parse(new TextDecoder().decode(bytes)) as typeof fields;
    } catch {
      fields = {};
    }
    const { src, integrity } = fields;
    if (
      typeof src !== 'string' ||
      typeof integrity !== 'string' ||
      !/^sha(256|384|512)-[A-Za-z0-9+/=]+$/.test(integrity)
    ) {
      this.report(`${LOG_PREFIX} no script tag from ${this.recordUrl.href}: it names no module and hash`);
      return null;
    }
    const url = new URL(src, this.recordUrl);
    if (url.origin !== this.recordUrl.origin) {
      this.report(`${LOG_PREFIX} no script tag from ${this.recordUrl.href}: its module is on another origin`);
      return null;
    }
    this.accepted = Math.max(this.accepted, check.record.version);
    const tag = { src: url.href, integrity, release: check.record.release, version: check.record.version };
    return { ...tag, html: renderScriptTag(tag) };
  }
}

/**
 * Signs release records (docs/releases.md; the format is src/federation/manifest-trust.ts): the
 * manifest's hash bound to the remote's name, its role, a version that only goes up, when it was signed
 * and when it expires, signed with the release key (scripts/build/signing-key.ts).
 */
import { createHash } from 'node:crypto';
import { RELEASE_RECORD_EXPIRY_MS } from '../../src/config/releases';
import {
  INTEGRITY_ALG,
  SIGNATURE_ALG,
  SIGNATURE_PARAMS,
  toBase64,
  type ReleaseRecord,
  type ReleaseRole,
  type SignatureFile,
} from '../../src/federation/manifest-trust';
import { getSigningKey, type SigningKey } from './signing-key';

export interface RecordFields {
  name: string;
  role: ReleaseRole;
  version: number;
  release: string;
  /** Default: now. */
  signedAt?: Date;
  /** Default: signedAt + RELEASE_RECORD_EXPIRY_MS. */
  expires?: Date;
}

export function manifestHash(manifest: string | Uint8Array): string {
  return `${INTEGRITY_ALG}-${createHash('sha384').update(manifest).digest('base64')}`;
}

/** The `.sig` file text for `manifest` (its exact bytes): a record with `fields`, signed with `key` (default the release key). */
export async function signReleaseRecord(
  manifest: string | Uint8Array,
  fields: RecordFields,
  key?: SigningKey,
): Promise<string> {
  const signingKey = key ?? (await getSigningKey());
  const signedAt = fields.signedAt ?? new Date();
  const record: ReleaseRecord = {
    name: fields.name,
    role: fields.role,
    version: fields.version,
    release: fields.release,
    manifest: manifestHash(manifest),
    signedAt: signedAt.toISOString(),
    expires: (fields.expires ?? new Date(signedAt.getTime() + RELEASE_RECORD_EXPIRY_MS)).toISOString(),
  };
  const text = JSON.stringify(record);
  const signature = await crypto.subtle.sign(SIGNATURE_PARAMS, signingKey.privateKey, new TextEncoder().encode(text));
  const file: SignatureFile = { alg: SIGNATURE_ALG, kid: signingKey.kid, record: text, signature: toBase64(signature) };
  return JSON.stringify(file);
}

/** The record a `.sig` text holds, unchecked (the release tooling reads its own output with it). */
export function readRecord(signatureText: string): ReleaseRecord | undefined {
  try {
    return JSON.parse((JSON.parse(signatureText) as SignatureFile).record) as ReleaseRecord;
  } catch {
    return undefined;
  }
}

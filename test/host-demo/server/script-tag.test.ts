// @vitest-environment node
/**
 * host-demo's page without React gets the README's script tag from the remote's script-tag.json
 * (host-demo/server/script-tag.ts), checked by the host kit against its signed release record with pinned keys
 * (the demo's by default; the test's own here): a tag with `data-global-header` for a signed record, none for a forged or unsigned one, and the
 * record read again once it is stale.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { SHORT_LIVED_MAX_AGE_S } from '../../../host-demo/server/cache-policy';
import { createScriptTagSource, renderScriptTag } from '../../../host-demo/server/script-tag';
import { signReleaseRecord } from '../../../scripts/build/release-record';
import type { SigningKey } from '../../../scripts/build/signing-key';
import { SIGNING_KEY_PARAMS, getKeyId } from '../../../src/federation/manifest-trust';

const INTEGRITY = `sha384-${'A'.repeat(64)}`;
let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const tagText = (src: string) => `${JSON.stringify({ release: '7', src, integrity: INTEGRITY })}\n`;
/** A release key of the test's own, which the sources below pin. */
const key: Promise<SigningKey> = (async () => {
  const pair = (await crypto.subtle.generateKey(SIGNING_KEY_PARAMS, true, ['sign', 'verify'])) as CryptoKeyPair;
  const jwk = await crypto.subtle.exportKey('jwk', pair.publicKey);
  const publicJwk = { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y };
  return { privateKey: pair.privateKey, publicJwk, kid: await getKeyId(publicJwk) };
})();
const signed = async (text: string) =>
  signReleaseRecord(text, { name: 'globalHeader', role: 'script-tag', version: 7, release: '7' }, await key);
const sourceFor = async (manifestUrl: string, now?: () => number) =>
  createScriptTagSource(manifestUrl, { publicKeys: [(await key).publicJwk], ...(now ? { now } : {}) });

/** A remote whose script-tag.json answers `records` in turn (the last one from then on); returns its manifest URL. */
async function remoteAnswering(
  ...records: ({ text: string; sig: string | null } | 404)[]
): Promise<{ manifestUrl: string; reads: () => number }> {
  let reads = 0;
  let current: (typeof records)[number] = 404;
  app = Fastify();
  app.get('/cdn/script-tag.json', async (_request, reply) => {
    current = records[Math.min(reads, records.length - 1)]!;
    reads += 1;
    return current === 404 ? reply.code(404).send() : reply.type('application/json').send(current.text);
  });
  app.get('/cdn/script-tag.json.sig', async (_request, reply) => {
    const record = records[Math.min(Math.max(reads - 1, 0), records.length - 1)]!;
    return record === 404 || record.sig === null ? reply.code(404).send() : reply.send(record.sig);
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  return { manifestUrl: `http://127.0.0.1:${port}/cdn/mf-manifest.slim.json`, reads: () => reads };
}

describe('the script tag host-demo reads from the remote', () => {
  it("a signed record: the module's URL resolved against the record's, its integrity, the page's attribute", async () => {
    const text = tagText('releases/7/global-header.mjs');
    const { manifestUrl } = await remoteAnswering({ text, sig: await signed(text) });
    const tag = await (await sourceFor(manifestUrl))();
    expect(tag).toMatchObject({ src: new URL('releases/7/global-header.mjs', manifestUrl).href, integrity: INTEGRITY });
    expect(renderScriptTag(tag!)).toBe(
      `<script type="module" src="${tag!.src}" integrity="${INTEGRITY}" crossorigin="anonymous" data-global-header></script>`,
    );
  });

  it('a forged or unsigned record: no tag', async () => {
    const text = tagText('releases/7/global-header.mjs');
    const sig = await signed(text);
    const forged = { text: tagText('releases/7/changed.mjs'), sig };
    for (const record of [forged, { text, sig: null }, 404 as const]) {
      const { manifestUrl } = await remoteAnswering(record);
      await expect((await sourceFor(manifestUrl))()).resolves.toBeNull();
      await app?.close();
    }
  });

  it('a kept tag is read again after SHORT_LIVED_MAX_AGE_S, and a failure is not kept', async () => {
    const text = tagText('a.mjs');
    const { manifestUrl, reads } = await remoteAnswering(404, { text, sig: await signed(text) });
    let now = Date.now();
    const source = await sourceFor(manifestUrl, () => now);
    await expect(source()).resolves.toBeNull();
    await expect(source()).resolves.toMatchObject({ integrity: INTEGRITY });
    now += SHORT_LIVED_MAX_AGE_S * 1000 - 1;
    await source();
    expect(reads()).toBe(2);
    now += 1;
    await source();
    expect(reads()).toBe(3);
  });
});

// @vitest-environment node
/**
 * host-demo's page without React gets the README's script tag from the remote's script-tag.json (issue 28,
 * host-demo/server/script-tag.ts): the module's URL resolved against the record's, its integrity as published,
 * nothing for a remote without one or with a malformed one, and the record read again once it is stale.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { SHORT_LIVED_MAX_AGE_S } from '../../../host-demo/server/cache-policy';
import { createScriptTagSource, fetchScriptTag, renderScriptTag } from '../../../host-demo/server/script-tag';

const INTEGRITY = `sha384-${'A'.repeat(64)}`;
let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A remote whose script-tag.json answers `records` in turn (the last one from then on); returns its manifest URL. */
async function remoteAnswering(...records: unknown[]): Promise<{ manifestUrl: string; reads: () => number }> {
  let reads = 0;
  app = Fastify();
  app.get('/cdn/script-tag.json', async (_request, reply) => {
    const record = records[Math.min(reads, records.length - 1)];
    reads += 1;
    return record === 404 ? reply.code(404).send() : reply.send(record);
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  return { manifestUrl: `http://127.0.0.1:${port}/cdn/mf-manifest.slim.json`, reads: () => reads };
}

describe('the script tag host-demo reads from the remote (issue 28)', () => {
  it("resolves the module's URL against the record's and keeps its integrity", async () => {
    const { manifestUrl } = await remoteAnswering({ src: 'releases/7/global-header.mjs', integrity: INTEGRITY });
    const tag = await fetchScriptTag(manifestUrl);
    expect(tag).toEqual({ src: new URL('releases/7/global-header.mjs', manifestUrl).href, integrity: INTEGRITY });
    expect(renderScriptTag(tag!)).toBe(
      `<script type="module" src="${tag!.src}" integrity="${INTEGRITY}" crossorigin="anonymous" data-global-header></script>`,
    );
  });

  it.each([
    ['no record', 404],
    ['an integrity that is not a hash', { src: 'global-header.mjs', integrity: '"><script>alert(1)</script>' }],
    ['no src', { integrity: INTEGRITY }],
  ])('%s: no tag', async (_name, record) => {
    const { manifestUrl } = await remoteAnswering(record);
    await expect(fetchScriptTag(manifestUrl)).resolves.toBeNull();
  });

  it('a kept tag is read again after SHORT_LIVED_MAX_AGE_S, and a failure is not kept', async () => {
    const { manifestUrl, reads } = await remoteAnswering(404, { src: 'a.mjs', integrity: INTEGRITY });
    let now = 0;
    const source = createScriptTagSource(manifestUrl, () => now);
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

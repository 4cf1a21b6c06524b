// @vitest-environment node
/**
 * The host kit's fallback header is in every host's bundle that uses HeaderSlot, failing remote or not: it reads
 * only the fields it draws instead of parsing the props with the header's schemas, which tripled its size.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUDGET_KIT_FALLBACK_GZIP, measureKitFallback } from '../../scripts/bench/support/kit-fallback-size.mjs';

const root = path.resolve(import.meta.dirname, '../..');

describe("the host kit's fallback header", () => {
  it(`bundles within ${BUDGET_KIT_FALLBACK_GZIP} B gzip, React left out`, async () => {
    const { gzip } = await measureKitFallback(root);
    expect(gzip).toBeGreaterThan(1024);
    expect(gzip).toBeLessThanOrEqual(BUDGET_KIT_FALLBACK_GZIP);
  }, 60_000);
});

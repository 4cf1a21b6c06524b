import { describe, expect, it } from 'vitest';
import { cacheControlFor, IMMUTABLE, REVALIDATE, SHORT_LIVED } from '../../../host-demo/server/cache-policy';
import { pickEncoding } from '../../../host-demo/server/compress-pages';

describe('cacheControlFor', () => {
  it('keeps hashed files, and their pre-compressed variants, for a year without revalidation', () => {
    for (const file of [
      '/d/123.abcdef12.js',
      '/d/123.abcdef12.js.br',
      '/d/vendors-react.94600110.js.gz',
      '/d/main.1252c1c5.css',
    ]) {
      expect(cacheControlFor(file), file).toBe(IMMUTABLE);
    }
  });

  it('keeps the manifest and the remote entry short-lived, and revalidates HTML', () => {
    expect(cacheControlFor('/d/mf-manifest.json.br')).toBe(SHORT_LIVED);
    expect(cacheControlFor('/d/remoteEntry.js')).toBe(SHORT_LIVED);
    expect(cacheControlFor('/d/mf-manifest.slim.json')).toBe(SHORT_LIVED);
    expect(cacheControlFor('/d/remoteEntry.slim.js.gz')).toBe(SHORT_LIVED);
    expect(SHORT_LIVED).toBe('public, max-age=60, stale-while-revalidate=600');
    expect(cacheControlFor('/d/index.html')).toBe(REVALIDATE);
  });

  it("lets a server revalidate its unhashed files instead (the host's entry scripts)", () => {
    expect(cacheControlFor('/d/main.js.gz', REVALIDATE)).toBe('no-cache');
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
  });
});

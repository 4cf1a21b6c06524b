import { describe, expect, it } from 'vitest';
import { buildHeadTags, renderHeadTags, type HeadTag } from '../../src/head';
import { DEFAULT_PRODUCT } from '../../src/config/product';
import { colors } from '../../src/design-system/tokens';

const env = { stage: 'prod' as const, product: DEFAULT_PRODUCT };
const metaContent = (tags: HeadTag[], key: string) => {
  const found = tags.find(
    (t): t is Extract<HeadTag, { tag: 'meta' }> =>
      t.tag === 'meta' && [t.attributes.name, t.attributes.property, t.attributes['http-equiv']].includes(key),
  );
  return found?.attributes.content;
};
const links = (tags: HeadTag[], rel: string) =>
  tags.filter((t): t is Extract<HeadTag, { tag: 'link' }> => t.tag === 'link' && t.attributes.rel === rel);

describe('page head (product overview)', () => {
  it("defaults: description 'Discover the Best Local Events & Things to Do', title the product name, og:type website, twitter summary", () => {
    const tags = buildHeadTags({}, env);
    expect(metaContent(tags, 'description')).toBe('Discover the Best Local Events & Things to Do');
    expect(tags[0]).toEqual({ tag: 'title', text: 'Evently' });
    expect(metaContent(tags, 'og:title')).toBe('Evently');
    expect(metaContent(tags, 'og:type')).toBe('website');
    expect(metaContent(tags, 'twitter:card')).toBe('summary');
    expect(metaContent(tags, 'og:description')).toBeUndefined();
  });

  it('sets the application name, the orange theme colour and content-language from the locale', () => {
    const tags = buildHeadTags({ locale: 'de_DE' }, env);
    expect(metaContent(tags, 'application-name')).toBe('Evently');
    expect(metaContent(tags, 'theme-color')).toBe(colors.brand);
    expect(metaContent(tags, 'content-language')).toBe('de');
  });

  it('uses the 1200x630 fallback image when no image is given, and the given image otherwise', () => {
    const fallback = buildHeadTags({}, env);
    expect(metaContent(fallback, 'og:image:width')).toBe('1200');
    expect(metaContent(fallback, 'og:image:height')).toBe('630');
    const given = buildHeadTags({ imageUrl: 'https://img.test/a.png' }, env);
    expect(metaContent(given, 'og:image')).toBe('https://img.test/a.png');
    expect(metaContent(given, 'og:image:width')).toBeUndefined();
  });

  it.each(['summary', 'summary_large_image', 'app', 'player'])('allows twitter card %s', (card) => {
    expect(metaContent(buildHeadTags({ twitterCard: card }, env), 'twitter:card')).toBe(card);
  });
  it('falls back to summary for a card type outside the allowed list', () => {
    expect(metaContent(buildHeadTags({ twitterCard: 'gallery' }, env), 'twitter:card')).toBe('summary');
  });

  it.each([
    ['prod', 'production'],
    ['preprod', 'production'],
    ['test', 'test'],
    ['dev', 'development'],
    ['local', 'development'],
  ] as const)(
    'stage %s uses the %s favicon set with sizes 16, 32, 96, 194, 192, a 180 touch icon and a manifest',
    (stage, set) => {
      const tags = buildHeadTags({}, { ...env, stage });
      const icons = links(tags, 'icon');
      expect(icons.map((l) => l.attributes.sizes)).toEqual(['16x16', '32x32', '96x96', '194x194', '192x192']);
      expect(icons.every((l) => l.attributes.href?.includes(`/favicons/${set}/`))).toBe(true);
      expect(links(tags, 'apple-touch-icon')[0]?.attributes.sizes).toBe('180x180');
      expect(links(tags, 'manifest')[0]?.attributes.href).toContain(`/favicons/${set}/`);
    },
  );

  it('preconnects to two content-delivery hosts', () => {
    expect(links(buildHeadTags({}, env), 'preconnect')).toHaveLength(2);
  });

  it('carries app links and drops unsafe URLs', () => {
    const tags = buildHeadTags(
      { iosAppUrl: 'evently://e/1', androidAppUrl: 'javascript:alert(1)', url: 'javascript:x', imageUrl: 'data:x' },
      env,
    );
    expect(metaContent(tags, 'al:ios:url')).toBe('evently://e/1');
    expect(metaContent(tags, 'al:android:url')).toBeUndefined();
    expect(metaContent(tags, 'og:url')).toBeUndefined();
    expect(metaContent(tags, 'og:image')).not.toContain('data:');
  });

  it('escapes every value when serialised', () => {
    const html = renderHeadTags(
      buildHeadTags({ title: '</title><script>alert(1)</script>', description: '"quoted" & <b>' }, env),
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;/title&gt;&lt;script&gt;');
    expect(html).toContain('content="&quot;quoted&quot; &amp; &lt;b&gt;"');
  });

  it("carries each configured verification code under its service's standard name, and leaves out the missing ones", () => {
    const tags = buildHeadTags(
      {},
      { ...env, verification: { google: ' g-code ', bing: 'B1NG', yandex: '', pinterest: 'pin', facebookAppId: '42' } },
    );
    expect(metaContent(tags, 'google-site-verification')).toBe('g-code');
    expect(metaContent(tags, 'msvalidate.01')).toBe('B1NG');
    expect(metaContent(tags, 'p:domain_verify')).toBe('pin');
    expect(metaContent(tags, 'fb:app_id')).toBe('42');
    // fb:app_id is an Open Graph property, the others are named metas.
    expect(tags).toContainEqual({ tag: 'meta', attributes: { property: 'fb:app_id', content: '42' } });
    expect(metaContent(tags, 'yandex-verification')).toBeUndefined();
    expect(metaContent(tags, 'facebook-domain-verification')).toBeUndefined();
    expect(metaContent(buildHeadTags({}, env), 'google-site-verification')).toBeUndefined();
  });

  it('escapes verification codes and ignores values that are not text', () => {
    const html = renderHeadTags(
      buildHeadTags(
        {},
        {
          ...env,
          verification: {
            google: '"><script>alert(1)</script>',
            bing: 42 as unknown as string,
            facebook: { toString: () => 'x' } as unknown as string,
          },
        },
      ),
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain(
      '<meta name="google-site-verification" content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">',
    );
    expect(html).not.toContain('msvalidate.01');
    expect(html).not.toContain('facebook-domain-verification');
  });
});

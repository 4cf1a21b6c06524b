/**
 * Page head tags (product overview) as data: a pure function from the share inputs and the environment to
 * the tags a page should carry, plus an escaping serialiser for servers. Exposed as
 * `globalHeader/head` so hosts render the same head the demo host does.
 */
import { BRAND_COLOR } from '../config/constants';
import { getContentLanguage } from '../config/locales';
import { getFaviconSet, type FaviconSet } from '../config/stage';
import type { Product, Stage } from '../config/types';

/** Share inputs of the product overview. Every field optional; bad values fall back to the defaults. */
export interface ShareInputs {
  description?: string;
  imageUrl?: string;
  title?: string;
  type?: string;
  url?: string;
  androidAppUrl?: string;
  iosAppUrl?: string;
  twitterCard?: string;
  locale?: string;
}

export interface HeadEnvironment {
  stage: Stage;
  product: Product;
  /** Base URL of static assets (favicons, manifest, fallback image). Default '' (same origin). */
  staticBaseUrl?: string;
  /** The two content-delivery hosts to preconnect to (product overview). */
  preconnectHosts?: readonly string[];
  /** Search-engine and social verification codes and the Facebook app id (product overview), per deployment. */
  verification?: SiteVerification;
}

/**
 * The product overview "Search-engine and social verification and app ids are present (values not copied)": each
 * service's code is deployment configuration; a missing or empty one leaves its tag out.
 */
export interface SiteVerification {
  /** Google Search Console: `<meta name="google-site-verification">`. */
  google?: string;
  /** Bing Webmaster Tools: `<meta name="msvalidate.01">`. */
  bing?: string;
  /** Yandex Webmaster: `<meta name="yandex-verification">`. */
  yandex?: string;
  /** Pinterest: `<meta name="p:domain_verify">`. */
  pinterest?: string;
  /** Facebook Business domain verification: `<meta name="facebook-domain-verification">`. */
  facebook?: string;
  /** The Facebook app of the site: `<meta property="fb:app_id">` (Open Graph). */
  facebookAppId?: string;
}

/** Each verification code's tag, as the service names it. */
export const VERIFICATION_TAGS: Record<keyof SiteVerification, { attribute: 'name' | 'property'; key: string }> = {
  google: { attribute: 'name', key: 'google-site-verification' },
  bing: { attribute: 'name', key: 'msvalidate.01' },
  yandex: { attribute: 'name', key: 'yandex-verification' },
  pinterest: { attribute: 'name', key: 'p:domain_verify' },
  facebook: { attribute: 'name', key: 'facebook-domain-verification' },
  facebookAppId: { attribute: 'property', key: 'fb:app_id' },
};

export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; attributes: Record<string, string> }
  | { tag: 'link'; attributes: Record<string, string> };

export const DEFAULT_DESCRIPTION = 'Discover the Best Local Events & Things to Do';
export const DEFAULT_OG_TYPE = 'website';
export const DEFAULT_TWITTER_CARD = 'summary';
export const TWITTER_CARD_TYPES = ['summary', 'summary_large_image', 'app', 'player'] as const;
/** Open Graph fallback image size (product overview). */
export const OG_FALLBACK_IMAGE_WIDTH = 1200;
export const OG_FALLBACK_IMAGE_HEIGHT = 630;
/** Favicon sizes (product overview): 16, 32, 96, 194 and 192 (Android), plus a 180 px touch icon. */
export const FAVICON_SIZES = [16, 32, 96, 194] as const;
export const ANDROID_ICON_SIZE = 192;
export const TOUCH_ICON_SIZE = 180;
/** The two asset hosts preconnected by default (configurable per deployment). */
export const DEFAULT_PRECONNECT_HOSTS = [
  'https://cdn.evently-static.example',
  'https://img.evently-static.example',
] as const;
/** Attendee app ids (values are deployment configuration; the spec does not copy them). */
export const APP_IDS = { ios: 'id000000000', android: 'com.evently.attendee' } as const;

const isHttpUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
};
/** App links may use the app's own scheme (`evently://e/1`), never script schemes. */
const isAppUrl = (value: unknown): value is string =>
  typeof value === 'string' && /^[a-z][a-z0-9+.-]*:\/\//i.test(value) && !/^(javascript|data|vbscript):/i.test(value);
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

export function buildHeadTags(inputs: ShareInputs, env: HeadEnvironment): HeadTag[] {
  const staticBase = (env.staticBaseUrl ?? '').replace(/\/+$/, '');
  const favicons: FaviconSet = getFaviconSet(env.stage);
  const title = text(inputs.title) ?? env.product.name;
  const description = text(inputs.description) ?? DEFAULT_DESCRIPTION;
  const locale =
    typeof inputs.locale === 'string' && /^[a-z]{2}[_-][A-Za-z]{2}$/.test(inputs.locale) ? inputs.locale : 'en_US';
  const twitterCard = (TWITTER_CARD_TYPES as readonly string[]).includes(inputs.twitterCard ?? '')
    ? (inputs.twitterCard as string)
    : DEFAULT_TWITTER_CARD;
  const meta = (attributes: Record<string, string>): HeadTag => ({ tag: 'meta', attributes });
  const link = (attributes: Record<string, string>): HeadTag => ({ tag: 'link', attributes });
  const asset = (path: string) => `${staticBase}/${path}`;

  const tags: HeadTag[] = [
    { tag: 'title', text: title },
    meta({ name: 'description', content: description }),
    meta({ name: 'application-name', content: env.product.name }),
    meta({ name: 'apple-mobile-web-app-title', content: env.product.name }),
    meta({ name: 'theme-color', content: BRAND_COLOR }),
    meta({ name: 'msapplication-TileColor', content: BRAND_COLOR }),
    meta({ 'http-equiv': 'content-language', content: getContentLanguage(locale) }),
    meta({ property: 'og:site_name', content: env.product.name }),
    meta({ property: 'og:title', content: title }),
    ...(text(inputs.description) ? [meta({ property: 'og:description', content: description })] : []),
    ...(isHttpUrl(inputs.url) ? [meta({ property: 'og:url', content: inputs.url })] : []),
    meta({ property: 'og:type', content: text(inputs.type) ?? DEFAULT_OG_TYPE }),
    meta({ property: 'og:locale', content: locale.replace('-', '_') }),
  ];
  if (isHttpUrl(inputs.imageUrl)) {
    tags.push(meta({ property: 'og:image', content: inputs.imageUrl }));
  } else {
    tags.push(
      meta({ property: 'og:image', content: asset('images/og-fallback.png') }),
      meta({ property: 'og:image:width', content: String(OG_FALLBACK_IMAGE_WIDTH) }),
      meta({ property: 'og:image:height', content: String(OG_FALLBACK_IMAGE_HEIGHT) }),
    );
  }
  tags.push(
    meta({ name: 'twitter:card', content: twitterCard }),
    meta({ name: 'twitter:title', content: title }),
    meta({ name: 'twitter:description', content: description }),
    meta({ name: 'twitter:app:id:iphone', content: APP_IDS.ios }),
    meta({ name: 'twitter:app:id:googleplay', content: APP_IDS.android }),
    meta({ property: 'al:ios:app_store_id', content: APP_IDS.ios }),
    meta({ property: 'al:android:package', content: APP_IDS.android }),
  );
  for (const [service, { attribute, key }] of Object.entries(VERIFICATION_TAGS)) {
    const code = text(env.verification?.[service as keyof SiteVerification]);
    if (code) tags.push(meta({ [attribute]: key, content: code }));
  }
  if (isAppUrl(inputs.iosAppUrl)) tags.push(meta({ property: 'al:ios:url', content: inputs.iosAppUrl }));
  if (isAppUrl(inputs.androidAppUrl)) tags.push(meta({ property: 'al:android:url', content: inputs.androidAppUrl }));
  for (const size of FAVICON_SIZES) {
    tags.push(
      link({
        rel: 'icon',
        type: 'image/png',
        sizes: `${size}x${size}`,
        href: asset(`favicons/${favicons}/favicon-${size}x${size}.png`),
      }),
    );
  }
  tags.push(
    link({
      rel: 'icon',
      type: 'image/png',
      sizes: `${ANDROID_ICON_SIZE}x${ANDROID_ICON_SIZE}`,
      href: asset(`favicons/${favicons}/android-chrome-${ANDROID_ICON_SIZE}x${ANDROID_ICON_SIZE}.png`),
    }),
    link({
      rel: 'apple-touch-icon',
      sizes: `${TOUCH_ICON_SIZE}x${TOUCH_ICON_SIZE}`,
      href: asset(`favicons/${favicons}/apple-touch-icon.png`),
    }),
    link({ rel: 'manifest', href: asset(`favicons/${favicons}/site.webmanifest`) }),
  );
  for (const host of env.preconnectHosts ?? DEFAULT_PRECONNECT_HOSTS) {
    if (isHttpUrl(host)) tags.push(link({ rel: 'preconnect', href: host, crossorigin: '' }));
  }
  return tags;
}

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** Serialise tags to HTML for a server-rendered head; every value is escaped. */
export function renderHeadTags(tags: HeadTag[]): string {
  return tags
    .map((tag) => {
      if (tag.tag === 'title') return `<title>${escapeHtml(tag.text)}</title>`;
      const attributes = Object.entries(tag.attributes)
        .map(([name, value]) => (value === '' ? name : `${name}="${escapeHtml(value)}"`))
        .join(' ');
      return `<${tag.tag} ${attributes}>`;
    })
    .join('\n');
}

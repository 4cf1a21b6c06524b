import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../host-demo/server/app';
import {
  FAVICON_COLORS,
  FAVICON_FILES,
  buildPageHead,
  headPlugin,
  injectHead,
  type HeadPlace,
} from '../../../host-demo/qa/server/head';
import { IMAGE_FILES, readImages } from '../../../host-demo/qa/server/favicons';
import { drawSquarePng } from '../../../host-demo/qa/scripts/draw-images';
import { colors } from '../../../src/design-system/tokens';
import { DEFAULT_DESCRIPTION } from '../../../src/head';

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8" /><link rel="icon" href="data:," />
<title>Global header demo host</title><style>body{}</style></head><body><div id="root"></div></body></html>`;

const PLACES: Record<string, HeadPlace> = {
  'ny--new-york': { name: 'New York' },
};
const lookups = {
  findPlaceBySlug: (slug: string) => PLACES[slug],
  guessPlace: () => ({ name: 'London' }),
};

function titleOf(html: string): string | undefined {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1];
}

describe('injectHead', () => {
  it('replaces the static title with the tags and drops the empty placeholder icon', () => {
    const out = injectHead(PAGE, '<title>X &amp; Y</title>\n<meta name="description" content="d">');
    expect(out.match(/<title>/g)).toHaveLength(1);
    expect(titleOf(out)).toBe('X &amp; Y');
    expect(out).not.toContain('href="data:,"');
    // The tags stay inside <head>, after the charset declaration.
    expect(out.indexOf('<meta name="description"')).toBeGreaterThan(out.indexOf('<meta charset'));
    expect(out.indexOf('<meta name="description"')).toBeLessThan(out.indexOf('</head>'));
  });

  it('also drops the placeholder icon as the minified production build writes it', () => {
    const out = injectHead('<head><link rel=icon href=data:,><title>Old</title></head>', '<title>New</title>');
    expect(out).toBe('<head><title>New</title></head>');
  });

  it('puts the tags before </head> when the page has no title; `$` in values is kept literally', () => {
    const out = injectHead('<html><head></head><body></body></html>', '<title>$& $1</title>');
    expect(out).toBe('<html><head><title>$& $1</title></head><body></body></html>');
  });
});

describe('buildPageHead: one head per route (product overview)', () => {
  it('titles a discovery listing by what it lists: "Jazz events in New York"', () => {
    const head = buildPageHead({ pathname: '/d/ny--new-york/events/jazz/', search: '' }, lookups);
    expect(head).toMatchObject({ status: 200, title: 'Jazz events in New York', stage: 'prod', locale: 'en_US' });
    expect(head.html).toContain('<title>Jazz events in New York</title>');
    expect(head.html).toContain('<meta property="og:title" content="Jazz events in New York">');
    expect(head.html).toContain(`<meta name="description" content="${DEFAULT_DESCRIPTION.replace('&', '&amp;')}">`);
  });

  it('titles /d/local/ with the place guessed for the visitor', () => {
    expect(buildPageHead({ pathname: '/d/local/all-events/', search: '' }, lookups).title).toBe('Events in London');
  });

  it('gives other routes their route name and the home its own title', () => {
    expect(buildPageHead({ pathname: '/signin/', search: '?referrer=/mytickets' }, lookups).title).toBe('Sign in');
    expect(buildPageHead({ pathname: '/', search: '' }, lookups).title).toBe('Global header demo host');
  });

  it.each([
    ['/d/ny--new-york/jazz/', ''],
    ['/d/online/events--someday/', ''],
    ['/d/online/all-events/', '?page=0'],
    ['/d/atlantis--lost-city/all-events/', ''],
  ])('answers 404 for the unreadable or placeless discovery address %s%s', (pathname, search) => {
    const head = buildPageHead({ pathname, search }, lookups);
    expect(head.status).toBe(404);
    expect(head.title).toBe('Page not found (404)');
  });

  it.each([
    ['', 'production'],
    ['?stage=prod', 'production'],
    ['?stage=Preprod', 'production'],
    ['?stage=test', 'test'],
    ['?stage=dev', 'development'],
    ['?stage=LOCAL', 'development'],
    ['?stage=nonsense', 'production'],
  ])(
    'stage from the QA query %j links the %s favicon set (product overview, default prod per the product limits)',
    (search, set) => {
      const { html } = buildPageHead({ pathname: '/', search }, lookups);
      for (const file of FAVICON_FILES.keys()) expect(html).toContain(`href="/favicons/${set}/${file}"`);
      expect(html).toContain(`<link rel="manifest" href="/favicons/${set}/site.webmanifest">`);
    },
  );

  it('content-language is the first two letters of the QA locale (product overview)', () => {
    expect(buildPageHead({ pathname: '/', search: '?locale=de_DE' }, lookups).html).toContain(
      '<meta http-equiv="content-language" content="de">',
    );
    expect(buildPageHead({ pathname: '/', search: '?locale=xx_YY' }, lookups).html).toContain('content="en"');
  });
});

describe('the head images (static PNGs, npm run draw-images)', () => {
  it('are committed exactly as drawn: each of its size, in its colour, with a white mark in the middle', () => {
    const images = readImages();
    for (const { file, width, height, color } of IMAGE_FILES) {
      const png = images.get(file)!;
      expect([...png.subarray(0, 8)], file).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], file).toEqual([width, height]);
      expect(png.equals(drawSquarePng(width, height, color)), `${file} differs: run npm run draw-images`).toBe(true);
    }
  });
});

describe('the head plugin on a Fastify server', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await app.register(headPlugin, lookups);
    app.get('/*', async (_request, reply) => reply.type('text/html; charset=utf-8').send(PAGE));
    app.get('/data.json', async () => ({ html: '<title>not a page</title>' }));
  });
  afterAll(() => app.close());

  it('injects the head into every HTML page, per request', async () => {
    const res = await app.inject('/d/ny--new-york/events/jazz/?stage=test&persona=attendee');
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe('Jazz events in New York');
    expect(res.body).toContain('href="/favicons/test/favicon-32x32.png"');
    expect(res.body).toContain(
      '<meta property="og:url" content="http://127.0.0.1:3000/d/ny--new-york/events/jazz/?stage=test&amp;persona=attendee">',
    );
  });

  it('takes og:url from the configured public origin, never from the Host header', async () => {
    const res = await app.inject({ url: '/d/ny--new-york/events/jazz/', headers: { host: 'evil.example' } });
    expect(res.body).not.toContain('evil.example');
    expect(res.body).toContain('<meta property="og:url" content="http://127.0.0.1:3000/d/ny--new-york/events/jazz/">');
  });

  it('answers an unreadable discovery address with status 404 and the page (the SPA explains why)', async () => {
    const res = await app.inject('/d/ny--new-york/jazz/');
    expect(res.statusCode).toBe(404);
    expect(titleOf(res.body)).toBe('Page not found (404)');
    expect(res.body).toContain('<div id="root">');
  });

  it('leaves JSON alone', async () => {
    const res = await app.inject('/data.json');
    expect(res.json()).toEqual({ html: '<title>not a page</title>' });
  });

  it('serves every linked favicon of every set as a PNG of its size in the set colour, and the manifest', async () => {
    for (const set of ['production', 'test', 'development'] as const) {
      for (const [file, size] of FAVICON_FILES) {
        const res = await app.inject(`/favicons/${set}/${file}`);
        expect(res.statusCode, `${set}/${file}`).toBe(200);
        expect(res.headers['content-type']).toBe('image/png');
        expect(res.rawPayload.readUInt32BE(16)).toBe(size);
        expect(res.rawPayload.equals(drawSquarePng(size, size, FAVICON_COLORS[set]))).toBe(true);
      }
      const manifest = await app.inject(`/favicons/${set}/site.webmanifest`);
      expect(manifest.headers['content-type']).toContain('application/manifest+json');
      expect(manifest.json()).toMatchObject({
        theme_color: colors.brand,
        icons: [{ src: `/favicons/${set}/android-chrome-192x192.png` }],
      });
    }
    expect((await app.inject('/favicons/staging/favicon-16x16.png')).statusCode).toBe(404);
    expect((await app.inject('/favicons/production/favicon-17x17.png')).statusCode).toBe(404);
  });

  it('serves the Open Graph fallback image at its 1200 x 630 size (product overview)', async () => {
    const res = await app.inject('/images/og-fallback.png');
    expect(res.statusCode).toBe(200);
    expect([res.rawPayload.readUInt32BE(16), res.rawPayload.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});

describe('the demo server with the head plugin registered', () => {
  let app: FastifyInstance;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'head-test-'));
    await writeFile(path.join(dir, 'index.html'), PAGE);
    app = await buildApp({ clientDir: dir });
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('titles real listings from the place database and 404s an unknown place', async () => {
    const jazz = await app.inject('/d/ny--new-york/events/jazz/');
    expect(jazz.statusCode).toBe(200);
    expect(titleOf(jazz.body)).toBe('Jazz events in New York');
    expect(jazz.body).toContain('<div id="root">');
    const unknown = await app.inject('/d/atlantis--lost-city/all-events/');
    expect(unknown.statusCode).toBe(404);
    const place = await app.inject('/home/api/geo/place_from_slug/?slug=ny--new-york');
    expect(place.json().place).toMatchObject({ location_slug: 'ny--new-york', place_type: 'locality' });
  }, 120_000);

  it('the favicons it links do not 404 on the real server', async () => {
    const page = await app.inject('/signin/?stage=dev');
    const hrefs = [...page.body.matchAll(/<link rel="(?:icon|apple-touch-icon|manifest)"[^>]*href="([^"]+)"/g)].map(
      (m) => m[1]!,
    );
    expect(hrefs).toHaveLength(7);
    for (const href of hrefs) expect((await app.inject(href)).statusCode, href).toBe(200);
  });
});

/**
 * GET /demo-images/:key.svg : the event images of the demo, drawn here (no outside URLs). The key
 * is `{category-slug}-{variant}`; the variant picks the gradient, the category picks the glyph.
 */
import type { FastifyInstance } from 'fastify';
import { CATEGORIES, getCategoryBySlug } from '../../../src/taxonomy';
import { IMAGE_VARIANTS } from '../data/event-generator';
import { fnv1a } from '../data/places';
import { notFound } from './errors';

export const DEMO_IMAGES_PATH = '/demo-images/:file';
const FILE_PATTERN = /^([a-z-]{1,40})-(\d{1,3})\.svg$/;

/** 100x100 glyphs, white strokes; several categories share a glyph shape family. */
const GLYPHS: Record<string, string> = {
  business: '<rect x="15" y="32" width="70" height="48" rx="6"/><path d="M38 32v-8h24v8M15 52h70"/>',
  'science-and-tech':
    '<rect x="28" y="28" width="44" height="44" rx="4"/><path d="M40 28v-12M60 28v-12M40 72v12M60 72v12M28 40h-12M28 60h-12M72 40h12M72 60h12"/>',
  music: '<path d="M40 74V24l40-8v50"/><circle cx="31" cy="74" r="9"/><circle cx="71" cy="66" r="9"/>',
  'film-and-media':
    '<rect x="14" y="28" width="72" height="48" rx="4"/><path d="M14 40h72M14 64h72M30 28v12M50 28v12M70 28v12M30 64v12M50 64v12M70 64v12"/>',
  arts: '<path d="M50 16c-19 0-34 14-34 32 0 16 12 24 22 22 8-2 6-10 12-10s12 4 16 0c10-8 18-44-16-44z"/><circle cx="36" cy="42" r="4"/><circle cx="52" cy="32" r="4"/><circle cx="68" cy="42" r="4"/>',
  fashion: '<path d="M50 26a8 8 0 1 1 8 8l-8 6-36 24h72L50 40"/>',
  health: '<path d="M50 80S16 60 16 38a17 17 0 0 1 34-4 17 17 0 0 1 34 4c0 22-34 42-34 42z"/>',
  'sports-and-fitness':
    '<circle cx="50" cy="50" r="32"/><path d="M18 50h64M50 18c-14 18-14 46 0 64M50 18c14 18 14 46 0 64"/>',
  'travel-and-outdoor': '<path d="M10 78l28-44 16 24 10-14 26 34z"/><circle cx="72" cy="28" r="7"/>',
  'food-and-drink': '<path d="M30 16v26a8 8 0 0 0 16 0V16M38 16v68M64 84V16c10 6 12 22 12 34h-12"/>',
  'charity-and-causes': '<path d="M20 56l16-14 14 8 14-8 16 14-30 24z"/><path d="M50 50V20"/>',
  government: '<path d="M14 40l36-22 36 22zM20 44v30M36 44v30M64 44v30M80 44v30M12 80h76"/>',
  community:
    '<circle cx="34" cy="36" r="10"/><circle cx="66" cy="36" r="10"/><path d="M14 78c0-16 10-24 20-24s20 8 20 24M46 78c0-16 10-24 20-24s20 8 20 24"/>',
  spirituality:
    '<path d="M50 14c10 14 10 26 0 36-10-10-10-22 0-36zM50 86V50M30 60c10 0 20 6 20 16M70 60c-10 0-20 6-20 16"/>',
  'family-and-education': '<path d="M10 40l40-18 40 18-40 18zM26 48v18c14 10 34 10 48 0V48"/>',
  holiday: '<path d="M50 12l10 24 26 2-20 16 7 26-23-14-23 14 7-26-20-16 26-2z"/>',
  'home-and-lifestyle': '<path d="M14 50l36-32 36 32M24 42v40h52V42M42 82V60h16v22"/>',
  'auto-boat-and-air':
    '<path d="M14 62l8-20h56l8 20v12H14zM22 42l10-14h36l10 14"/><circle cx="30" cy="74" r="7"/><circle cx="70" cy="74" r="7"/>',
  hobbies:
    '<path d="M24 24h52v52H24z"/><circle cx="38" cy="38" r="4"/><circle cx="62" cy="62" r="4"/><circle cx="50" cy="50" r="4"/>',
  'school-activities': '<path d="M20 80V28l30-12 30 12v52M38 80V58h24v22M50 16v-6"/>',
  other: '<circle cx="50" cy="50" r="30"/><path d="M50 34v20M50 64v2"/>',
};

export function renderEventSvg(categorySlug: string, variant: number): string {
  const category = getCategoryBySlug(categorySlug) ?? CATEGORIES[CATEGORIES.length - 1]!;
  const hue = fnv1a(`${categorySlug}-${variant}`) % 360;
  const hue2 = (hue + 40 + (variant % 5) * 12) % 360;
  const angle = (variant * 37) % 360;
  const glyph = GLYPHS[category.slug] ?? GLYPHS.other!;
  const title = category.title.replace(/&/g, '&amp;');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600" viewBox="0 0 1200 600" role="img" aria-label="${title}">
<defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="hsl(${hue} 70% 45%)"/><stop offset="1" stop-color="hsl(${hue2} 75% 30%)"/></linearGradient></defs>
<rect width="1200" height="600" fill="url(#g)"/>
<circle cx="${200 + ((variant * 83) % 800)}" cy="${100 + ((variant * 47) % 400)}" r="${120 + ((variant * 13) % 160)}" fill="#fff" opacity=".08"/>
<g transform="translate(450 150) scale(3)" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round" opacity=".9">${glyph}</g>
<text x="600" y="540" text-anchor="middle" font-family="system-ui, sans-serif" font-size="40" fill="#fff" opacity=".85">${title}</text>
</svg>`;
}

export function registerDemoImages(app: FastifyInstance): void {
  app.get(DEMO_IMAGES_PATH, async (request, reply) => {
    const { file } = request.params as { file: string };
    const match = FILE_PATTERN.exec(file);
    const variant = match ? Number(match[2]) : -1;
    if (!match || !getCategoryBySlug(match[1]) || variant >= IMAGE_VARIANTS)
      throw notFound(`Image ${file.slice(0, 60)}`);
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(renderEventSvg(match[1]!, variant));
  });
}

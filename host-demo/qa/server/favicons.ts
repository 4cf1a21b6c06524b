/**
 * The favicons, web manifest icons and Open Graph fallback image the page head links (product overview): static PNGs
 * in host-demo/qa/public/images/, drawn once by `npm run draw-images` (host-demo/qa/scripts/draw-images.ts, with
 * pngjs) and committed, so the server only reads files (no PNG encoder in the server).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BRAND_COLOR, type FaviconSet } from '../../../src/config';
import {
  ANDROID_ICON_SIZE,
  FAVICON_SIZES,
  OG_FALLBACK_IMAGE_HEIGHT,
  OG_FALLBACK_IMAGE_WIDTH,
  TOUCH_ICON_SIZE,
} from '../../../src/head';

export const IMAGES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/images');

/** The colour of each favicon set: production wears the brand orange; the others stand apart. */
export const FAVICON_COLORS: Readonly<Record<FaviconSet, string>> = {
  production: BRAND_COLOR,
  test: '#6a2fb8',
  development: '#1f7a3d',
};

export const FAVICON_SETS: readonly FaviconSet[] = ['production', 'test', 'development'];

/** File name -> pixel size of every icon buildHeadTags links (product overview: sizes). */
export const FAVICON_FILES: ReadonlyMap<string, number> = new Map<string, number>([
  ...FAVICON_SIZES.map((size): [string, number] => [`favicon-${size}x${size}.png`, size]),
  [`android-chrome-${ANDROID_ICON_SIZE}x${ANDROID_ICON_SIZE}.png`, ANDROID_ICON_SIZE],
  ['apple-touch-icon.png', TOUCH_ICON_SIZE],
]);

/** Every image file: its path under IMAGES_DIR, size and colour. */
export const IMAGE_FILES: ReadonlyArray<{ file: string; width: number; height: number; color: string }> = [
  ...FAVICON_SETS.flatMap((set) =>
    [...FAVICON_FILES].map(([file, size]) => ({
      file: `favicons/${set}/${file}`,
      width: size,
      height: size,
      color: FAVICON_COLORS[set],
    })),
  ),
  { file: 'og-fallback.png', width: OG_FALLBACK_IMAGE_WIDTH, height: OG_FALLBACK_IMAGE_HEIGHT, color: BRAND_COLOR },
];

/** The committed PNGs by file (IMAGE_FILES), read once. */
export function readImages(): ReadonlyMap<string, Buffer> {
  return new Map(IMAGE_FILES.map(({ file }) => [file, readFileSync(path.join(IMAGES_DIR, file))]));
}

/**
 * Draws the head's PNGs into host-demo/qa/public/images/ (server/favicons.ts lists them): each in its colour
 * with a white square in the middle (a third of the smaller side), so an icon reads as an icon, not a blot.
 * Run after changing a size or colour: `npm run draw-images`; the test in test/host-demo/discovery/head.test.ts
 * fails while the committed files differ from what this draws.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';
import { IMAGE_FILES, IMAGES_DIR } from '../server/favicons';

export function drawSquarePng(width: number, height: number, color: string): Buffer {
  const value = Number.parseInt(color.replace('#', ''), 16);
  const rgb = [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff] as const;
  const mark = Math.max(1, Math.round(Math.min(width, height) / 3));
  const left = Math.floor((width - mark) / 2);
  const top = Math.floor((height - mark) / 2);
  const png = new PNG({ width, height, colorType: 2, inputColorType: 2, inputHasAlpha: false });
  png.data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const inMark = x >= left && x < left + mark && y >= top && y < top + mark;
      png.data.set(inMark ? [255, 255, 255] : rgb, (y * width + x) * 3);
    }
  }
  return PNG.sync.write(png, { colorType: 2, inputColorType: 2, inputHasAlpha: false });
}

if (
  process.argv[1] &&
  path.resolve(process.argv[1]).endsWith(path.join('host-demo', 'qa', 'scripts', 'draw-images.ts'))
) {
  for (const { file, width, height, color } of IMAGE_FILES) {
    const target = path.join(IMAGES_DIR, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, drawSquarePng(width, height, color));
  }
  console.log(`${IMAGE_FILES.length} images drawn into ${path.relative(process.cwd(), IMAGES_DIR)}`);
}

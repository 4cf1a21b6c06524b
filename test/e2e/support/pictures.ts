/**
 * Reference pictures for e2e tests: a screenshot compared with the PNG committed under
 * test/e2e/__references__/, pixel by pixel, with the storybook pictures' tolerance (.storybook/screenshots.ts:
 * anti-aliasing noise passes, a moved or clipped part does not). The references come from the system Chromium
 * that CI runs; `UPDATE_E2E_PICTURES=1 npm test -- <file>` redraws them.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { ROOT } from './paths';

export const REFERENCES_DIR = path.join(ROOT, 'test/e2e/__references__');

/** As the story screenshots allow: anti-aliasing noise only; a clipped label changes hundreds of pixels. */
const ALLOWED_MISMATCHED_PIXELS = 40;
/** A pixel differs when one of its channels is this far from the reference's (0 to 255): not a rounding. */
const CHANNEL_TOLERANCE = 24;

/** How many pixels of `actual` differ from `expected`; undefined when their sizes differ. */
export function mismatchedPixels(actual: PNG, expected: PNG): number | undefined {
  if (actual.width !== expected.width || actual.height !== expected.height) return undefined;
  let count = 0;
  for (let index = 0; index < actual.data.length; index += 4) {
    for (let channel = 0; channel < 4; channel += 1) {
      if (Math.abs(actual.data[index + channel]! - expected.data[index + channel]!) > CHANNEL_TOLERANCE) {
        count += 1;
        break;
      }
    }
  }
  return count;
}

/**
 * Throws unless `screenshot` (a PNG) matches the reference `name`.png. A missing reference is drawn and still
 * fails (commit it and run again), unless UPDATE_E2E_PICTURES is set: no picture test passes unchecked.
 * A mismatch leaves the new picture in the temporary directory, named in the error.
 */
export function expectMatchesReference(screenshot: Buffer, name: string): void {
  const file = path.join(REFERENCES_DIR, `${name}.png`);
  const update = Boolean(process.env.UPDATE_E2E_PICTURES);
  if (update || !existsSync(file)) {
    mkdirSync(REFERENCES_DIR, { recursive: true });
    writeFileSync(file, screenshot);
    if (update) return;
    throw new Error(`No reference picture ${path.relative(ROOT, file)}: drawn now, look at it and commit it.`);
  }
  const actual = PNG.sync.read(screenshot);
  const expected = PNG.sync.read(readFileSync(file));
  const mismatched = mismatchedPixels(actual, expected);
  if (mismatched !== undefined && mismatched <= ALLOWED_MISMATCHED_PIXELS) return;
  const saved = path.join(tmpdir(), `${name}-actual.png`);
  writeFileSync(saved, screenshot);
  throw new Error(
    mismatched === undefined
      ? `${name}: ${actual.width}x${actual.height} px, the reference is ${expected.width}x${expected.height} (new picture: ${saved})`
      : `${name}: ${mismatched} pixels differ from the reference, at most ${ALLOWED_MISMATCHED_PIXELS} may (new picture: ${saved})`,
  );
}

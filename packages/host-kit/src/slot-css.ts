/**
 * The room HeaderSlot holds for the header from the first paint, per layout like the header itself:
 * HEADER_HEIGHT_MOBILE below BREAKPOINTS.lg, HEADER_HEIGHT_DESKTOP from it; and the fallback header's
 * look at the same heights. Plain CSS in a `<style>` (with the page's nonce): no script and no device guess
 * decides the height, so neither a server's HTML nor hydration moves the page, and no style attribute trips a
 * strict Content-Security-Policy.
 */
import { BREAKPOINTS, HEADER_HEIGHT_DESKTOP, HEADER_HEIGHT_MOBILE } from '../../../src/config';

export const HEADER_SLOT_CLASS = 'global-header-slot';

const slot = `.${HEADER_SLOT_CLASS}`;
const fallback = `${slot} .fallback-header`;

export const HEADER_SLOT_CSS = [
  `${slot}{position:relative;display:block;min-height:${HEADER_HEIGHT_MOBILE}px}`,
  `${fallback}{height:${HEADER_HEIGHT_MOBILE}px;display:flex;align-items:center;gap:12px;padding:0 12px;background:#fff;box-shadow:inset 0 -1px 0 #dbdae3;font-size:0.875rem;line-height:1.25;box-sizing:border-box}`,
  `${fallback}__skip{position:absolute;left:8px;top:-100px;background:#fff;padding:8px;z-index:10}`,
  `${fallback}__skip:focus{top:8px}`,
  `${fallback}__logo{font-weight:800;font-size:1.125rem;color:#d1410c;text-decoration:none}`,
  `${fallback} nav ul{display:flex;gap:4px 12px;list-style:none;margin:0;padding:0;flex-wrap:wrap}`,
  `${fallback} nav a{color:#39364f;text-decoration:none;font-weight:500}`,
  `${fallback} nav a:hover{text-decoration:underline}`,
  `${fallback}__signin{margin-left:auto;color:#39364f;font-weight:600}`,
  `@media (min-width:${BREAKPOINTS.lg}px){${slot}{min-height:${HEADER_HEIGHT_DESKTOP}px}` +
    `${fallback}{height:${HEADER_HEIGHT_DESKTOP}px;gap:24px;padding:0 24px;font-size:1rem}${fallback}__logo{font-size:1.375rem}}`,
].join('');

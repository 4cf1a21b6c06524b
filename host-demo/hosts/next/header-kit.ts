/**
 * What this host's browser code takes from the header's side, in one place (issue 28): today from this
 * repository's sources, one file to change when the host kit package replaces them. `createHeaderFederation`
 * is the README's federation instance (the page's React shared, the signed-manifest check on); the types are
 * the exposes' own (tsconfig.json `paths`).
 */
export { createHeaderFederation } from '../runtime/header-federation';
export { FallbackHeader } from '../../ssr/fallback-header';
export type { PinnedKey } from '../../../src/federation';
export type { ServerHeaderProps } from '../../ssr/page-header';
export type HeaderModule = typeof import('globalHeader/Header');

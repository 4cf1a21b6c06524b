/**
 * The demo host's Content-Security-Policy, so that an injected script does not run: every answer of
 * the host server carries it
 * and `X-Content-Type-Options: nosniff`, so a page runs scripts only from its own origin, the header
 * remote's origin and elements carrying the request's nonce. No `unsafe-inline`, no `unsafe-eval`: an
 * injected inline script or event handler attribute does not run, and neither does code built with
 * `eval` or `new Function`.
 *
 * Styles: the page's own inline `<style>` elements (from the HTML templates) and the header's
 * server-rendered styled-components `<style>` tags get the nonce where they are made; styled-components
 * in the browser reads it from `<meta property="csp-nonce" nonce="…">` first in the head (the look-up
 * styled-components 6 does before `__webpack_nonce__`, which only the copy bundled with a page's own
 * webpack runtime would see); the host kit's HeaderSlot's `<style>` gets it from the same tag (common/host-config.ts,
 * `readCspNonce`). The discovery page's `<style>`, rendered by React on the server and in the browser alike, is
 * allowed by its hash. Style attributes are not allowed: the demo uses classes.
 *
 * Images, fonts and connections are not restricted here (no `default-src`): the policy is about what may
 * run. docs/trust.md, "Content-Security-Policy for hosts", lists what a host with a stricter policy must allow.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { HEADER_SLOT_CSS } from '@global-header/host-kit/react';
import { DISCOVERY_CSS } from '../qa/discovery/discovery-styles';

/** 128 random bits per request, as CSP 3 asks of a nonce. */
const NONCE_BYTES = 16;

export interface ContentSecurityPolicyOptions {
  /** The request's nonce (createNonce). */
  nonce: string;
  /** Origin of the header remote (its manifest, remote entry and chunks), from REMOTE_URL. */
  remoteOrigin: string;
}

/** A fresh base64 nonce; one per response, never reused. */
export function createNonce(): string {
  return randomBytes(NONCE_BYTES).toString('base64');
}

/** `'sha256-…'` of an inline element's text, as CSP matches it. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * Inline styles allowed by hash: rendered by React in the page, which cannot know the response's nonce (the
 * discovery page's; the host kit's HeaderSlot's room for the header, in the starter apps under /hosts/, which
 * pass no nonce as a host team's app without a policy would not).
 */
const STYLE_HASHES = [hashSource(DISCOVERY_CSS), hashSource(HEADER_SLOT_CSS)];

/** The origin of the remote's manifest URL; throws on anything but http(s) (a misconfiguration). */
export function getRemoteOrigin(manifestUrl: string): string {
  const url = new URL(manifestUrl);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`Not an http(s) remote: ${manifestUrl}`);
  return url.origin;
}

/** The policy text for one response. */
export function buildContentSecurityPolicy({ nonce, remoteOrigin }: ContentSecurityPolicyOptions): string {
  const directives: [string, ...string[]][] = [
    ['script-src', "'self'", remoteOrigin, `'nonce-${nonce}'`],
    ['style-src', "'self'", `'nonce-${nonce}'`, ...STYLE_HASHES],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** Read by styled-components in the browser (getNonce) for the `<style>` tags it adds. */
export function renderNonceMeta(nonce: string): string {
  return `<meta property="csp-nonce" nonce="${nonce}">`;
}

/**
 * A page template (trusted: built from host-demo/qa/public) for one response: the nonce on each of its
 * `<style>` elements, and the meta tag styled-components reads first in the head. Only templates go
 * through this; markup rendered from data never gets a nonce.
 */
export function addNonceToTemplate(html: string, nonce: string): string {
  const styled = html.replace(/<style(?=[\s>])/g, `<style nonce="${nonce}"`);
  return styled.replace(/<head(?:\s[^>]*)?>/i, (head) => `${head}${renderNonceMeta(nonce)}`);
}

declare module 'fastify' {
  interface FastifyRequest {
    /** This response's CSP nonce (csp.ts). */
    cspNonce: string;
  }
}

/**
 * Adds the policy and `nosniff` to every answer of `app` (called on the root instance, before any
 * route): pages, their 404s, the /hosts/ pages and the files and API answers beside them.
 */
export function addContentSecurityPolicy(app: FastifyInstance, options: { manifestUrl: string }): void {
  const remoteOrigin = getRemoteOrigin(options.manifestUrl);
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', async (request, reply) => {
    request.cspNonce = createNonce();
    reply.header('content-security-policy', buildContentSecurityPolicy({ nonce: request.cspNonce, remoteOrigin }));
    reply.header('x-content-type-options', 'nosniff');
  });
}

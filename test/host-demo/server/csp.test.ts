// @vitest-environment node
/**
 * host-demo's Content-Security-Policy: the policy text, the nonce, and which tags of a
 * page get it. The built pages in Chromium: test/e2e/csp.test.ts.
 */
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HEADER_SLOT_CSS } from '@global-header/host-kit/react';
import {
  addNonceToTemplate,
  buildContentSecurityPolicy,
  createNonce,
  getRemoteOrigin,
  hashSource,
  renderNonceMeta,
} from '../../../host-demo/server/csp';
import { DISCOVERY_CSS } from '../../../host-demo/qa/discovery/discovery-styles';

const NONCE = 'bm9uY2Utb2YtdGhlLXRlc3Q=';

describe('buildContentSecurityPolicy', () => {
  const policy = buildContentSecurityPolicy({ nonce: NONCE, remoteOrigin: 'https://header.example' });
  const directives = new Map(policy.split('; ').map((text) => [text.split(' ')[0], text.split(' ').slice(1)]));

  it('limits scripts to the page origin, the remote origin and the nonce: no unsafe-inline, no unsafe-eval', () => {
    expect(directives.get('script-src')).toEqual(["'self'", 'https://header.example', `'nonce-${NONCE}'`]);
    expect(policy).not.toMatch(/unsafe-/);
  });

  it("allows styles by nonce, the discovery page's and the HeaderSlot's style by hash, and no plugins, <base> or framing", () => {
    expect(directives.get('style-src')).toEqual([
      "'self'",
      `'nonce-${NONCE}'`,
      hashSource(DISCOVERY_CSS),
      hashSource(HEADER_SLOT_CSS),
    ]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  });
});

describe('createNonce', () => {
  it('is 128 random bits in base64, new every time', () => {
    const nonces = Array.from({ length: 50 }, createNonce);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    expect(new Set(nonces).size).toBe(50);
  });
});

describe('hashSource', () => {
  it("is the base64 SHA-256 of the element's text, as CSP writes it", () => {
    const digest = createHash('sha256').update('a{color:red}').digest('base64');
    expect(hashSource('a{color:red}')).toBe(`'sha256-${digest}'`);
  });
});

describe('getRemoteOrigin', () => {
  it('is the origin of the manifest URL', () => {
    expect(getRemoteOrigin('http://127.0.0.1:3001/mf-manifest.slim.json')).toBe('http://127.0.0.1:3001');
    expect(getRemoteOrigin('https://cdn.example/header/v2/mf-manifest.json?x=1')).toBe('https://cdn.example');
  });

  it('refuses anything but http(s): a policy naming data: or javascript: would let any script in', () => {
    for (const url of ['data:text/javascript,1', 'javascript:alert(1)', 'ftp://cdn.example/m.json', 'not a url'])
      expect(() => getRemoteOrigin(url), url).toThrow();
  });
});

describe('addNonceToTemplate', () => {
  it("puts the nonce on the template's style elements and the meta styled-components reads first in the head", () => {
    const html =
      '<!doctype html><html lang=en><head><meta charset=utf-8><style>a{}</style><style media="print">b{}</style>' +
      '<script defer src=/main.js></script></head><body><div id=root></div></body></html>';
    expect(addNonceToTemplate(html, NONCE)).toBe(
      `<!doctype html><html lang=en><head>${renderNonceMeta(NONCE)}<meta charset=utf-8>` +
        `<style nonce="${NONCE}">a{}</style><style nonce="${NONCE}" media="print">b{}</style>` +
        '<script defer src=/main.js></script></head><body><div id=root></div></body></html>',
    );
  });

  it('leaves other elements whose names start with "style" or "head" alone', () => {
    const html = '<html><header><styles-list></styles-list></header></html>';
    expect(addNonceToTemplate(html, NONCE)).toBe(html);
  });

  it('adds exactly one meta and one nonce per style element, whatever else the template holds', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('<style>x</style>', '<p>style</p>', '<div>', '</div>'), { maxLength: 8 }),
        (parts) => {
          const html = `<html><head>${parts.join('')}</head></html>`;
          const out = addNonceToTemplate(html, NONCE);
          const styles = parts.filter((part) => part.startsWith('<style')).length;
          expect(out.split(`nonce="${NONCE}"`).length - 1).toBe(styles + 1);
          expect(out.match(/<meta property="csp-nonce"/g)).toHaveLength(1);
        },
      ),
    );
  });
});

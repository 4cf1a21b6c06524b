// @vitest-environment node
/**
 * HeaderSlot is safe in a server-rendering framework. On a server it loads nothing and renders the
 * reserved box: 60 px (the mobile header) below 960 px, 72 px from it, in CSS, so no device guess is needed; given
 * the header's server-rendered HTML it renders that inside the box, for the browser to hydrate.
 */
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HeaderSlot } from '@global-header/host-kit/react';

afterEach(() => vi.unstubAllGlobals());

describe('HeaderSlot on a server', () => {
  it('renders only the reserved box, with each layout’s height, loads nothing and says nothing', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const error = vi.spyOn(console, 'error');
    const html = renderToString(
      <HeaderSlot manifestUrl="https://header.example/mf-manifest.json" nonce="abc" headerProps={{}} />,
    );
    expect(html).toMatch(/<style nonce="abc">[^<]*<\/style><div class="global-header-slot"><\/div>$/);
    expect(html).toContain('.global-header-slot{position:relative;display:block;min-height:60px}');
    expect(html).toContain('@media (min-width:960px){.global-header-slot{min-height:72px}');
    expect(fetch).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('keeps the header’s server-rendered HTML in the box, as it was rendered', () => {
    const serverHtml = '<header class="x"><a href="https://www.example.com/">Home</a></header>';
    const html = renderToString(
      <HeaderSlot manifestUrl="https://header.example/mf-manifest.json" serverHtml={serverHtml} />,
    );
    expect(html).toContain(`<div class="global-header-slot">${serverHtml}</div>`);
  });
});

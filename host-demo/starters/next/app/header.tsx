import type { HeaderProps } from '@global-header/host-kit';
import { HeaderSlot } from '@global-header/host-kit/react';
import { RemoteHeader, isMobileRequest } from '@global-header/host-kit/server';
import { headers } from 'next/headers';

// Server environment variables, read when the page renders.
const manifestUrl = process.env.HEADER_MANIFEST_URL ?? 'https://header.example.com/mf-manifest.json';
const siteUrl = process.env.SITE_URL ?? 'https://www.example.com';
// The release this app was deployed against (its record's version): neither the server nor a browser on its
// first visit is served an older one.
const minimumVersion = Number(process.env.HEADER_MINIMUM_VERSION ?? 0);

/** One per server process: it keeps the remote's verified server build and revalidates it. */
const remoteHeader = new RemoteHeader({ manifestUrl, minimumVersion });

/**
 * The nonce of the page's Content-Security-Policy, when your site sends Next one in the request (Next reads it
 * there for its own scripts): the header's style tags carry it too.
 */
export async function requestNonce() {
  return /'nonce-([^']+)'/.exec((await headers()).get('content-security-policy') ?? '')?.[1];
}

/**
 * The header in the server's HTML: rendered here from the remote's server build (or left to the browser when
 * that fails), then hydrated by HeaderSlot, a client component, with the same props.
 */
export async function Header() {
  const request = await headers();
  const headerProps: HeaderProps = {
    // Links and the header's API calls (search, places) go to serverUrl: your site.
    environment: {
      serverUrl: siteUrl,
      isMobile: isMobileRequest(request.get('user-agent') ?? undefined, request.get('sec-ch-ua-mobile') ?? undefined),
    },
    user: { isAuthenticated: false },
  };
  const nonce = await requestNonce();
  const rendered = await remoteHeader.render(headerProps, { nonce });
  return (
    <>
      {rendered.ok ? <div hidden dangerouslySetInnerHTML={{ __html: rendered.styles }} /> : null}
      <HeaderSlot
        manifestUrl={manifestUrl}
        minimumVersion={minimumVersion}
        headerProps={headerProps}
        serverHtml={rendered.ok ? rendered.html : undefined}
        nonce={nonce}
      />
    </>
  );
}

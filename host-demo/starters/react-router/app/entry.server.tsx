import { PassThrough } from 'node:stream';
import type { HeaderProps } from '@global-header/host-kit';
import { ServerHeaderProvider } from '@global-header/host-kit/react';
import { RemoteHeader, isMobileRequest, renderServerHeader } from '@global-header/host-kit/server';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import { headerManifestUrl, headerMinimumVersion } from './header';

export const streamTimeout = 5_000;

// A server environment variable, read when the page renders.
const siteUrl = process.env.SITE_URL ?? 'https://www.example.com';

/** One per server process: it keeps the remote's verified server build and revalidates it. */
const remoteHeader = new RemoteHeader({ manifestUrl: headerManifestUrl, minimumVersion: headerMinimumVersion });

/** React Router's default Node entry, with the header rendered first and given to the page's HeaderSlot. */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === 'HEAD')
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });

  const headerProps: HeaderProps = {
    // Links and the header's API calls (search, places) go to serverUrl: your site.
    environment: {
      serverUrl: siteUrl,
      isMobile: isMobileRequest(
        request.headers.get('user-agent') ?? undefined,
        request.headers.get('sec-ch-ua-mobile') ?? undefined,
      ),
    },
    user: { isAuthenticated: false },
  };
  // The header, or the note that the browser loads it (the remote missed its budget or failed).
  const header = await renderServerHeader(remoteHeader, headerProps);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <ServerHeaderProvider header={header}>
        <ServerRouter context={routerContext} url={request.url} />
      </ServerHeaderProvider>,
      {
        [routerContext.isSpaMode ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout);
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

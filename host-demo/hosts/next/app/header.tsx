/**
 * The header in this Next.js page, server part (a server component): `globalHeader/Header` rendered from the
 * remote's server build by host-demo's server-rendering helper (or its static fallback header, past the
 * budget or on any failure), handed as HTML to the client part (header-slot.tsx), which hydrates it.
 */
import { headers } from 'next/headers';
import { ANONYMOUS_USER, NO_FLAGS, makeEnvironment } from '../../../../examples/header-examples';
import {
  RemoteHeader,
  SERVER_HEADER_ELEMENT_ID,
  isMobileRequest,
  readPinnedPublicKeys,
  renderPageHeader,
  type ServerHeaderProps,
} from '../header-kit-server';
import { HeaderSlot } from './header-slot';
import { readNextHostConfig } from './host-config';

/** One per server process: it keeps the remote's verified server build and revalidates it. */
let remoteHeader: RemoteHeader | undefined;

/** The nonce of the request's Content-Security-Policy (set by whatever serves this app, as Next reads it too). */
export async function requestNonce(): Promise<string | undefined> {
  const policy = (await headers()).get('content-security-policy') ?? '';
  return /'nonce-([^']+)'/.exec(policy)?.[1];
}

export async function Header() {
  const config = readNextHostConfig();
  const request = await headers();
  const props: ServerHeaderProps = {
    environment: makeEnvironment({ serverUrl: config.publicOrigin, adminServerUrl: config.adminServerUrl }),
    user: ANONYMOUS_USER,
    featureFlags: NO_FLAGS,
    pageData: { isCreatorHomeActivated: false, isHomePage: false },
    mainContentId: 'main-content',
  };
  if (isMobileRequest(request.get('user-agent') ?? undefined, request.get('sec-ch-ua-mobile') ?? undefined))
    props.environment.isMobile = true;
  // JSON drops undefined: the browser hydrates with exactly what was rendered.
  const rendered = JSON.parse(JSON.stringify(props)) as ServerHeaderProps;
  remoteHeader ??= new RemoteHeader({ manifestUrl: config.manifestUrl, minimumVersion: config.minimumVersion });
  const header = await renderPageHeader(remoteHeader, rendered, { nonce: await requestNonce() });
  return (
    <HeaderSlot
      manifestUrl={config.manifestUrl}
      publicKeys={readPinnedPublicKeys()}
      minimumVersion={config.minimumVersion}
      props={rendered}
      server={{
        body: header.body,
        head: header.head,
        elementId: SERVER_HEADER_ELEMENT_ID,
        hydrate: header.server.kind === 'header',
      }}
    />
  );
}

/**
 * The props the QA shell's pages give the header (the QA state in the address), for the server to render
 * it with (the host kit's server helper, @global-header/host-kit/server) before the browser hydrates it with the same.
 */
import { isMobileRequest, type ServerHeaderProps } from '@global-header/host-kit/server';
import { buildHeaderProps, parseQaState } from '../panel/qa-state';

export interface HeaderRequest {
  origin: string;
  pathname: string;
  search: string;
  href: string;
  adminServerUrl: string;
  /** The request's `user-agent` and `sec-ch-ua-mobile`: a phone gets the mobile layout from the server. */
  userAgent?: string;
  mobileHint?: string;
}

/** The props the page would give the header in the browser (functions come with the client). */
export function headerPropsFor(request: HeaderRequest): ServerHeaderProps {
  const { state } = parseQaState(request.search);
  const props = buildHeaderProps(state, {
    origin: request.origin,
    adminServerUrl: request.adminServerUrl,
    pathname: request.pathname,
    href: request.href,
  });
  // The page's props say isMobile only when QA asks. The hint reaches the header as a hint: its layout
  // is CSS's choice at every width, so the HTML is right whatever the device turns out to be.
  if (isMobileRequest(request.userAgent, request.mobileHint)) props.environment.isMobile = true;
  // JSON drops undefined: what is serialised is exactly what was rendered.
  return JSON.parse(JSON.stringify(props)) as typeof props;
}

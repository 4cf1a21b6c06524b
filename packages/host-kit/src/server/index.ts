/**
 * `@global-header/host-kit/server`: the header in a host's server-rendered HTML (Node 20.19+, docs/server-rendering.md).
 * `RemoteHeader` loads the remote's verified server build once per release and renders the header within a
 * budget; `renderPageHeader` gives the page's header markup and head tags, or the fallback header; `findVisitorPlace`
 * gives the Header's `place` (the visitor's place from the request: the header shows it, the browser asks no guess).
 */
export { RemoteHeader, type RemoteHeaderOptions, type RenderResult } from './remote-header';
export {
  HOLD_PAINT_FOR_HEADER,
  holdPaintForHeaderWithoutRenderBlocking,
  SERVER_HEADER_END_ID,
  isMobileRequest,
  renderPageHeader,
  renderServerHeader,
  type PageHeader,
  type ServerHeaderProps,
} from './page-header';
export { verifyServerBuild, type VerifiedServerBuild } from './verified-server-build';
export { ScriptTagSource, renderScriptTag, type ScriptTag, type ScriptTagOptions } from './script-tag';
export {
  SERVER_HEADER_ELEMENT_ID,
  SERVER_HEADER_PROPS_ID,
  type HeaderPreloadLink,
  type ServerHeader,
  type ServerRenderedHeader,
} from '../server-header';
export type { PinnedKey } from '../../../../src/federation';
export { findVisitorPlace, type VisitorPlaceOptions } from '../../../../src/location/visitor-place';

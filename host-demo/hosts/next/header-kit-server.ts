/**
 * What this host's server code takes from the header's side, in one place: the host kit's server
 * entry, by its package name, as a host team installs it; the pinned keys are the demo's own setting.
 */
export {
  RemoteHeader,
  SERVER_HEADER_ELEMENT_ID,
  isMobileRequest,
  renderPageHeader,
  type ServerHeaderProps,
} from '@global-header/host-kit/server';
export { readPinnedPublicKeys } from '../../server/pinned-keys';

/**
 * The React 18.3 host as a team that declares the remote up front would write it: the remote is known
 * when the federation instance starts (like webpack `remotes`), under Module Federation's default
 * `version-first` share strategy, which loads every known remote's entry and compares versions before
 * the host's own React is chosen. The remote must not lend its React 19 to the host there (a host that
 * gets a React it did not build with breaks). The remote is trusted only through its signed manifest.
 */
import { init } from '@module-federation/enhanced/runtime';
import { verifiedManifestPlugin } from '@global-header/host-kit';
import { REMOTE_NAME } from '../../../common/load-remote';
import { readHostPageConfig } from '../../common/remote';
import { start } from '../../common/start';

const config = readHostPageConfig(document.getElementById('root')!);
init({
  name: config.federationName,
  remotes: [{ name: REMOTE_NAME, entry: config.manifestUrl }],
  shareStrategy: 'version-first',
  plugins: [verifiedManifestPlugin({ publicKeys: config.publicKeys, minimumVersion: config.minimumVersion })],
});

start(() => import('./header-root'));

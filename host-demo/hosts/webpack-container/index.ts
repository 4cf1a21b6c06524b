// The async boundary lets webpack's container runtime initialise the share scope before React loads.
import { REMOTE_MANIFEST_FILE, loadVerifiedRemoteEntry } from '@global-header/host-kit';
import { readHostConfig } from '../../common/host-config';
import { start } from '../common/start';

// webpack's container plugin has no runtime plugins: its promise remote (webpack.config.ts) loads the entry
// through this, which checks the signed manifest and gives the entry script its hash.
const { manifestUrl, publicKeys = [], minimumVersion = 0 } = readHostConfig();
(globalThis as { loadGlobalHeader?: () => Promise<unknown> }).loadGlobalHeader = () =>
  loadVerifiedRemoteEntry(new URL(REMOTE_MANIFEST_FILE, manifestUrl).href, { publicKeys, minimumVersion });

start(() => import('./root'));

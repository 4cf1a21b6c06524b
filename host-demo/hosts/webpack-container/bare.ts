// The bare form of webpack's container plugin (bare.webpack.config.ts): nothing to set up, the remote is a
// static `globalHeader@…/remoteEntry.js`. The async boundary lets the container initialise the share scope.
import { start } from '../common/start';

start(() => import('./root'));

/**
 * The remote's own React, for hosts whose React it cannot render with. webpack.config.ts
 * builds this module and everything it imports in the `own-react` layer, where `react`, `react-dom`
 * and `styled-components` resolve to the remote's own copies, never to the share scope: the same
 * mount functions as `./mount`, with a React 19 the host cannot replace. A lazy chunk: only hosts on
 * the bridge path download it. Not an expose: the exposes (and `./mount`) load it.
 */
import { createMountFunctions, type MountFunctions } from './mounts';

/*
 * Made with the own React, these functions always find it supported; should they ever look for "their own
 * React" anyway, it is themselves (as `./mount` built in this layer would load this very module).
 */
const own: MountFunctions = createMountFunctions(() => Promise.resolve(own));

export const { mount, mountLocationPicker, mountSearchBar } = own;

/**
 * webpack 5 with webpack's own `container.ModuleFederationPlugin` (Module Federation 1.5): the remote is a
 * static `remotes` entry (`globalHeader@…/remoteEntry.js`, webpack.config.ts) imported like a module.
 */
import { createRoot } from 'react-dom/client';
import { HeaderPage } from '../common/pages';
import { readHostPageConfig, type RemoteLoader } from '../common/remote';

// webpack resolves these through the container's `remotes`; TypeScript resolves them to the remote's own
// expose modules (tsconfig.json `paths`, a host's @mf-types), not to an `any` stub.
const load = {
  Header: () => import('globalHeader/Header'),
  mount: () => import('globalHeader/mount'),
} satisfies RemoteLoader;

/**
 * A compile-time test, never called: this host's Header takes the remote's props, so a wrong one fails
 * `npm run typecheck` (and were the import typed `any`, the unused @ts-expect-error would fail it).
 */
async function _wrongPropFailsTypecheck() {
  const { default: Header } = await load.Header();
  // @ts-expect-error `user` takes a user object, not a persona name
  return <Header user="staff" />;
}

const element = document.getElementById('root')!;
createRoot(element).render(<HeaderPage config={readHostPageConfig(element)} load={load} />);

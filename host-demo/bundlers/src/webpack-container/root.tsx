/**
 * webpack 5 with webpack's own `container.ModuleFederationPlugin` (Module Federation 1.5): the remote is a
 * static `remotes` entry (`globalHeader@…/remoteEntry.js`, webpack.config.ts) imported like a module.
 */
import { createRoot } from 'react-dom/client';
import { HeaderPage } from '../../../hosts/pages';
import { readHostPageConfig, type ExposeLoader } from '../../../hosts/remote';

const load: ExposeLoader = (expose) =>
  (expose === 'Header' ? import('globalHeader/Header') : import('globalHeader/mount')) as Promise<
    Record<string, unknown>
  >;

const element = document.getElementById('root')!;
createRoot(element).render(<HeaderPage config={readHostPageConfig(element)} load={load} />);

/** The runtime-only host's pages, rendered with React 18.3's root API. */
import { createRoot } from 'react-dom/client';
import { HeaderPage, MountPage } from '../common/pages';
import { readHostPageConfig } from '../common/remote';
import { createInstanceLoader } from './runtime-loader';

export function render(expose: 'Header' | 'mount', options: { jsxRuntime?: boolean } = {}): void {
  const element = document.getElementById('root')!;
  const config = readHostPageConfig(element);
  const load = createInstanceLoader(config, options);
  createRoot(element).render(
    expose === 'Header' ? <HeaderPage config={config} load={load} /> : <MountPage config={config} load={load} />,
  );
}

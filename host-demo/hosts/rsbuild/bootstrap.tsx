/**
 * Rsbuild 2 with `@module-federation/rsbuild-plugin` and `pluginReact`, as the Module Federation docs set
 * Rsbuild up, on React 19, loading the remote's default manifest through the federation runtime API.
 */
import { createRoot } from 'react-dom/client';
import { HeaderPage, defaultManifestUrl, readHostPageConfig, runtimeLoader } from './header-kit';

const element = document.getElementById('root')!;
const config = readHostPageConfig(element);
createRoot(element).render(<HeaderPage config={config} load={runtimeLoader(config, defaultManifestUrl(config))} />);

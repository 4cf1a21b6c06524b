/**
 * Rspack 2 with its built-in `ModuleFederationPlugin` and its defaults, on React 19, loading the remote's
 * default manifest through the federation runtime API.
 */
import { createRoot } from 'react-dom/client';
import { HeaderPage } from '../common/pages';
import { defaultManifestUrl, readHostPageConfig, runtimeLoader } from '../common/remote';

const element = document.getElementById('root')!;
const config = readHostPageConfig(element);
createRoot(element).render(<HeaderPage config={config} load={runtimeLoader(config, defaultManifestUrl(config))} />);

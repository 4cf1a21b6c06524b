/**
 * Vite 8 with `@module-federation/vite` and its defaults (nothing of ours), on React 19, loading the
 * remote's default manifest through the federation runtime API.
 */
import { createRoot } from 'react-dom/client';
import { HeaderPage } from '../common/pages';
import { defaultManifestUrl, readHostPageConfig, runtimeLoader } from '../common/remote';

const element = document.getElementById('root')!;
const config = readHostPageConfig(element);
createRoot(element).render(<HeaderPage config={config} load={runtimeLoader(config, defaultManifestUrl(config))} />);

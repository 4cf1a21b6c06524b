/**
 * webpack 5 with `@module-federation/enhanced`'s plugin and its defaults (no experiments: the host does not
 * provide the runtime core), loading the remote's default manifest through the runtime API.
 */
import { createRoot } from 'react-dom/client';
import { HeaderPage } from '../common/pages';
import { defaultManifestUrl, readHostPageConfig, runtimeLoader } from '../common/remote';

const element = document.getElementById('root')!;
const config = readHostPageConfig(element);
createRoot(element).render(<HeaderPage config={config} load={runtimeLoader(config, defaultManifestUrl(config))} />);

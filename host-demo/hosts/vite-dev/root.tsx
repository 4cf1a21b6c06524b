/**
 * The development host: what the Vite, Rsbuild and Next.js templates give a host team in
 * development, React's development build rendering in `<StrictMode>`, with the production remote.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HeaderPage } from '../common/pages';
import { defaultManifestUrl, readHostPageConfig, runtimeLoader } from '../common/remote';

const element = document.getElementById('root')!;
const config = readHostPageConfig(element);
createRoot(element).render(
  <StrictMode>
    <HeaderPage config={config} load={runtimeLoader(config, defaultManifestUrl(config))} />
  </StrictMode>,
);

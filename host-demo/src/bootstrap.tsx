import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { readHostConfig } from './host-config';

const container = document.getElementById('root');
if (!container) throw new Error('host-demo: #root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <App config={readHostConfig()} />
  </StrictMode>,
);

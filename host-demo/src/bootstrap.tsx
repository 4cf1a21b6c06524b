import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { readHostConfig } from './host-config';
import { installDemoGeolocation } from './qa/demo-geolocation';
import { applyFaultCookie } from './qa/fault-cookie';
import { parseQaState } from './qa/qa-state';

// Before the header loads: its first calls already see QA's fault and geolocation switches.
installDemoGeolocation(() => parseQaState(window.location.search).state.geo);
applyFaultCookie(parseQaState(window.location.search).state.fault);

const container = document.getElementById('root');
if (!container) throw new Error('host-demo: #root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <App config={readHostConfig()} />
  </StrictMode>,
);

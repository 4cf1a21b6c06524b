import { createRoot, hydrateRoot } from 'react-dom/client';
import { APP_ROOT_ELEMENT_ID, AppRoot, readPreloadedResults } from './app-root';
import { readServerHeader } from '@global-header/host-kit';
import { readHostConfig } from '../common/host-config';
import { installDemoGeolocation } from './panel/demo-geolocation';
import { applyFaultCookie } from './panel/fault-cookie';
import { installHeaderReportLog } from './panel/header-reports';
import { parseQaState } from './panel/qa-state';

// Before the header loads: its first calls already see QA's fault and geolocation switches.
installDemoGeolocation(() => parseQaState(window.location.search).state.geo);
applyFaultCookie(parseQaState(window.location.search).state.fault);
installHeaderReportLog();

const container = document.getElementById(APP_ROOT_ELEMENT_ID);
if (!container) throw new Error('host-demo: #root is missing from index.html');
const page = (
  <AppRoot config={readHostConfig()} serverHeader={readServerHeader()} preloadedResults={readPreloadedResults()} />
);
// The server rendered the page: adopt its markup; else (`?ssr=off`) render from nothing.
if (container.dataset.serverRendered !== undefined) hydrateRoot(container, page);
else createRoot(container).render(page);

/**
 * The page's React tree, the same on the server and in the browser: the server renders
 * it for an address with the first results page it loaded, the browser hydrates it with those
 * results (read back from the page). Identical trees give identical markup and ids.
 */
import { StrictMode } from 'react';
import { App } from './app';
import type { ReadyResults } from './discovery/use-discovery-results';
import { PreloadedResultsContext } from './discovery/use-discovery-results';
import type { ServerHeader } from '@global-header/host-kit';
import type { HostConfig } from '../common/host-config';
import { ServerLocationContext, type LocationSnapshot } from './routes/router';

export const APP_ROOT_ELEMENT_ID = 'root';
export const PRELOADED_RESULTS_ID = 'preloaded-results';

export interface AppRootProps {
  config: HostConfig;
  serverHeader?: ServerHeader;
  /** On the server only: the address rendered (the browser reads its window). */
  location?: LocationSnapshot | null;
  preloadedResults?: ReadyResults | null;
}

export function AppRoot({ config, serverHeader, location = null, preloadedResults = null }: AppRootProps) {
  return (
    <StrictMode>
      <ServerLocationContext.Provider value={location}>
        <PreloadedResultsContext.Provider value={preloadedResults}>
          <App config={config} serverHeader={serverHeader} />
        </PreloadedResultsContext.Provider>
      </ServerLocationContext.Provider>
    </StrictMode>
  );
}

/** The results the server put in the page, if they are readable. */
export function readPreloadedResults(doc: Document = document): ReadyResults | null {
  try {
    const value = JSON.parse(doc.getElementById(PRELOADED_RESULTS_ID)?.textContent ?? 'null') as unknown;
    return value && typeof value === 'object' && (value as ReadyResults).status === 'ready'
      ? (value as ReadyResults)
      : null;
  } catch {
    return null;
  }
}

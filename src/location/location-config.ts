/** The location feature's provider choice, read from the host's parsed environment (product API calls). */
import type { Environment } from '../config/types';
import type { LocationConfig } from './types';

export type LocationEnvironmentFields = Pick<
  Environment,
  'serverUrl' | 'stage' | 'googleMapsApiKey' | 'googleMapsApiKeyNonProd' | 'enableNeighborhoods'
>;

/** Geo calls on `serverUrl`; Google Places with the stage's key, keyless without one. */
export function toLocationConfig(environment: LocationEnvironmentFields): LocationConfig {
  return {
    serverUrl: environment.serverUrl,
    stage: environment.stage,
    googleMapsApiKey: environment.googleMapsApiKey,
    googleMapsApiKeyNonProd: environment.googleMapsApiKeyNonProd,
    enableNeighborhoods: environment.enableNeighborhoods,
  };
}

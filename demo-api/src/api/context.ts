/**
 * Shared state of one API instance: the clock, the place database and event catalogue (built
 * lazily, shared process-wide), the search log behind trending, and the per-persona saves.
 */
import { DEFAULT_SEED } from '../data/event-generator';
import { getCatalogue, type EventCatalogue } from '../data/events';
import { getPlaceDb, type PlaceDb, type PlaceRecord } from '../data/places';
import { SearchLog } from './search-log';
import { CLIENT_ID_SECRET_ENV, ClientIds, type NewClientIdLimit } from './search-client';
import { ApiError } from './errors';

export interface ApiOptions {
  /** The clock (default Date.now); the catalogue and trending are relative to it. */
  now?: () => number;
  /** Catalogue seed (default DEFAULT_SEED). */
  seed?: number;
  /** Place guessed when the request tells nothing (default New York, `ny--new-york`). */
  defaultPlaceSlug?: string;
  /** How long the `timeout` fault hangs before answering 504 (default 30 s). */
  faultTimeoutMs?: number;
  /**
   * QA mode: the fault switch (`__fault`, the QA panel's `demo_fault` cookie) answers only then (default
   * false; host-demo's server turns it on for its QA panel).
   */
  qa?: boolean;
  /**
   * The secret trending client ids are signed with (search-client.ts; default: the
   * DEMO_API_CLIENT_ID_SECRET environment variable, else random per process).
   */
  clientIdSecret?: string;
  /**
   * New client ids one address may be issued at once, and per minute after that (default
   * CLIENT_IDS_PER_ADDRESS_BURST and CLIENT_IDS_PER_ADDRESS_PER_MINUTE).
   */
  newClientIds?: NewClientIdLimit;
  /** Build places, catalogue and search index right after the server starts listening (default true). */
  warmUp?: boolean;
}

export const DEFAULT_PLACE_SLUG = 'ny--new-york';
export const FAULT_TIMEOUT_MS = 30_000;

export class ApiContext {
  readonly now: () => number;
  readonly seed: number;
  readonly defaultPlaceSlug: string;
  readonly faultTimeoutMs: number;
  readonly qa: boolean;
  readonly searchLog: SearchLog;
  /** Issues and checks the signed client ids trending counts (search-client.ts). */
  readonly clientIds: ClientIds;
  /** Event ids saved per persona during this run. */
  readonly saves = new Map<string, Set<string>>();

  constructor(options: ApiOptions = {}) {
    this.now = options.now ?? Date.now;
    this.seed = options.seed ?? DEFAULT_SEED;
    this.defaultPlaceSlug = options.defaultPlaceSlug ?? DEFAULT_PLACE_SLUG;
    this.faultTimeoutMs = options.faultTimeoutMs ?? FAULT_TIMEOUT_MS;
    this.qa = options.qa ?? false;
    this.searchLog = new SearchLog(this);
    this.clientIds = new ClientIds(
      options.clientIdSecret ?? process.env[CLIENT_ID_SECRET_ENV],
      this.now,
      options.newClientIds,
    );
  }

  get db(): PlaceDb {
    return getPlaceDb();
  }

  get catalogue(): EventCatalogue {
    return getCatalogue(new Date(this.now()), this.seed);
  }

  defaultPlace(): PlaceRecord {
    const place = this.db.getBySlug(this.defaultPlaceSlug);
    if (!place)
      throw new ApiError(500, 'INTERNAL_ERROR', `Configured default place ${this.defaultPlaceSlug} is unknown.`);
    return place;
  }
}

/**
 * Every limit of the demo API, named ("bounded, fast and hard to abuse"). docs/demo-api.md and
 * demo-api/README.md name them too; the tests read them from here.
 */

/** Longest text argument accepted (search text, place input); longer is a 400. */
export const ARG_TEXT_MAX_LENGTH = 1000;
/** Longest number argument accepted (a latitude needs a dozen characters); longer is a 400, never parsed. */
export const ARG_NUMBER_MAX_LENGTH = 64;
/** Highest `page` of event search. */
export const EVENTS_PAGE_MAX = 100_000;

/** Search text (`q`) is cut to this many characters before anything else reads it. */
export const QUERY_MAX_LENGTH = 200;
/** Distinct words searched for; more are dropped (the last word, the one being typed, is kept). */
export const QUERY_MAX_TERMS = 6;
/** Shorter words are dropped unless last: a one-letter prefix matches most of the catalogue. */
export const QUERY_MIN_TERM_LENGTH = 2;
/** A longer word is cut: fuzzy matching costs grow with a word's length. */
export const QUERY_MAX_TERM_LENGTH = 24;

/**
 * Most prefix-index operations (table words looked at, postings read, edit-distance cells) one autocomplete
 * search may take, whatever the text: the index's own bound for QUERY_MAX_TERMS words of
 * QUERY_MAX_TERM_LENGTH letters must stay under it (test/bounded-cost.test.ts). The catalogue's bound is
 * ~313k; searches of ~27k operations take 1-9 ms and every hostile input stays under 20 ms of event loop
 * (npm run bench -- --only=demo-api-bounds).
 */
export const PREFIX_SEARCH_MAX_OPERATIONS = 320_000;

/** Texts whose unboosted hits are kept (lru-cache, entries and bytes). */
export const HIT_CACHE_MAX_ENTRIES = 2000;
/** Bytes the hit cache may hold, counted as 40 bytes a hit plus the text. */
export const HIT_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/** Rendered event JSON kept for autocomplete, by expansion set and event. */
export const EVENT_TEXT_CACHE_MAX_ENTRIES = 4000;
export const EVENT_TEXT_CACHE_MAX_BYTES = 8 * 1024 * 1024;
/** Per-place ranking tables (one byte per event) kept for autocomplete. */
export const AREA_TABLE_CACHE_MAX_ENTRIES = 200;
export const AREA_TABLE_CACHE_MAX_BYTES = 8 * 1024 * 1024;
/** Autocomplete hits ranked for a place, by place and text. */
export const RANKED_CACHE_MAX_ENTRIES = 2000;
export const RANKED_CACHE_MAX_BYTES = 32 * 1024 * 1024;
/** Localities under a region, country or continent, kept for area tests. */
export const LOCALITIES_UNDER_CACHE_MAX_ENTRIES = 500;
export const LOCALITIES_UNDER_CACHE_MAX_BYTES = 16 * 1024 * 1024;

/**
 * Trending: a phrase shows only once this many distinct clients searched it; one address counts as one client
 * a day (TRENDING_NEW_CLIENTS_PER_ADDRESS_PER_DAY), so it takes this many addresses. It was 3 clients, 2 an
 * address: three addresses put a phrase at #1.
 */
export const TRENDING_MIN_CLIENTS = 5;
/** Trending: places whose search log is kept (least recently used dropped first). */
export const SEARCH_LOG_MAX_PLACES = 2000;
/** Trending: client-phrase-day marks kept to count a phrase once per client per day. */
export const SEARCH_LOG_MAX_CLIENT_MARKS = 100_000;
/** Trending: bytes the per-place logs may hold in all, estimated per term and hour bucket. */
export const SEARCH_LOG_MAX_BYTES = 24 * 1024 * 1024;

/**
 * Request bodies (no request holds the event loop over 20 ms). No API endpoint reads a body, so
 * an API call may carry at most this many bytes, and only an empty JSON object (`{}`, what the demo's
 * axios client sends with a save) or whitespace in them: a longer `Content-Length` is a 413 before a byte
 * is read, a longer chunked body is cut at the limit, and nothing of it is ever parsed.
 */
export const API_BODY_MAX_BYTES = 16;
/**
 * Deepest JSON a body that is read may nest (the analytics collector's event: the event object, its
 * `data` object, a value), checked by a scan before JSON.parse; its size limit is COLLECTOR_BODY_LIMIT.
 */
export const COLLECTOR_BODY_MAX_DEPTH = 3;

/**
 * Trending counts only client ids this server issued and signed (api/search-client.ts), and
 * of those at most this many distinct ones per address (an IPv6 /64 as one) and day: a phrase needs
 * TRENDING_MIN_CLIENTS addresses, however many ids each collects (a household behind one address is one).
 */
export const TRENDING_NEW_CLIENTS_PER_ADDRESS_PER_DAY = 1;
/** Address-day quotas kept (least recently used dropped first). */
export const TRENDING_ADDRESS_MARKS_MAX = 100_000;

/**
 * New client ids (the signed `csrftoken` cookie a GET without one is issued, csrf.ts) one address (an IPv6
 * /64 as one) may be issued: a bucket of this many, refilled at CLIENT_IDS_PER_ADDRESS_PER_MINUTE. Past it a
 * GET that would be issued one is a 429 with Retry-After; a visitor with its cookie is never held up. An office
 * behind one address gets 120 visitors at once and one a second after; one client no longer mints 1,000 in 2 s.
 */
export const CLIENT_IDS_PER_ADDRESS_BURST = 120;
export const CLIENT_IDS_PER_ADDRESS_PER_MINUTE = 60;

/**
 * How long a client may take to send its request headers (Node's `headersTimeout`), and its whole request,
 * headers and body (`requestTimeout`): a slow sender is closed then, instead of holding a socket open for
 * as long as it likes. Neither limits the answer (the `timeout` fault's 30 s hang still answers).
 */
export const SERVER_HEADERS_TIMEOUT_MS = 10_000;
export const SERVER_REQUEST_TIMEOUT_MS = 15_000;
/**
 * A socket with no traffic either way for this long is closed (Fastify's `connectionTimeout`): longer than
 * the `timeout` fault's hang (FAULT_TIMEOUT_MS), which sends nothing until it answers.
 */
export const SERVER_CONNECTION_TIMEOUT_MS = 45_000;
/**
 * How often Node checks the two timeouts above: its default, 30 s, would let a slow sender stay 30 s longer,
 * and would close all that expired meanwhile in one turn of the event loop (500 at once held it 80-500 ms on
 * the shared machine); a check of 1,000 open sockets costs next to nothing.
 */
export const SERVER_TIMEOUT_CHECK_INTERVAL_MS = 250;

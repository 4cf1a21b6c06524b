/**
 * The analytics collector the header's beacons go to (product API calls: "Analytics events go to a web
 * analytics service"), so QA can watch every event arrive: POST takes one event as the tracker
 * sends it (`navigator.sendBeacon` with a JSON string, so `text/plain`; `application/json` is
 * accepted too, for curl), checks it and keeps the visitor's last COLLECTOR_KEEP in memory; GET lists
 * the caller's own, newest first, for the QA panel. The path is the tracker's DEFAULT_ANALYTICS_ENDPOINT,
 * read from the header's public analytics entry, so the two cannot drift apart.
 *
 * Outside /api/: beacons cannot send the X-CSRFToken header, and this is the demo's own endpoint,
 * not the marketplace API the CSRF rule models. So a browser's cross-site POST is refused from its
 * `Sec-Fetch-Site` and `Origin` headers instead (a beacon from the page is same-origin), and a visitor's
 * events are kept under its `csrftoken` cookie (the one the server set on the page's GET) and shown to
 * that cookie only: probed as an attacker, GET listed every visitor's events to anyone. Errors use the
 * API's JSON error body.
 */
import type { FastifyError, FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import * as v from 'valibot';
import { DEFAULT_ANALYTICS_ENDPOINT } from '../../src/analytics';
import { CSRF_COOKIE, isCsrfToken } from './api/csrf';
import { ApiError, argumentsError, sendError } from './api/errors';
import { exceedsJsonDepth } from './api/json-depth';
import { COLLECTOR_BODY_MAX_DEPTH } from './config';

/** Where the beacons go and where the QA panel reads. */
export const COLLECTOR_PATH = DEFAULT_ANALYTICS_ENDPOINT;
/** Events kept per visitor, the newest; older ones drop out. */
export const COLLECTOR_KEEP = 50;
/** Visitors whose events are kept (the least recently active dropped first): at most ~25 MB of events. */
export const COLLECTOR_SESSIONS_MAX = 100;
/** Largest body accepted; a header event is a few hundred bytes. */
export const COLLECTOR_BODY_LIMIT = 4096;
/** Longest category, action or field name. */
export const MAX_NAME_LENGTH = 100;
/** Longest label or text field value. */
export const MAX_TEXT_LENGTH = 500;
/** Most fields in `data`. */
export const MAX_FIELDS = 30;

const name = v.pipe(
  v.string('Must be a string.'),
  v.nonEmpty('This field is required.'),
  v.maxLength(MAX_NAME_LENGTH, `Ensure this field has no more than ${MAX_NAME_LENGTH} characters.`),
);
const text = v.pipe(
  v.string('Must be a string.'),
  v.maxLength(MAX_TEXT_LENGTH, `Ensure this field has no more than ${MAX_TEXT_LENGTH} characters.`),
);
const fieldValue = v.union([text, v.number(), v.boolean()], 'Must be a string, a number or true/false.');

/** Exactly the shape the tracker sends (sanitizeEvent in src/analytics/tracker.ts); unknown keys are an error. */
const eventSchema = v.strictObject(
  {
    category: name,
    action: name,
    label: v.optional(text),
    data: v.optional(
      v.pipe(
        // valibot's record alone would take an array as an object with keys "0", "1"...
        v.custom<Record<string, unknown>>(
          (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
          'Must be an object of fields.',
        ),
        v.record(name, fieldValue),
        v.check((fields) => Object.keys(fields).length <= MAX_FIELDS, `At most ${MAX_FIELDS} fields.`),
      ),
    ),
  },
  'Unknown field.',
);

export type CollectedEventBody = v.InferOutput<typeof eventSchema>;

export interface CollectedEvent extends CollectedEventBody {
  /** Increasing number of the event in this server run. */
  id: number;
  /** When the server received it (ISO 8601). */
  receivedAt: string;
}

/** The events of one server run per visitor (its session key), newest first, at most COLLECTOR_KEEP each. */
export class EventLog {
  private readonly sessions = new LRUCache<string, CollectedEvent[]>({ max: COLLECTOR_SESSIONS_MAX });
  private nextId = 1;

  constructor(private readonly now: () => number = Date.now) {}

  add(session: string, event: CollectedEventBody): CollectedEvent {
    const entry: CollectedEvent = { id: this.nextId, receivedAt: new Date(this.now()).toISOString(), ...event };
    this.nextId += 1;
    this.sessions.set(session, [entry, ...(this.sessions.get(session) ?? [])].slice(0, COLLECTOR_KEEP));
    return entry;
  }

  list(session: string | undefined): readonly CollectedEvent[] {
    return session === undefined ? [] : (this.sessions.get(session) ?? []);
  }
}

/**
 * The visitor's session: the `csrftoken` cookie's value (random, set on the page's GET, never readable by
 * another site), read from the Cookie header so the collector needs no cookie plugin.
 */
function sessionOf(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === CSRF_COOKIE) {
      const value = part.slice(at + 1).trim();
      return isCsrfToken(value) ? value : undefined;
    }
  }
  return undefined;
}

/** `https://host:port` of the collector as the request reached it. */
const ownOrigin = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;

/**
 * Whether a POST may come from a page of another site: browsers say so in `Sec-Fetch-Site` (only
 * `same-origin` and `same-site` pass) and in `Origin` (it must be this server's origin, the one asked or
 * the configured public one). A client sending neither (curl, a test) is no browser a page could drive.
 */
function isCrossSite(request: FastifyRequest, publicOrigin: string | undefined): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'same-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  return origin !== ownOrigin(request) && origin !== publicOrigin;
}

/** `{ "data.pageName": ["Must be a string."] }`: each problem under the path of the field it is about. */
function describeIssues(issues: readonly v.BaseIssue<unknown>[]): Record<string, string[]> {
  // No prototype: a field named `__proto__` or `constructor` is a key like any other (it was a 500).
  const errors: Record<string, string[]> = Object.create(null);
  for (const issue of issues) {
    const path = issue.path?.map((item) => String(item.key)).join('.') || 'body';
    (errors[path] ??= []).push(issue.message);
  }
  return errors;
}

export interface CollectorOptions {
  /** The clock for `receivedAt` (default Date.now). */
  now?: () => number;
  /** The origin pages are served at (host-demo's PUBLIC_ORIGIN): a POST from it is same-origin too. */
  publicOrigin?: string;
}

const analyticsCollector: FastifyPluginAsync<CollectorOptions> = async (
  app: FastifyInstance,
  options: CollectorOptions,
) => {
  const log = new EventLog(options.now);

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) return sendError(reply, error);
    const status = error.statusCode;
    if (status === 413) {
      return sendError(reply, new ApiError(413, 'PAYLOAD_TOO_LARGE', `Send at most ${COLLECTOR_BODY_LIMIT} bytes.`));
    }
    if (status === 415) {
      return sendError(reply, new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the event as JSON text.'));
    }
    if (status !== undefined && status >= 400 && status < 500) {
      return sendError(reply, new ApiError(status, 'BAD_REQUEST', error.message));
    }
    request.log.error(error);
    return sendError(reply, new ApiError(500, 'INTERNAL_ERROR', 'Something went wrong on our side.'));
  });

  // Bodies are read as text here (this plugin's context only) and parsed by the handler, so a
  // beacon's text/plain and a JSON request read the same way.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    ['text/plain', 'application/json'],
    { parseAs: 'string', bodyLimit: COLLECTOR_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.post(COLLECTOR_PATH, { bodyLimit: COLLECTOR_BODY_LIMIT }, async (request, reply) => {
    if (isCrossSite(request, options.publicOrigin)) {
      throw new ApiError(403, 'CROSS_SITE', 'Events are taken from pages of this site only.');
    }
    const session = sessionOf(request);
    if (session === undefined) {
      throw new ApiError(403, 'NO_SESSION', `Events are kept per visitor: send the ${CSRF_COOKIE} cookie a page set.`);
    }
    const body = typeof request.body === 'string' ? request.body : '';
    // An event nests COLLECTOR_BODY_MAX_DEPTH deep at most: deeper is refused before JSON.parse.
    if (exceedsJsonDepth(body, COLLECTOR_BODY_MAX_DEPTH)) {
      throw new ApiError(400, 'BAD_REQUEST', `The event nests deeper than ${COLLECTOR_BODY_MAX_DEPTH} levels.`);
    }
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      throw new ApiError(400, 'BAD_REQUEST', 'The request body is not valid JSON.');
    }
    const result = v.safeParse(eventSchema, json);
    if (!result.success) throw argumentsError(describeIssues(result.issues));
    const entry = log.add(session, result.output);
    return reply.code(201).header('cache-control', 'no-store').send({ id: entry.id });
  });

  // Only the caller's own events: never anyone else's, and none without a session.
  app.get(COLLECTOR_PATH, async (request, reply) =>
    reply.header('cache-control', 'no-store').send({ events: log.list(sessionOf(request)) }),
  );
};

export default analyticsCollector;

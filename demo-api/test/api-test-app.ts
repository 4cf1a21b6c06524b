/**
 * A bare Fastify app with only the demo API plugin, a fixed clock and a short timeout fault, for
 * endpoint tests (no dependency on the rest of the host-demo server).
 */
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import apiPlugin from '../src/api/index';
import type { NewClientIdLimit } from '../src/api/search-client';
import { getCatalogue } from '../src/data/events';

/** Sunday 22 November 2026, 15:00 UTC: a fixed "now" so dates and trending are reproducible. */
export const FIXED_NOW = Date.parse('2026-11-22T15:00:00Z');

export interface TestApp {
  app: FastifyInstance;
  clock: { now: number };
}

/**
 * New client ids per address in tests: the endpoint tests send hundreds of cookie-less requests from one
 * address in a second, which the real limit (CLIENT_IDS_PER_ADDRESS_BURST) is there to refuse; the limit's
 * own test (trending.test.ts) passes the configured values.
 */
const TEST_NEW_CLIENT_IDS: NewClientIdLimit = { burst: 1_000_000, perMinute: 1_000_000 };

export async function createTestApp(
  options: { faultTimeoutMs?: number; qa?: boolean; clientIdSecret?: string; newClientIds?: NewClientIdLimit } = {},
): Promise<TestApp> {
  const clock = { now: FIXED_NOW };
  const app = Fastify();
  await app.register(apiPlugin, {
    now: () => clock.now,
    warmUp: false,
    qa: options.qa ?? true,
    faultTimeoutMs: options.faultTimeoutMs ?? 300,
    newClientIds: options.newClientIds ?? TEST_NEW_CLIENT_IDS,
    ...(options.clientIdSecret === undefined ? {} : { clientIdSecret: options.clientIdSecret }),
  });
  await app.ready();
  // Build places, catalogue and search index now (seconds on a busy machine), not in the first test.
  getCatalogue(new Date(clock.now)).warmUp();
  return { app, clock };
}

// Test bodies are read field by field and checked by the assertions themselves.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function json(response: LightMyRequestResponse): any {
  return JSON.parse(response.body);
}

/** The product API error body with ARGUMENTS_ERROR naming `argName`. */
export function expectArgumentsError(response: LightMyRequestResponse, argName: string): string[] {
  if (response.statusCode !== 400) throw new Error(`expected 400, got ${response.statusCode}: ${response.body}`);
  const body = json(response);
  if (body.error !== 'ARGUMENTS_ERROR') throw new Error(`expected ARGUMENTS_ERROR: ${response.body}`);
  if (typeof body.error_description !== 'string' || !body.error_description.includes(argName)) {
    throw new Error(`error_description does not name ${argName}: ${response.body}`);
  }
  const messages = body.error_detail?.ARGUMENTS_ERROR?.[argName];
  if (!Array.isArray(messages) || messages.length === 0 || messages.some((m: unknown) => typeof m !== 'string')) {
    throw new Error(`error_detail.ARGUMENTS_ERROR.${argName} missing: ${response.body}`);
  }
  return messages;
}

/** A visitor as trending counts one: its address and the `csrftoken` cookie the server issued it. */
export interface Visitor {
  remoteAddress: string;
  cookies: { csrftoken: string };
}

/**
 * A visitor from `remoteAddress` with the cookie a page view gives it: a GET of a page (no route here: the
 * API plugin's hook sets the cookie on any GET, as on host-demo's pages).
 */
export async function newVisitor(app: FastifyInstance, remoteAddress: string): Promise<Visitor> {
  const res = await app.inject({ url: '/some-page/', remoteAddress });
  const csrftoken = res.cookies.find((c) => c.name === 'csrftoken')?.value;
  if (!csrftoken) throw new Error('no csrftoken cookie was issued');
  return { remoteAddress, cookies: { csrftoken } };
}

/** Visitor `i`, each from an address of its own (10.x.y.z), so no per-address quota is reached. */
export const visitorAddress = (i: number): string => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

/**
 * Who ran a search, for trending (once per client per day: only clients the server
 * issued). A client is its `csrftoken` cookie when this server issued and signed it (csrf.ts sets one
 * on a cookie-less GET, the demo page's included): a random half and an HMAC of it under the server's
 * secret. A made-up, unsigned or forged cookie, or none, counts nothing. One address (an IPv6 /64 as
 * one) brings at most TRENDING_NEW_CLIENTS_PER_ADDRESS_PER_DAY distinct clients a day; its further
 * ones count nothing that day, so no one address, however many cookies it collects, makes a phrase
 * trend alone (TRENDING_MIN_CLIENTS is more).
 */
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import {
  CLIENT_IDS_PER_ADDRESS_BURST,
  CLIENT_IDS_PER_ADDRESS_PER_MINUTE,
  TRENDING_ADDRESS_MARKS_MAX,
  TRENDING_NEW_CLIENTS_PER_ADDRESS_PER_DAY,
} from '../config';
import { CSRF_COOKIE } from './csrf';

/** The server secret client ids are signed with: this environment variable, else random per process. */
export const CLIENT_ID_SECRET_ENV = 'DEMO_API_CLIENT_ID_SECRET';
/** Hex digits of the random half and of the signature half (128 bits each): 64 in all. */
const HALF_LENGTH = 32;
const ISSUED_PATTERN = /^[0-9a-f]{64}$/;
const DAY_MS = 86_400_000;

/**
 * The address a quota is kept for: an IPv4 address (IPv4-mapped IPv6 as IPv4), or the /64 prefix of an
 * IPv6 address (one subscriber commonly holds a whole /64).
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIP(ip) !== 6) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** New ids one address may be issued at once (`burst`), and then per minute. */
export interface NewClientIdLimit {
  burst: number;
  perMinute: number;
}

/** Issues and checks signed client ids, and keeps the per-address daily quota. */
export class ClientIds {
  private readonly secret: Buffer;
  /** Day and address -> the distinct client ids it brought that day (at most the quota). */
  private readonly seen = new LRUCache<string, string[]>({ max: TRENDING_ADDRESS_MARKS_MAX });
  /** Address -> the new ids it may still be issued now (a token bucket) and when that was worked out. */
  private readonly issuable = new LRUCache<string, { tokens: number; at: number }>({ max: TRENDING_ADDRESS_MARKS_MAX });

  constructor(
    secret: string | undefined,
    private readonly now: () => number,
    private readonly limit: NewClientIdLimit = {
      burst: CLIENT_IDS_PER_ADDRESS_BURST,
      perMinute: CLIENT_IDS_PER_ADDRESS_PER_MINUTE,
    },
  ) {
    this.secret = secret ? Buffer.from(secret, 'utf8') : randomBytes(32);
  }

  private sign(random: string): string {
    return createHmac('sha256', this.secret).update(random).digest('hex').slice(0, HALF_LENGTH);
  }

  /** A new signed id: 32 random hex digits (randomUUID, batched entropy) and 32 of their HMAC. */
  issue(): string {
    const random = randomUUID().replaceAll('-', '');
    return `${random}${this.sign(random)}`;
  }

  /**
   * Takes one new id from the address's bucket (`limit.burst`, CLIENT_IDS_PER_ADDRESS_BURST by default,
   * refilled at `limit.perMinute`): 0 when it may be issued one, else the whole seconds until it may.
   * One client minted 1,000 signed ids in 2 s before; each is worth little alone, but ids are what trending
   * counts, so they are not free.
   */
  takeIssue(ip: string): number {
    const key = addressKey(ip);
    const now = this.now();
    const { burst, perMinute } = this.limit;
    const perMs = perMinute / 60_000;
    const last = this.issuable.get(key);
    const tokens = last ? Math.min(burst, last.tokens + Math.max(0, now - last.at) * perMs) : burst;
    if (tokens >= 1) {
      this.issuable.set(key, { tokens: tokens - 1, at: now });
      return 0;
    }
    this.issuable.set(key, { tokens, at: now });
    return Math.max(1, Math.ceil((1 - tokens) / perMs / 1000));
  }

  /** Whether this server issued the id (its signature half is the HMAC of its random half). */
  isIssued(id: unknown): id is string {
    if (typeof id !== 'string' || !ISSUED_PATTERN.test(id)) return false;
    const expected = Buffer.from(this.sign(id.slice(0, HALF_LENGTH)));
    return timingSafeEqual(expected, Buffer.from(id.slice(HALF_LENGTH)));
  }

  /**
   * The client a search of `request` counts for: its issued id, while its address's quota of the day
   * holds it; else undefined (the search counts nothing).
   */
  clientOf(request: FastifyRequest, cookieName: string): string | undefined {
    const id = request.cookies?.[cookieName];
    if (!this.isIssued(id)) return undefined;
    const key = `${Math.floor(this.now() / DAY_MS)}\u0000${addressKey(request.ip)}`;
    const ids = this.seen.get(key) ?? [];
    if (!ids.includes(id)) {
      if (ids.length >= TRENDING_NEW_CLIENTS_PER_ADDRESS_PER_DAY) return undefined;
      this.seen.set(key, [...ids, id]);
    }
    return `id:${id}`;
  }
}

/** The trending client of a search (see ClientIds.clientOf), or undefined: the search counts nothing. */
export function getSearchClient(request: FastifyRequest, clientIds: ClientIds): string | undefined {
  return clientIds.clientOf(request, CSRF_COOKIE);
}

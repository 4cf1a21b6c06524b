/**
 * The QA fault switch: `__fault=500|timeout|malformed` on any API call (or the `demo_fault` cookie
 * the QA panel sets, for the JSON calls) makes it answer 500 with the error body, hang for faultTimeoutMs (30 s) and
 * then answer 504 (the hang ends early, silently, when the client aborts), or send broken JSON.
 * An unknown `__fault` value is a 400; an unknown cookie value is ignored. Only in QA mode (the `qa`
 * option, which host-demo's server sets for its QA panel): elsewhere nobody can break the API for others.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiContext } from './context';
import { API_PATH_PREFIXES } from './csrf';
import * as v from 'valibot';
import { ApiError, internalError, sendError } from './errors';
import { args, choiceMessage, optional, readQuery, text } from './params';

import { FAULT_COOKIE, FAULT_PARAM, FAULTS, type Fault } from './fault-names';

export { FAULT_COOKIE, FAULT_PARAM, FAULTS, type Fault };
/** What the malformed fault sends: JSON cut off mid-value. */
export const MALFORMED_BODY = '{"query": ["demo fault: this JSON is cut off';

/** Longest `__fault` value read (the names are a few letters). */
const FAULT_MAX_LENGTH = 20;
const faultArgs = args({ [FAULT_PARAM]: optional(v.pipe(text(FAULT_MAX_LENGTH), v.picklist(FAULTS, choiceMessage))) });

function readFault(request: FastifyRequest): Fault | undefined {
  const fromQuery = readQuery(faultArgs, request.query)[FAULT_PARAM];
  if (fromQuery !== undefined) return fromQuery;
  // The cookie breaks the JSON calls only: images hanging 30 s each would take every connection
  // the browser allows per host and hold up the very calls QA wants to see fail.
  const pathname = request.url.split('?')[0] ?? '';
  if (!API_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return undefined;
  const fromCookie = request.cookies?.[FAULT_COOKIE];
  return (FAULTS as readonly string[]).includes(fromCookie ?? '') ? (fromCookie as Fault) : undefined;
}

export function faultHook(ctx: ApiContext) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    let fault: Fault | undefined;
    try {
      fault = readFault(request);
    } catch (error) {
      await sendError(reply, error as ApiError);
      return;
    }
    if (fault === '500') {
      await sendError(reply, internalError('Simulated server error (demo fault switch).'));
    } else if (fault === 'malformed') {
      await reply
        .code(200)
        .type('application/json; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(MALFORMED_BODY);
    } else if (fault === 'timeout') {
      const aborted = await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => {
          reply.raw.off('close', onClose);
          resolve(false);
        }, ctx.faultTimeoutMs);
        const onClose = () => {
          clearTimeout(timer);
          resolve(true);
        };
        reply.raw.once('close', onClose);
      });
      if (aborted) {
        reply.hijack();
        return;
      }
      await sendError(reply, new ApiError(504, 'GATEWAY_TIMEOUT', 'Simulated timeout (demo fault switch).'));
    }
  };
}

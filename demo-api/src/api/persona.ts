/**
 * The signed-in persona of a request: cookie `demo_persona` (set by the host's QA panel) or header
 * `X-Demo-Persona`, naming one of the PERSONAS examples. Anonymous personas are not signed in.
 */
import type { FastifyRequest } from 'fastify';
import { PERSONAS, type Persona } from '../../../examples/header-examples';
import { argumentsError, notAuthorized } from './errors';
import { clip } from './params';

export const PERSONA_COOKIE = 'demo_persona';
export const PERSONA_HEADER = 'x-demo-persona';

export function findPersona(id: string): Persona | undefined {
  return PERSONAS.find((p) => p.id === id);
}

/** The persona named by `explicit`, the header or the cookie; throws 400 if unknown, 401 if anonymous. */
export function requireSignedInPersona(request: FastifyRequest, explicit?: string): Persona {
  const header = request.headers[PERSONA_HEADER];
  const fromHeader = typeof header === 'string' ? header : undefined;
  const fromCookie = request.cookies?.[PERSONA_COOKIE];
  const [argName, id] =
    explicit !== undefined
      ? ['persona', explicit]
      : fromHeader !== undefined
        ? ['X-Demo-Persona', fromHeader]
        : fromCookie !== undefined
          ? [PERSONA_COOKIE, fromCookie]
          : ['persona', undefined];
  if (id === undefined || id === '') throw notAuthorized();
  const persona = findPersona(id.trim());
  if (!persona) throw argumentsError({ [argName]: [`Unknown persona "${clip(id)}".`] });
  if (!persona.user.isAuthenticated) throw notAuthorized();
  return persona;
}

export function savedCount(saves: ReadonlyMap<string, ReadonlySet<string>>, persona: Persona): number {
  return persona.user.numSavedEvents + (saves.get(persona.id)?.size ?? 0);
}

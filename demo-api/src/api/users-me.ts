/**
 * GET /api/v3/users/me/?persona= : the persona's user as the header reads it (product entities: User), with
 * numSavedEvents counting this run's saves. The persona comes from `persona`, else the
 * X-Demo-Persona header, else the demo_persona cookie. Anonymous: 401.
 */
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from './context';
import { args, optional, readQuery, text } from './params';
import { requireSignedInPersona, savedCount } from './persona';

export const USERS_ME_PATH = '/api/v3/users/me/';

/** Longest persona id read (they are a word or two). */
const PERSONA_MAX_LENGTH = 100;
const usersMeArgs = args({ persona: optional(text(PERSONA_MAX_LENGTH)) });

export function registerUsersMe(app: FastifyInstance, ctx: ApiContext): void {
  app.get(USERS_ME_PATH, async (request) => {
    const { persona: explicit } = readQuery(usersMeArgs, request.query);
    const persona = requireSignedInPersona(request, explicit);
    return { persona: persona.id, ...persona.user, numSavedEvents: savedCount(ctx.saves, persona) };
  });
}

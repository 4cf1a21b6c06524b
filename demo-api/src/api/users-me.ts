/**
 * GET /api/v3/users/me/?persona= : the persona's user as the header reads it (spec 3 User), with
 * numSavedEvents counting this run's saves. The persona comes from `persona`, else the
 * X-Demo-Persona header, else the demo_persona cookie. Anonymous: 401.
 */
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from './context';
import { Params } from './params';
import { requireSignedInPersona, savedCount } from './persona';

export const USERS_ME_PATH = '/api/v3/users/me/';

export function registerUsersMe(app: FastifyInstance, ctx: ApiContext): void {
  app.get(USERS_ME_PATH, async (request) => {
    const params = new Params(request.query);
    const explicit = params.string('persona', { maxLength: 100 });
    params.done();
    const persona = requireSignedInPersona(request, explicit);
    return { persona: persona.id, ...persona.user, numSavedEvents: savedCount(ctx.saves, persona) };
  });
}

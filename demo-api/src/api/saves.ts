/**
 * POST and DELETE /api/v3/events/:id/saves/: the signed-in persona saves (likes) or unsaves an
 * event. Answers `{ saved, numSavedEvents }`; the count starts from the persona's fixture count
 * and moves with the saves of this run. Saving twice or unsaving an unsaved event changes nothing.
 * Anonymous: 401. Unknown event: 404. CSRF is checked before (csrf.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiContext } from './context';
import { argumentsError, notFound } from './errors';
import { requireSignedInPersona, savedCount } from './persona';

export const SAVES_PATH = '/api/v3/events/:id/saves/';

export function registerSaves(app: FastifyInstance, ctx: ApiContext): void {
  const handler = (save: boolean) => async (request: FastifyRequest) => {
    const { id } = request.params as { id: string };
    if (!/^\d{1,12}$/.test(id)) throw argumentsError({ id: ['A valid event id is required.'] });
    const persona = requireSignedInPersona(request);
    if (!ctx.catalogue.byId.has(id)) throw notFound(`Event ${id}`);
    let set = ctx.saves.get(persona.id);
    if (!set) ctx.saves.set(persona.id, (set = new Set()));
    if (save) set.add(id);
    else set.delete(id);
    return { saved: save, numSavedEvents: savedCount(ctx.saves, persona) };
  };
  app.post(SAVES_PATH, handler(true));
  app.delete(SAVES_PATH, handler(false));
}

/**
 * The host-demo API: a Fastify plugin that behaves like the marketplace API the header calls
 * (product API calls) over real place data (data/places.ts) and a seeded event catalogue (data/events.ts).
 * Registered without encapsulation (skip-override) so its cookie parsing and CSRF cookie apply to
 * the whole demo server, pages included; its routes, fault switch and error handler live in a
 * child context. See data/README.md for the data and every endpoint.
 */
import fastifyCookie from '@fastify/cookie';
import type { FastifyError, FastifyInstance, FastifyPluginAsync } from 'fastify';
import { registerAutocomplete } from './autocomplete';
import { ApiContext, type ApiOptions } from './context';
import { API_BODY_MAX_BYTES } from '../config';
import { createCsrfHook, csrfCacheHook, isApiRequest } from './csrf';
import { registerDemoImages } from './demo-images';
import { ApiError, internalError, notFound, sendError } from './errors';
import { registerEventsSearch } from './events-search';
import { faultHook } from './faults';
import { registerPlaceFromCoordinates } from './place-from-coordinates';
import { registerPlaceFromGooglePlaceId } from './place-from-google-place-id';
import { registerPlaceFromRequest } from './place-from-request';
import { registerPlaceFromSlug } from './place-from-slug';
import { registerPlaceSuggestions } from './place-suggestions';
import { registerSaves } from './saves';
import { registerTrending } from './trending';
import { registerUsersMe } from './users-me';

export type ApiPluginOptions = ApiOptions;

/** Builds the place database, catalogue and search index so the first search does not pay for it. */
export function warmUp(ctx: ApiContext): void {
  ctx.catalogue.warmUp();
}

/** The bytes a `Content-Length` header declares (0 when absent; a malformed one counts as too many). */
function declaredBodyBytes(header: string | undefined): number {
  if (header === undefined) return 0;
  return /^\d{1,15}$/.test(header.trim()) ? Number(header.trim()) : Infinity;
}

const bodyRefused = (): ApiError =>
  new ApiError(
    413,
    'PAYLOAD_TOO_LARGE',
    `This endpoint reads no request body: send none (at most ${API_BODY_MAX_BYTES} bytes).`,
  );

const apiPlugin: FastifyPluginAsync<ApiPluginOptions> = async (app: FastifyInstance, options: ApiPluginOptions) => {
  const ctx = new ApiContext(options);
  if (!app.hasRequestDecorator('cookies')) await app.register(fastifyCookie);
  app.addHook('onRequest', createCsrfHook(ctx.clientIds));
  // No API endpoint reads a body: one longer than API_BODY_MAX_BYTES is refused here, before
  // routing's body parsing reads a byte of it, on every spelling of an API path (csrf.ts, isApiRequest).
  app.addHook('onRequest', async (request, reply) => {
    if (declaredBodyBytes(request.headers['content-length']) > API_BODY_MAX_BYTES && isApiRequest(request)) {
      await sendError(reply, bodyRefused());
    }
  });
  app.addHook('onSend', csrfCacheHook);
  // No response of the server is sniffed into another type, pages and files included.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
  });

  await app.register(async (api) => {
    api.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
      if (error instanceof ApiError) return sendError(reply, error);
      const status = (error as FastifyError).statusCode;
      if (status === 413) return sendError(reply, bodyRefused());
      if (status !== undefined && status >= 400 && status < 500) {
        return sendError(reply, new ApiError(status, 'BAD_REQUEST', error.message));
      }
      request.log.error(error);
      return sendError(reply, internalError());
    });
    // Clients send `Content-Type: application/json` on every non-GET (product API calls), bodies or not, and the
    // demo's axios client sends `{}` with a save: an empty body or `{}` is no body, not a 400. No endpoint
    // reads a body, so none is parsed: anything else is a 400, and a chunked body is cut at
    // API_BODY_MAX_BYTES (a declared longer one never got here, see the onRequest hook above).
    api.removeAllContentTypeParsers();
    api.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: API_BODY_MAX_BYTES },
      (_request, body: string | Buffer, done) => {
        const text = (typeof body === 'string' ? body : body.toString('utf8')).trim();
        if (text === '' || /^\{\s*\}$/.test(text)) return done(null, undefined);
        done(new ApiError(400, 'BAD_REQUEST', 'This endpoint reads no request body: send none.'), undefined);
      },
    );
    // Outside QA mode `__fault` is an unknown argument like any other: ignored.
    if (ctx.qa) api.addHook('onRequest', faultHook(ctx));
    registerAutocomplete(api, ctx);
    registerTrending(api, ctx);
    registerPlaceFromRequest(api, ctx);
    registerPlaceFromGooglePlaceId(api, ctx);
    registerPlaceFromCoordinates(api, ctx);
    registerPlaceFromSlug(api, ctx);
    registerPlaceSuggestions(api, ctx);
    registerEventsSearch(api, ctx);
    registerSaves(api, ctx);
    registerUsersMe(api, ctx);
    registerDemoImages(api);
    // Any other address under the API answers in the API's own error shape (product API calls), not the
    // server's generic 404: a client reads `error` and `error_description` from every failure.
    // Wildcards rank below every real route, so these only catch what nothing else matched (an id
    // of "." or ".." that the URL parser folds away, a mistyped path).
    for (const prefix of ['/api/', '/home/api/']) {
      api.all(`${prefix}*`, async (request, reply) =>
        sendError(reply, notFound(`${request.method} ${request.url.split('?')[0]}`)),
      );
    }
  });

  if (options.warmUp !== false) {
    app.addHook('onListen', async () => {
      setImmediate(() => warmUp(ctx));
    });
  }
};

// Same effect as fastify-plugin: hooks and decorators land in the registering context.
(apiPlugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;

export default apiPlugin;
export { apiPlugin };

/** `await registerApi(app)`: the same as `app.register(apiPlugin, options)`. */
export async function registerApi(app: FastifyInstance, options: ApiPluginOptions = {}): Promise<void> {
  await app.register(apiPlugin, options);
}

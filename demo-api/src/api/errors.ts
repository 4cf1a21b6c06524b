/**
 * The JSON error body of the product API calls: `{ error, error_description, error_detail }`, with
 * `error_detail.ARGUMENTS_ERROR` naming each bad argument for status 400.
 */
import type { FastifyReply } from 'fastify';

export type ArgumentErrors = Record<string, string[]>;

export interface ErrorBody {
  error: string;
  error_description: string;
  error_detail: { ARGUMENTS_ERROR?: ArgumentErrors };
}

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly description: string,
    readonly argumentErrors?: ArgumentErrors,
  ) {
    super(description);
  }

  toBody(): ErrorBody {
    return {
      error: this.code,
      error_description: this.description,
      error_detail: this.argumentErrors ? { ARGUMENTS_ERROR: this.argumentErrors } : {},
    };
  }
}

/** 400 ARGUMENTS_ERROR; the description lists each argument like the marketplace API does. */
export function argumentsError(errors: ArgumentErrors): ApiError {
  const summary = Object.entries(errors)
    .map(([name, messages]) => `${name} - ${messages.join(' ')}`)
    .join('; ');
  return new ApiError(400, 'ARGUMENTS_ERROR', `There are errors with your arguments: ${summary}`, errors);
}

export const notAuthorized = (): ApiError =>
  new ApiError(401, 'NOT_AUTHORIZED', 'You must be signed in to do that. Pick a signed-in persona in the QA panel.');
export const csrfFailed = (): ApiError =>
  new ApiError(403, 'CSRF_FAILED', 'CSRF Failed: CSRF token missing or incorrect.');
export const notFound = (what: string): ApiError => new ApiError(404, 'NOT_FOUND', `${what} was not found.`);
export const internalError = (description = 'Something went wrong on our side.'): ApiError =>
  new ApiError(500, 'INTERNAL_ERROR', description);

export function sendError(reply: FastifyReply, error: ApiError): FastifyReply {
  return reply.code(error.statusCode).header('cache-control', 'no-store').send(error.toBody());
}

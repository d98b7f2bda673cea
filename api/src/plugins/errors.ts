import type { ApiErrorBody, ErrorCode } from '@storefront/shared/core';
import { TEXT_INVALID } from '@storefront/shared/schemas';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors';

/** Plain words for the caller, where a field's message is a key the forms translate. */
const READABLE: Record<string, string> = {
  [TEXT_INVALID]: 'holds a control character or half of a surrogate pair',
};

type ErrorReply = ApiErrorBody & { fields?: Record<string, string> };

function fromFastifyError(error: FastifyError): ErrorReply {
  const statusCode = error.statusCode ?? 500;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
      fields[field] ??= issue.message ?? 'invalid';
    }
    const summary = Object.entries(fields)
      .map(([field, message]) => `${field}: ${READABLE[message] ?? message}`)
      .join('; ');
    return {
      statusCode: 400,
      code: 'ENTITY_BAD_REQUEST',
      message: `Invalid request (${summary})`,
      fields,
    };
  }
  if (statusCode === 429) {
    return {
      statusCode,
      code: 'ENTITY_ACTION_NOT_ALLOWED',
      message: 'Too many requests, try again later',
    };
  }
  if (statusCode >= 400 && statusCode < 500) {
    // Malformed JSON, a wrong content type, a body that is too large...
    const code: ErrorCode = statusCode === 404 ? 'ENTITY_NOT_FOUND' : 'ENTITY_BAD_REQUEST';
    return { statusCode, code, message: error.message };
  }
  return { statusCode: 500, code: 'UNKNOWN_ERROR', message: 'Internal server error' };
}

/**
 * Errors Fastify meets before a route is chosen (a path that is not valid percent-encoding, a path
 * segment over `maxParamLength`), answered in the same shape as every other error.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const body = fromFastifyError(error);
  return reply.status(body.statusCode).send(body);
}

/**
 * Every error leaves the API as `{ statusCode, code, message, products? }` with a code of the
 * error catalogue (`ERROR_CODES`); validation errors also name the fields. Unexpected errors are
 * logged and answered with 500 UNKNOWN_ERROR, never with their details.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let body: ErrorReply;
    if (error instanceof AppError) {
      body = {
        statusCode: error.statusCode,
        code: error.code,
        message: error.message,
        ...error.extra,
      };
    } else {
      body = fromFastifyError(error);
    }
    // A 503 on purpose (a full queue) is not a failure: logging each would amplify an attack.
    if (body.statusCode >= 500 && !(error instanceof AppError))
      request.log.error({ err: error }, 'request failed');
    // Retry-After, the rate limit's headers, a refused range's Content-Range.
    const headers = (error as { headers?: Record<string, string> }).headers;
    if (headers && (error instanceof AppError || body.statusCode < 500)) reply.headers(headers);
    return reply.status(body.statusCode).send(body);
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      statusCode: 404,
      code: 'ENTITY_NOT_FOUND',
      message: `Route ${request.method} ${request.url} not found`,
    } satisfies ApiErrorBody),
  );
});

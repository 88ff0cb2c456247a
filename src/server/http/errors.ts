import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isLostConnection } from '../db/lostConnection';

/** An error whose message is safe and useful to show the person who made the request. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** More fields of the `{ message }` answer, e.g. where to go next. */
    readonly details: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** What a member reads when the database dropped the connection under their request (503, Retry-After). */
export const LOST_CONNECTION_MESSAGE = 'We lost our connection to the database for a moment. Please try again.';

export function httpError(statusCode: number, message: string, headers?: Record<string, string>): HttpError {
  return new HttpError(statusCode, message, headers);
}

function describeField(path: string): string {
  // "/firstName" (fastify-type-provider-zod) or "/body/firstName" → "firstName"; "/" or "" is the body itself.
  const field = path
    .replace(/^\/(body|querystring|params|headers)(?=\/|$)/, '')
    .replace(/^\//, '')
    .replace(/\//g, '.');
  return field === '' ? 'The request' : field;
}

/** Every error leaves as `{ message }`; only 5xx are logged as errors and hide their detail. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = describeField(first?.instancePath ?? '');
      const message = first ? `${field}: ${first.message}` : 'The request is not valid.';
      return reply.status(400).send({ message, issues: error.validation.map((v) => ({ field: describeField(v.instancePath), message: v.message })) });
    }
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send({ ...error.details, message: error.message });
    }
    if (
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      (error.statusCode === 400 && error.code?.startsWith('FST_ERR_CTP'))
    ) {
      return reply.status(400).send({ message: 'The request body is not valid JSON.' });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ message: 'The request is too large.' });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send({ message: 'Send the request body as JSON.' });
    }
    if (isLostConnection(error)) {
      // The database cut the connection under a write or a transaction (a lone read is retried,
      // db/lostConnection.ts). PostgreSQL rolls back what it was running, so this is the moment to
      // say "try again", not a fault of ours to hide behind a 500.
      request.log.warn({ err: error }, 'database connection lost during the request');
      return reply.status(503).header('retry-after', '1').send({ message: LOST_CONNECTION_MESSAGE });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({ message: 'Something went wrong on our side. Please try again.' });
    }
    return reply.status(status).send({ message: error.message });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}` });
  });
}

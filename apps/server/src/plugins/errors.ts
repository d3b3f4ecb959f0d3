import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERROR_CODES, MESSAGES, validationText, type ErrorResponse, type FieldError } from '@campus/contracts';
import { AppError, ServiceBusyError } from '../lib/errors.js';

function body(
  statusCode: number,
  code: string,
  message: string,
  correlationId: string,
  fields?: FieldError[],
  details?: Record<string, string>,
): ErrorResponse {
  return {
    statusCode,
    code,
    message,
    errors: fields ? { message, fields } : { message },
    correlationId,
    ...(details ? { details } : {}),
  };
}

/**
 * Maps every error to the spec's shape ({ message, errors.message, code }). Known errors keep
 * their safe message; anything unexpected is logged and answered with a generic 500 — no stack
 * traces leave the server.
 */
export const errorsPlugin = fp(async (app) => {
  app.setErrorHandler((error, request, reply) => {
    const correlationId = request.correlationId;
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((issue) => ({
        path: [error.validationContext, issue.instancePath.replace(/^\//, '').replace(/\//g, '.')]
          .filter(Boolean)
          .join('.'),
        // Schemas carry message keys for the web's translations; API clients get the English.
        message: validationText(issue.message ?? 'Invalid value'),
      }));
      return reply.status(400).send(body(400, ERROR_CODES.validation, MESSAGES.genericForm, correlationId, fields));
    }
    if (error instanceof AppError) {
      if (error instanceof ServiceBusyError) reply.header('retry-after', String(error.retryAfterSeconds));
      else if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      return reply
        .status(error.statusCode)
        .send(body(error.statusCode, error.code, error.message, correlationId, error.fields, error.details));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'Response did not match its schema');
      return reply.status(500).send(body(500, ERROR_CODES.internal, MESSAGES.internal, correlationId));
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 429) {
      return reply.status(429).send(body(429, ERROR_CODES.rateLimited, MESSAGES.tooManyAttempts, correlationId));
    }
    if (status === 413) {
      return reply.status(413).send(body(413, ERROR_CODES.payloadTooLarge, 'The request is too large.', correlationId));
    }
    if (status === 415) {
      return reply
        .status(415)
        .send(body(415, ERROR_CODES.unsupportedMediaType, 'This content type is not accepted.', correlationId));
    }
    if (status && status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON and the like): their messages are safe.
      return reply.status(status).send(body(status, ERROR_CODES.validation, (error as Error).message, correlationId));
    }
    request.log.error({ err: error }, 'Unhandled error');
    return reply.status(500).send(body(500, ERROR_CODES.internal, MESSAGES.internal, correlationId));
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return reply
        .status(404)
        .send(
          body(
            404,
            ERROR_CODES.notFound,
            `No such endpoint: ${request.method} ${request.url.split('?')[0]}`,
            request.correlationId,
          ),
        );
    }
    return app.services.webApp.serveIndex(request, reply);
  });
});

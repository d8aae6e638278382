// Turns every error into the contract's envelope, localised by Content-Language.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorEnvelope } from '@fanclub/contract/errors';
import { fieldErrorsFromIssues } from '@fanclub/contract/issues';
import { errorMessageKey, translate } from '@fanclub/contract/messages';
import { AppError, appError } from '../errors';
import type { z } from 'zod';

function envelope(request: FastifyRequest, error: AppError): ErrorEnvelope {
  const locale = request.locale;
  const body: ErrorEnvelope = {
    code: error.status,
    error_code: error.errorCode,
    message: translate(locale, error.messageKey ?? errorMessageKey(error.errorCode), error.params),
  };
  if (error.fieldErrors) {
    body.errors = Object.fromEntries(
      Object.entries(error.fieldErrors).map(([field, list]) => [
        field,
        list.map((e) => translate(locale, e.key, e.params)),
      ]),
    );
    // The first field message is the most useful single line to show.
    const first = Object.values(body.errors)[0]?.[0];
    if (first && error.errorCode !== 'VALIDATION_ERROR') body.message = first;
  }
  return body;
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  if (error.retryAfterSeconds !== undefined)
    reply.header('Retry-After', String(error.retryAfterSeconds));
  return reply
    .status(error.status)
    .type('application/json; charset=utf-8')
    .send(envelope(request, error));
}

function toAppError(error: FastifyError, request: FastifyRequest): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map(
      (v) =>
        ({
          ...(v.params as object),
          code: v.keyword,
          message: v.message ?? 'validation.invalid',
          path: v.instancePath.split('/').filter(Boolean),
        }) as unknown as z.core.$ZodIssue,
    );
    const localized = fieldErrorsFromIssues(issues, request.locale);
    const fieldErrors = Object.fromEntries(
      Object.entries(localized).map(([field, list]) => [
        field,
        list.map((m) => ({ key: m as never })),
      ]),
    );
    return appError('VALIDATION_ERROR', { fieldErrors });
  }
  const status = error.statusCode ?? 500;
  if (status === 413) return appError('FILE_TOO_LARGE');
  if (status === 404) return appError('NOT_FOUND');
  if (status === 429) return appError('TOO_MANY_ATTEMPTS', { retryAfterSeconds: 60 });
  // Malformed JSON, wrong content type and the like are the client's bad input.
  if (status >= 400 && status < 500) return appError('VALIDATION_ERROR');
  return appError('SYSTEM_ERROR', { cause: error });
}

async function errorHandlerPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error, request);
    if (appError.status >= 500) {
      request.log.error({ err: error }, 'request failed');
      if (process.env.DEBUG_ERRORS) console.error(error);
    } else request.log.info({ errorCode: appError.errorCode }, 'request refused');
    return sendError(request, reply, appError);
  });
}

export default fp(errorHandlerPlugin, { name: 'error-handler' });

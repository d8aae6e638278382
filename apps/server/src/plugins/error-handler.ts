// Turns every error into the contract's envelope, localised by Content-Language.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { Socket } from 'node:net';
import { ERROR_STATUS, type ErrorCode, type ErrorEnvelope } from '@fanclub/contract/errors';
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

/** The SQLSTATE of a failed statement, through the ORM's wrapper (pg and PGlite both set `code`). */
function databaseErrorCode(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 5; i++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

/**
 * Node's parser refused the request before Fastify saw it: a request line or headers past its
 * limit (16 KB), or bytes that are no HTTP. The answer is still the contract's envelope (in
 * Japanese, the product's default: the Content-Language header may be what was cut).
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (!socket.writable) return socket.destroy();
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const code: ErrorCode = tooLarge ? 'HEADERS_TOO_LARGE' : 'VALIDATION_ERROR';
  const status = ERROR_STATUS[code];
  const body = JSON.stringify({
    code: status,
    error_code: code,
    message: translate('ja', errorMessageKey(code)),
  } satisfies ErrorEnvelope);
  socket.end(
    `HTTP/1.1 ${status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
      'Connection: close\r\nContent-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
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
  // A JSON (or form) body over the 1 MB limit is not a file: files have their own limit.
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return appError('REQUEST_TOO_LARGE');
  if (status === 413) return appError('FILE_TOO_LARGE');
  if (status === 404) return appError('NOT_FOUND');
  if (status === 429) return appError('TOO_MANY_ATTEMPTS', { retryAfterSeconds: 60 });
  // Malformed JSON, wrong content type and the like are the client's bad input.
  if (status >= 400 && status < 500) return appError('VALIDATION_ERROR');
  // The database refused a value as data (class 22: out of range, bad encoding, bad date):
  // a value that slipped past the schemas is still the client's bad input, not a 500.
  const sqlState = databaseErrorCode(error);
  if (sqlState?.startsWith('22')) return appError('VALIDATION_ERROR', { cause: error });
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

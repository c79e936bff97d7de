import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError, AppErrorCode, type ApiErrorBody, type FieldError } from '../../domain/errors';

/**
 * The one error handler: every failure leaves as `{ error: { code, message, fields? } }`.
 * Validation errors list the fields with their message keys; 5xx never reveal details.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: FieldError[] = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? 'validation.invalid',
      }));
      return reply.status(400).send(body('validation_failed', 'Invalid request', fields));
    }
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'service error');
      if (error.retryAfter !== undefined) reply.header('retry-after', String(error.retryAfter));
      return reply
        .status(error.status)
        .send(body(error.code, error.message, error.fields, error.retryAfter));
    }
    if (databaseRefusedInput(error)) {
      // A value no contract rule stopped: the client's fault, but a rule is missing, so warn.
      request.log.warn({ err: error }, 'database refused a request value');
      return reply.status(400).send(body('validation_failed', 'Invalid request'));
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { err: error, issues: error.cause.issues },
        'response does not match contract',
      );
      return reply.status(500).send(body('internal', 'Something went wrong'));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      // @fastify/rate-limit has already set Retry-After; the body repeats it for the client.
      const retryAfter = Number(reply.getHeader('retry-after')) || undefined;
      return reply
        .status(429)
        .send(body('rate_limited', 'Too many requests', undefined, retryAfter));
    }
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(status).send(body('internal', 'Something went wrong'));
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type): safe to describe.
    const code =
      status === 404
        ? AppErrorCode.not_found
        : status === 403
          ? AppErrorCode.not_authorized
          : AppErrorCode.validation_failed;
    return reply.status(status).send(body(code, error.message));
  });
}

/**
 * SQLSTATE classes that mean "this value cannot be stored or compared", never "the server is
 * broken": 22 data exception (a NUL byte, a number out of range, an invalid encoding or date) and
 * 54000 program limit (a key too long for an index row). Drivers wrap the database error
 * (DrizzleQueryError → pg/PGlite error), so the causes are followed.
 */
const REFUSED_VALUE = /^(22[0-9A-Z]{3}|54000)$/;

function databaseRefusedInput(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && REFUSED_VALUE.test(code)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

function body(
  code: AppErrorCode,
  message: string,
  fields?: FieldError[],
  retryAfter?: number,
): ApiErrorBody {
  return {
    error: {
      code,
      message,
      ...(fields ? { fields } : {}),
      ...(retryAfter !== undefined ? { retryAfter } : {}),
    },
  };
}

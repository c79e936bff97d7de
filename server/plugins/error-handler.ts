import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError, AppErrorCode, type ApiErrorBody, type FieldError } from '../../domain/errors';
import { databaseRefusal } from '../lib/database-errors';
import { requestLanguage } from '../lib/language';
import { errorText, text } from '../lib/texts';

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
      return reply
        .status(400)
        .send(errorBody(request, 'validation_failed', 'Invalid request', fields));
    }
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'service error');
      if (error.retryAfter !== undefined) reply.header('retry-after', String(error.retryAfter));
      const body = errorBody(request, error.code, error.message, error.fields, error.retryAfter);
      if (error.text) {
        const language = requestLanguage(request);
        body.error.message = text(language, error.text.key, error.text.values[language]);
      }
      return reply.status(error.status).send(body);
    }
    const refusal = databaseRefusal(error);
    if (refusal) {
      // A value or a reference no contract rule stopped: the client's fault, but a rule is
      // missing (or a race lost), so warn.
      request.log.warn({ err: error }, 'database refused a request value');
      return reply
        .status(refusal.status)
        .send(errorBody(request, refusal.code, refusal.message, refusal.fields));
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { err: error, issues: error.cause.issues },
        'response does not match contract',
      );
      return reply.status(500).send(errorBody(request, 'internal', 'Something went wrong'));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      // @fastify/rate-limit has already set Retry-After; the body repeats it for the client.
      const retryAfter = Number(reply.getHeader('retry-after')) || undefined;
      return reply
        .status(429)
        .send(errorBody(request, 'rate_limited', 'Too many requests', undefined, retryAfter));
    }
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(status).send(errorBody(request, 'internal', 'Something went wrong'));
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type): safe to describe.
    return reply.status(status).send(errorBody(request, frameworkCode(status), error.message));
  });
}

/** The envelope's code for a status Fastify or a plugin chose (the client shows `errors.<code>`). */
function frameworkCode(status: number): AppErrorCode {
  if (status === 404) return AppErrorCode.not_found;
  if (status === 403) return AppErrorCode.not_authorized;
  if (status === 413) return AppErrorCode.payload_too_large;
  return AppErrorCode.validation_failed;
}

/**
 * Fastify's `frameworkErrors`: what its router refuses before any route or hook runs (a URL that
 * does not decode, `FST_ERR_BAD_URL`; a parameter too long; a failed constraint) would otherwise
 * leave as Fastify's own body. The API's envelope instead, with the security headers.
 */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  for (const [name, value] of request.server.securityHeaders ?? []) reply.header(name, value);
  void reply
    .status(status)
    .send(
      errorBody(
        request,
        frameworkCode(status),
        error.code === 'FST_ERR_BAD_URL' ? 'Bad URL' : error.message,
      ),
    );
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refuses (a broken request line,
 * headers too big) never reaches Fastify; it is answered on the socket, in the envelope too.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : 400;
  // Before any request exists, so no language is known: the message stays English.
  const text = JSON.stringify({
    error: { code: AppErrorCode.validation_failed, message: 'Bad request' },
  } satisfies ApiErrorBody);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(text)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
}

/**
 * The envelope. Its `message` is the code's text (`errors.<code>`) in the request's language;
 * `fallback`, in English, only for a code without one.
 */
export function errorBody(
  request: FastifyRequest,
  code: AppErrorCode,
  fallback: string,
  fields?: FieldError[],
  retryAfter?: number,
): ApiErrorBody {
  return {
    error: {
      code,
      message: errorText(requestLanguage(request), code, fallback),
      ...(fields ? { fields } : {}),
      ...(retryAfter !== undefined ? { retryAfter } : {}),
    },
  };
}

import { AppErrorCode, type FieldError } from '@domain/errors';

const STATUS_CODES: Record<number, AppErrorCode> = {
  400: AppErrorCode.validation_failed,
  401: AppErrorCode.unauthenticated,
  403: AppErrorCode.not_authorized,
  404: AppErrorCode.not_found,
  409: AppErrorCode.conflict,
  422: AppErrorCode.validation_failed,
  429: AppErrorCode.rate_limited,
  503: AppErrorCode.service_unavailable,
};

function isAppErrorCode(value: unknown): value is AppErrorCode {
  return typeof value === 'string' && value in AppErrorCode;
}

/** Every failed call rejects with this: an `AppErrorCode`, the HTTP status (0 = no answer) and fields. */
export class ApiError extends Error {
  readonly code: AppErrorCode;
  readonly status: number;
  readonly fields?: FieldError[];
  /** Seconds to wait before trying again, from a `rate_limited` answer. */
  readonly retryAfter?: number;

  constructor(
    code: AppErrorCode,
    status = 0,
    message?: string,
    fields?: FieldError[],
    retryAfter?: number,
  ) {
    super(message ?? code);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.fields = fields;
    this.retryAfter = retryAfter;
  }

  /** The i18n key to show for this error (`errors.<code>`). */
  get messageKey(): string {
    return `errors.${this.code}`;
  }

  /** Builds the error from a failed response, reading the `{ error }` envelope when there is one. */
  static fromResponse(status: number, body: unknown): ApiError {
    const error = (body as { error?: Record<string, unknown> } | null)?.error;
    const fallback = STATUS_CODES[status] ?? AppErrorCode.internal;
    if (!error || typeof error !== 'object') return new ApiError(fallback, status);
    const code = isAppErrorCode(error.code) ? error.code : fallback;
    const message = typeof error.message === 'string' ? error.message : undefined;
    const fields = Array.isArray(error.fields) ? (error.fields as FieldError[]) : undefined;
    const retryAfter = typeof error.retryAfter === 'number' ? error.retryAfter : undefined;
    return new ApiError(code, status, message, fields, retryAfter);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

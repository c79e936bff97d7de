import { ACCOUNT_FIELD_KEYS } from '../../../domain/accounts/keys';
import { AppError, type FieldError } from '../../../domain/errors';

const KEYS = {
  username: ACCOUNT_FIELD_KEYS.username_taken,
  email: ACCOUNT_FIELD_KEYS.email_taken,
  phone: ACCOUNT_FIELD_KEYS.phone_taken,
} as const;

/** 409 conflict naming each taken field with its message key. */
export function takenError(taken: Iterable<keyof typeof KEYS>): AppError {
  const fields: FieldError[] = [...taken].map((path) => ({ path, message: KEYS[path] }));
  return new AppError('conflict', 'Already taken', fields);
}

/** PostgreSQL unique_violation, however the driver wrapped it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

// What a database refusal that no rule stopped means to the client (the one error handler asks).
// A unique or foreign-key violation is the request's fault (a value taken meanwhile, a record
// deleted meanwhile, a rule missing); answering 500 would tell the client to retry the same thing.
import { AppErrorCode, type FieldError } from '../../domain/errors';
import { V } from '../../domain/validation/keys';

export interface DatabaseRefusal {
  status: number;
  code: AppErrorCode;
  message: string;
  fields?: FieldError[];
}

/** The driver's error fields (pg and PGlite name them alike). */
interface PgErrorFields {
  code: string;
  constraint?: string;
  column?: string;
  detail?: string;
}

/**
 * Unique indexes a person can run into, with the field and message a form shows. Every other
 * unique violation still answers 409 `conflict`, without a field.
 */
const UNIQUE_FIELDS: Record<string, FieldError> = {
  users_username_lower_idx: { path: 'username', message: V.username.taken },
  users_username_key_idx: { path: 'username', message: V.username.taken },
  users_email_verified_idx: { path: 'email', message: V.email.taken },
  users_phone_verified_idx: { path: 'phone', message: V.phone.taken },
  stores_username_lower_idx: { path: 'username', message: V.store_username.taken },
  products_store_sku_idx: { path: 'sku', message: V.sku.taken },
  governorates_name_en_idx: { path: 'name_en', message: V.name.taken },
  areas_governorate_name_en_idx: { path: 'name_en', message: V.name.taken },
  search_keywords_folded_language_idx: { path: 'keyword', message: V.keyword.taken },
};

/**
 * SQLSTATE classes that mean "this value cannot be stored or compared", never "the server is
 * broken": 22 data exception (a NUL byte, a number out of range, an invalid encoding or date) and
 * 54000 program limit (a key too long for an index row).
 */
const REFUSED_VALUE = /^(22[0-9A-Z]{3}|54000)$/;

/**
 * The database's own error inside what the driver threw: drivers wrap it (DrizzleQueryError →
 * pg/PGlite error), so the causes are followed.
 */
function pgError(error: unknown): PgErrorFields | null {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return cause as PgErrorFields;
    cause = (cause as { cause?: unknown }).cause;
  }
  return null;
}

/** `Key (category_id)=(999) is not present …` → `category_id`. */
function keyColumn(detail: string | undefined): string | undefined {
  const match = /^Key \(([a-z_]+)\)=/.exec(detail ?? '');
  return match?.[1];
}

/** The client-side answer to a database refusal, or null for a fault of the server. */
export function databaseRefusal(error: unknown): DatabaseRefusal | null {
  const cause = pgError(error);
  if (!cause) return null;
  const invalid = (fields?: FieldError[]): DatabaseRefusal => ({
    status: 400,
    code: AppErrorCode.validation_failed,
    message: 'Invalid request',
    ...(fields ? { fields } : {}),
  });
  if (REFUSED_VALUE.test(cause.code)) return invalid();
  switch (cause.code) {
    case '23505': // unique_violation
    case '23P01': {
      // exclusion_violation
      const field = cause.constraint ? UNIQUE_FIELDS[cause.constraint] : undefined;
      return {
        status: 409,
        code: AppErrorCode.conflict,
        message: 'This value is already in use',
        ...(field ? { fields: [field] } : {}),
      };
    }
    case '23001': // restrict_violation: deleting a row an ON DELETE RESTRICT key points at
      return { status: 409, code: AppErrorCode.in_use, message: 'Still in use' };
    case '23503': {
      // foreign_key_violation: deleting a row others still point at, or pointing at none.
      if (/is still referenced/.test(cause.detail ?? '')) {
        return { status: 409, code: AppErrorCode.in_use, message: 'Still in use' };
      }
      const column = keyColumn(cause.detail);
      return invalid(column ? [{ path: column, message: V.reference.unknown }] : undefined);
    }
    case '23502': // not_null_violation
      return invalid(cause.column ? [{ path: cause.column, message: V.required }] : undefined);
    case '23514': // check_violation
      return invalid();
    default:
      return null;
  }
}

import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/api/api-error';

/**
 * Puts a failed call's field errors (`error.fields[].message`, a `validation.*` key) on the form's
 * own fields, renaming server paths where the form differs (`first_name` → `full_name`). Answers the
 * i18n key of what is left to say above the form, or null when every problem sits on a field.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: Partial<Record<string, Path<T>>>,
): string | null {
  if (!isApiError(error)) return 'errors.internal';
  let placed = 0;
  for (const field of error.fields ?? []) {
    const target = fields[field.path];
    if (!target) continue;
    setError(target, { type: 'server', message: field.message }, { shouldFocus: placed === 0 });
    placed += 1;
  }
  if (placed > 0 && placed === (error.fields?.length ?? 0)) return null;
  return error.messageKey;
}

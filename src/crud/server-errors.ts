import { isApiError } from '@/lib/api';

/**
 * Which server error paths land on a form field: every path whose first segment is one of the
 * form's fields (`features.2.name_ar` lands inside the features list).
 */
export function formErrorPaths(error: unknown, names: string[]): Record<string, string> {
  const roots = new Set(names);
  const paths: Record<string, string> = {};
  if (!isApiError(error)) return paths;
  for (const field of error.fields ?? []) {
    if (roots.has(field.path.split('.')[0] ?? '')) paths[field.path] = field.path;
  }
  return paths;
}

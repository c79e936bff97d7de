import type { HttpMethod } from '@domain/contracts/contract';

/** Files of a multipart request, by form field; several files under one field repeat it. */
export type FileFields = Record<string, Blob | Blob[] | null | undefined>;

function toText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** Fills `:name` and optional `:name?` segments and appends the query string. */
export function buildUrl(path: string, params?: unknown, query?: unknown): string {
  const values = (params ?? {}) as Record<string, unknown>;
  const filled = path.replace(/\/:(\w+)(\?)?/g, (_match, name: string, optional?: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '') {
      if (optional) return '';
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    }
    return `/${encodeURIComponent(toText(value))}`;
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, toText(item));
    else search.append(key, toText(value));
  }
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

/**
 * JSON body, or multipart when files are sent: body fields become text parts (objects and arrays as
 * JSON), each file a part under its field name.
 */
export function buildBody(
  method: HttpMethod,
  body: unknown,
  files?: FileFields,
): string | FormData | undefined {
  if (method === 'GET') return undefined;
  const hasFiles = files && Object.values(files).some((file) => file != null);
  if (!hasFiles) return body === undefined ? undefined : JSON.stringify(body);
  const form = new FormData();
  for (const [key, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) form.append(key, toText(value));
  }
  for (const [key, value] of Object.entries(files)) {
    if (value == null) continue;
    for (const file of Array.isArray(value) ? value : [value]) form.append(key, file);
  }
  return form;
}

import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, type Language } from '../../domain/status/statuses';

/** The request's language from `Accept-Language` (the client sends exactly `ar` or `en`). */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['accept-language'] ?? '';
  const first = header.split(',')[0]?.trim().toLowerCase() ?? '';
  if (first.startsWith('en')) return 'en';
  if (first.startsWith('ar')) return 'ar';
  return DEFAULT_LANGUAGE;
}

// Auto-translate: when a store has it on, its missing Arabic or English description is
// filled by the OpenAI-compatible endpoint of AI_BASE_URL/AI_API_KEY/AI_MODEL (the keyword run's).
// Without one the field stays empty and the shop shows the other language. Runs after the answer;
// it fills only a field that is still empty, so a text the seller typed meanwhile wins.
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { fillStoreDescription, storeTranslationState } from './my-stores.repository';

export type AiEndpoint = NonNullable<Env['ai']>;
type Language = 'ar' | 'en';

const TIMEOUT_MS = 30_000;
const MAX_CHARS = 2000;

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

/** The chat completion request translating `text` into `to`. */
export function translationRequest(endpoint: AiEndpoint, text: string, to: Language) {
  return {
    url: `${endpoint.baseUrl}/chat/completions`,
    init: {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${endpoint.apiKey}` },
      body: JSON.stringify({
        model: endpoint.model,
        temperature: 0.2,
        messages: [
          {
            role: 'system',
            content:
              `Translate the user's text for an Egyptian online marketplace into ` +
              `${to === 'ar' ? 'Arabic (Egyptian usage)' : 'English'}. Answer with the ` +
              'translation only, no quotes or notes.',
          },
          { role: 'user', content: text },
        ],
      }),
    },
  };
}

/** One translation, trimmed to `max` characters; null when the endpoint fails or answers nothing. */
export async function translate(
  endpoint: AiEndpoint,
  text: string,
  to: Language,
  max = MAX_CHARS,
  fetchImpl: typeof fetch = fetch,
): Promise<string | null> {
  const { url, init } = translationRequest(endpoint, text, to);
  const response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!response.ok) return null;
  const parsed = completionSchema.safeParse(await response.json());
  if (!parsed.success) return null;
  // No control characters (the hygiene rule of typed text) and the field's maximum.
  const clean = parsed.data.choices[0]!.message.content.replace(/(?![\t\n\r])[\p{Cc}\p{Cs}]/gu, '')
    .trim()
    .slice(0, max);
  return clean === '' ? null : clean;
}

/**
 * The missing description of a record whose store auto-translates, in the other language; null
 * when nothing is missing, both are, auto-translate is off or no endpoint is set.
 */
export async function missingTranslation(
  endpoint: AiEndpoint | null,
  row: { on: boolean; ar: string; en: string } | null,
  max: number,
  fetchImpl: typeof fetch = fetch,
): Promise<{ field: 'descriptionAr' | 'descriptionEn'; value: string } | null> {
  if (!endpoint || !row?.on || (row.ar === '') === (row.en === '')) return null;
  const to: Language = row.ar === '' ? 'ar' : 'en';
  const value = await translate(endpoint, to === 'ar' ? row.en : row.ar, to, max, fetchImpl);
  return value ? { field: to === 'ar' ? 'descriptionAr' : 'descriptionEn', value } : null;
}

/** Fills the store's missing description when auto-translate is on and an endpoint is set. */
export async function autoTranslateStore(
  db: Db,
  endpoint: AiEndpoint | null,
  storeId: number,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  if (!endpoint) return;
  const filled = await missingTranslation(
    endpoint,
    await storeTranslationState(db, storeId),
    500,
    fetchImpl,
  );
  if (filled) await fillStoreDescription(db, storeId, filled.field, filled.value);
}

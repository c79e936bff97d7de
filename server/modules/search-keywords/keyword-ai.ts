// The keyword run's OpenAI-compatible proposer: one chat completion per category with its product
// names, answered as JSON `{ "ar": [...], "en": [...] }`. Used only when AI_BASE_URL and AI_API_KEY
// are set; the answer is checked like a keyword typed by an admin.
import { z } from 'zod';
import { keywordTextSchema } from '../../../domain/contracts/panel/search-keywords.contract';
import type { Env } from '../../env';
import type { ProposedKeyword } from './keyword-extractor';

export type AiEndpoint = NonNullable<Env['ai']>;

/** Product names sent per category, and keywords kept per language. */
const MAX_NAMES = 200;
const MAX_PER_LANGUAGE = 15;
const TIMEOUT_MS = 30_000;

export interface KeywordPrompt {
  categoryAr: string;
  categoryEn: string;
  names: string[];
}

/** The chat completion request for one category. */
export function keywordRequest(endpoint: AiEndpoint, prompt: KeywordPrompt) {
  return {
    url: `${endpoint.baseUrl}/chat/completions`,
    init: {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${endpoint.apiKey}`,
      },
      body: JSON.stringify({
        model: endpoint.model,
        temperature: 0.2,
        response_format: { type: 'json_object' },
        messages: [
          {
            role: 'system',
            content:
              'You propose search keywords for an Egyptian online marketplace. Answer only JSON ' +
              '{"ar": [...], "en": [...]}: up to 10 short Arabic (Egyptian usage) and 10 English ' +
              'keywords or two-word phrases shoppers would type to find these products. No brands ' +
              'unless they appear in the names, no prices, no duplicates.',
          },
          {
            role: 'user',
            content: JSON.stringify({
              category: { ar: prompt.categoryAr, en: prompt.categoryEn },
              products: prompt.names.slice(0, MAX_NAMES),
            }),
          },
        ],
      }),
    },
  };
}

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});
const keywordsSchema = z.object({
  ar: z.array(z.unknown()).default([]),
  en: z.array(z.unknown()).default([]),
});

/** The keywords of a chat completion answer; throws when it is not the JSON asked for. */
export function parseKeywordAnswer(answer: unknown): ProposedKeyword[] {
  const content = completionSchema.parse(answer).choices[0]!.message.content;
  // Some models wrap JSON in a Markdown fence despite `response_format`.
  const json = content.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, '');
  const lists = keywordsSchema.parse(JSON.parse(json));
  const out: ProposedKeyword[] = [];
  for (const language of ['ar', 'en'] as const) {
    const valid = lists[language]
      .map((value) => keywordTextSchema.safeParse(value))
      .flatMap((parsed) => (parsed.success ? [parsed.data] : []));
    for (const keyword of valid.slice(0, MAX_PER_LANGUAGE)) out.push({ keyword, language });
  }
  return out;
}

/** Asks the endpoint for one category's keywords. */
export async function askForKeywords(
  endpoint: AiEndpoint,
  prompt: KeywordPrompt,
  fetchImpl: typeof fetch = fetch,
): Promise<ProposedKeyword[]> {
  const { url, init } = keywordRequest(endpoint, prompt);
  const response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!response.ok) throw new Error(`AI endpoint answered ${response.status}`);
  return parseKeywordAnswer(await response.json());
}

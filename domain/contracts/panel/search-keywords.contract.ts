// Search keywords from the admin panel (spec §2 admin `search_keywords`, §7 `search-keywords`):
// curated words and phrases, proposed by an admin or by the keyword run (`run-ai`), reviewed by an
// admin; approved ones are the shopper's search suggestions. Rows and bodies share field names.
import { z } from 'zod';
import { LANGUAGES } from '../../status/statuses';
import { V } from '../../validation/keys';
import { stringRule } from '../../validation/rule';
import { queryId } from '../catalogue-schemas';
import { defineContract } from '../contract';
import {
  bodyId,
  bulkIdsBody,
  bulkIdsSchema,
  bulkResultSchema,
  deletedSchema,
  idParams,
  panelListQuery,
} from './panel-list';

export const KEYWORD_SOURCES = ['admin', 'ai'] as const;
export type KeywordSource = (typeof KEYWORD_SOURCES)[number];
export const KEYWORD_REVIEWS = ['pending', 'approved', 'rejected'] as const;
export type KeywordReview = (typeof KEYWORD_REVIEWS)[number];

/** A keyword: 2–60 characters, one line. */
export const keywordTextSchema = stringRule({
  min: [2, V.keyword.too_short],
  max: [60, V.keyword.too_long],
});

export const KEYWORD_SORTS = ['created_at', 'keyword', 'review'] as const;

export const keywordFiltersSchema = panelListQuery(KEYWORD_SORTS, {
  review: z.enum(KEYWORD_REVIEWS, { error: V.filter.invalid }).optional(),
  source: z.enum(KEYWORD_SOURCES, { error: V.filter.invalid }).optional(),
  language: z.enum(LANGUAGES, { error: V.filter.invalid }).optional(),
  category: queryId.optional(),
});
export type KeywordFilters = z.infer<typeof keywordFiltersSchema>;

export const keywordBodySchema = z.object({
  keyword: keywordTextSchema,
  language: z.enum(LANGUAGES, { error: V.language.invalid }),
  /** The category it is about; null for the whole shop. */
  category_id: bodyId.nullable().default(null),
  /** An admin's keyword is approved unless they say otherwise. */
  review: z.enum(KEYWORD_REVIEWS, { error: V.required }).default('approved'),
});
export type KeywordBody = z.infer<typeof keywordBodySchema>;

export const panelKeywordSchema = z.object({
  id: z.number().int(),
  keyword: z.string(),
  language: z.enum(LANGUAGES),
  category_id: z.number().int().nullable(),
  /** Name of the category in both languages, for the list. */
  category_name_ar: z.string().nullable(),
  category_name_en: z.string().nullable(),
  source: z.enum(KEYWORD_SOURCES),
  review: z.enum(KEYWORD_REVIEWS),
  created_at: z.string(),
});
export type PanelKeyword = z.infer<typeof panelKeywordSchema>;

/** Approve or reject several keywords (or send them back to pending). */
export const keywordReviewBodySchema = z.object({
  ids: bulkIdsSchema,
  review: z.enum(KEYWORD_REVIEWS, { error: V.required }),
});
export type KeywordReviewBody = z.infer<typeof keywordReviewBodySchema>;

/** File several keywords under one category (or none). */
export const keywordCategoriesBodySchema = z.object({
  ids: bulkIdsSchema,
  category_id: bodyId.nullable().default(null),
});
export type KeywordCategoriesBody = z.infer<typeof keywordCategoriesBodySchema>;

export const KEYWORD_RUN_STATES = ['idle', 'queued', 'running', 'done', 'failed'] as const;
export type KeywordRunState = (typeof KEYWORD_RUN_STATES)[number];

/**
 * The keyword run (spec §4 "Keyword AI activation has a pollable status"). One at a time, in the
 * server's memory: a restart forgets it (`idle`).
 */
export const keywordRunSchema = z.object({
  state: z.enum(KEYWORD_RUN_STATES),
  /** `ai` with AI_BASE_URL/AI_API_KEY, otherwise the built-in extractor. */
  engine: z.enum(['ai', 'builtin']).nullable(),
  /** Categories done of `total`. */
  progress: z.number().int(),
  total: z.number().int(),
  /** Keywords proposed (new, pending) so far. */
  created: z.number().int(),
  /** Proposals that already existed. */
  skipped: z.number().int(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  /** Why a run failed (not translated: an operator's diagnostic). */
  error: z.string().nullable(),
});
export type KeywordRun = z.infer<typeof keywordRunSchema>;

const base = { tags: ['panel', 'search-keywords'] };

export const panelKeywordsContract = defineContract({
  ...base,
  method: 'GET',
  path: '/api/panel/search-keywords',
  summary: 'Search keywords',
  permission: { resource: 'search_keywords', action: 'list', kind: 'admin' },
  query: keywordFiltersSchema,
  response: z.array(panelKeywordSchema),
  paged: true,
});

export const panelKeywordContract = defineContract({
  ...base,
  method: 'GET',
  path: '/api/panel/search-keywords/:id',
  summary: 'One search keyword',
  permission: { resource: 'search_keywords', action: 'view', kind: 'admin' },
  params: idParams,
  response: panelKeywordSchema,
});

export const createKeywordContract = defineContract({
  ...base,
  method: 'POST',
  path: '/api/panel/search-keywords',
  summary: 'Add a search keyword',
  permission: { resource: 'search_keywords', action: 'create', kind: 'admin' },
  body: keywordBodySchema,
  response: panelKeywordSchema,
  status: 201,
  idempotent: true,
});

export const updateKeywordContract = defineContract({
  ...base,
  method: 'PUT',
  path: '/api/panel/search-keywords/:id',
  summary: 'Edit a search keyword',
  permission: { resource: 'search_keywords', action: 'update', kind: 'admin' },
  params: idParams,
  body: keywordBodySchema,
  response: panelKeywordSchema,
});

export const deleteKeywordContract = defineContract({
  ...base,
  method: 'DELETE',
  path: '/api/panel/search-keywords/:id',
  summary: 'Delete a search keyword',
  permission: { resource: 'search_keywords', action: 'delete', kind: 'admin' },
  params: idParams,
  response: deletedSchema,
});

export const bulkDeleteKeywordsContract = defineContract({
  ...base,
  method: 'POST',
  path: '/api/panel/search-keywords/bulk-delete',
  summary: 'Delete several search keywords',
  permission: { resource: 'search_keywords', action: 'delete', kind: 'admin' },
  body: bulkIdsBody,
  response: bulkResultSchema,
});

export const reviewKeywordsContract = defineContract({
  ...base,
  method: 'PATCH',
  path: '/api/panel/search-keywords/update-review-by-admin',
  summary: 'Approve or reject search keywords',
  permission: { resource: 'search_keywords', action: 'review', kind: 'admin' },
  body: keywordReviewBodySchema,
  response: bulkResultSchema,
});

export const keywordCategoriesContract = defineContract({
  ...base,
  method: 'POST',
  path: '/api/panel/search-keywords/bulk-categories',
  summary: 'File search keywords under a category',
  permission: { resource: 'search_keywords', action: 'update', kind: 'admin' },
  body: keywordCategoriesBodySchema,
  response: bulkResultSchema,
});

export const runKeywordsContract = defineContract({
  ...base,
  method: 'POST',
  path: '/api/panel/search-keywords/run-ai',
  summary: 'Start a keyword run (one at a time); poll `ai/status`',
  permission: { resource: 'search_keywords', action: 'create', kind: 'admin' },
  response: keywordRunSchema,
  status: 202,
});

export const keywordRunStatusContract = defineContract({
  ...base,
  method: 'GET',
  path: '/api/panel/search-keywords/ai/status',
  summary: 'The keyword run: queued → running → done/failed, with progress',
  permission: { resource: 'search_keywords', action: 'list', kind: 'admin' },
  response: keywordRunSchema,
});

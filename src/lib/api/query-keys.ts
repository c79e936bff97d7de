import type { Language } from '@domain/status/statuses';

/**
 * Keys for one resource in the `all → lists → list(filters) → details → detail(id)` shape, so a
 * mutation can invalidate exactly what it changed (`queryKeys.orders.lists()` after creating one).
 */
export function createQueryKeys<const R extends string>(root: R) {
  const all = [root] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (filters: Record<string, unknown> = {}) => [...all, 'list', filters] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: string | number) => [...all, 'detail', id] as const,
  };
}

/** Who a personal response belongs to: the signed-in user's id or `visitor`. */
export type Viewer = string;

export const queryKeys = {
  /** `/api/layout`: meta is in the request language and the notification count is per viewer. */
  layout: {
    all: ['layout'] as const,
    detail: (language: Language, viewer: Viewer) => ['layout', language, viewer] as const,
  },
  categories: createQueryKeys('categories'),
  /** Catalogue responses are in the request language, so every key carries it. */
  products: createQueryKeys('products'),
  stores: createQueryKeys('stores'),
  home: createQueryKeys('home'),
  search: createQueryKeys('search'),
  suggestions: createQueryKeys('suggestions'),
  staticPages: createQueryKeys('static-pages'),
  geo: createQueryKeys('geo'),
  /** The signed-in shopper's profile (`GET /api/profile`); personal, never persisted. */
  profile: {
    all: ['profile'] as const,
    detail: (viewer: Viewer) => ['profile', viewer] as const,
  },
  /** The signed-in panel account (`GET /api/panel/profile`); personal, never persisted. */
  panelProfile: {
    all: ['panel-profile'] as const,
    detail: (viewer: Viewer) => ['panel-profile', viewer] as const,
  },
};

/** Roots of the queries kept in IndexedDB across reloads (DESIGN §3: an allow-list, not everything). */
export const PERSISTED_QUERY_ROOTS: readonly string[] = [
  queryKeys.layout.all[0],
  queryKeys.categories.all[0],
];

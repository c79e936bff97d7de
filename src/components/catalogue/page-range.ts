/** A page number from the URL: a whole number ≥ 1 (spec §5 "page number at least 1"), else 1. */
export function parsePage(raw: string | null | undefined): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** Keeps a page within 1..lastPage (spec §5 "not above the max page"); an empty list has page 1. */
export function clampPage(page: number, lastPage: number): number {
  return Math.min(Math.max(1, Math.trunc(page) || 1), Math.max(1, lastPage));
}

/**
 * The page buttons to show: first, last, and `current ± 1`, with `'gap'` where pages are skipped, so
 * the bar stays short on a phone however many pages there are.
 */
export function pageItems(current: number, lastPage: number): (number | 'gap')[] {
  const last = Math.max(1, lastPage);
  const page = clampPage(current, last);
  const wanted = new Set([1, last, page - 1, page, page + 1]);
  const pages = [...wanted].filter((p) => p >= 1 && p <= last).sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  pages.forEach((p, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && p - previous > 1) items.push('gap');
    items.push(p);
  });
  return items;
}

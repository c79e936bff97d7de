import type { QueryClient, QueryKey } from '@tanstack/react-query';

function search(value: unknown, id: number, depth: number): string | undefined {
  if (depth > 5 || typeof value !== 'object' || value === null) return undefined;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = search(item, id, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  const record = value as Record<string, unknown>;
  if (record.id === id && typeof record.name === 'string') return record.name;
  for (const child of Object.values(record)) {
    const found = search(child, id, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * The name of a record (a product, a cart line, a store) as a cached query under `root` shows it,
 * so a write kept offline can say what it is about ("Add “Linen shirt” to the cart").
 */
export function cachedName(
  queryClient: QueryClient,
  root: QueryKey,
  id: number,
): string | undefined {
  for (const [, data] of queryClient.getQueriesData({ queryKey: root })) {
    const found = search(data, id, 0);
    if (found) return found;
  }
  return undefined;
}

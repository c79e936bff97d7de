import type { OutboxEntry } from '@domain/offline/outbox';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../api/query-keys';
import { useOutboxEntries } from './outbox-state';

/** A cart line as the count needs it: its id, product and chosen values. */
export interface KnownCartLine {
  id: number;
  product_id: number;
  attributes: readonly { id: number }[];
}

const lineKey = (productId: number, attributeIds: readonly number[]) =>
  `${productId}:${[...attributeIds].sort((a, b) => a - b).join(',')}`;

function parse(body: string | null): Record<string, unknown> | null {
  try {
    const value: unknown = body ? JSON.parse(body) : null;
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * How many lines the cart will gain (or lose) when the pending cart writes reach the server, the
 * way the server counts (`cart_items_count` is lines): an add makes a line unless the same product
 * with the same values is in the cart already or added before it; a remove takes one away.
 * `lines` is the cart as last read (absent: every new product+values pair counts).
 */
export function pendingCartLineChange(
  entries: readonly OutboxEntry[],
  lines: readonly KnownCartLine[] = [],
): number {
  const lineIds = new Map(
    lines.map((line) => [
      line.id,
      lineKey(
        line.product_id,
        line.attributes.map((a) => a.id),
      ),
    ]),
  );
  const present = new Set(lineIds.values());
  let change = 0;
  for (const entry of entries) {
    if (entry.kind !== 'cart' || entry.state !== 'pending') continue;
    const [path, search = ''] = entry.url.split('?');
    if (path !== '/api/cart') continue;
    if (entry.method === 'POST') {
      const body = parse(entry.body);
      const productId = Number(body?.product_id);
      if (!Number.isInteger(productId)) continue;
      const attributes = Array.isArray(body?.attribute_ids) ? body.attribute_ids.map(Number) : [];
      const key = lineKey(productId, attributes);
      if (present.has(key)) continue;
      present.add(key);
      change += 1;
    } else if (entry.method === 'DELETE') {
      const id = Number(new URLSearchParams(search).get('id'));
      const key = lineIds.get(id);
      // Removing a line not (or no longer) in the cart changes nothing: removing twice is fine.
      if (key === undefined || !present.has(key)) continue;
      present.delete(key);
      change -= 1;
    }
  }
  return change;
}

/**
 * The header's cart count: the server's count of lines (`stored`) plus the cart writes still
 * waiting in the outbox, so an add made offline shows at once; after the replay the server's
 * answer replaces the stored count and the write leaves the outbox.
 */
export function useCartCountWithPending(stored: number): number {
  const queryClient = useQueryClient();
  const entries = useOutboxEntries('cart');
  if (entries.length === 0) return stored;
  const cached = queryClient.getQueriesData<{ groups: { items: KnownCartLine[] }[] }>({
    queryKey: queryKeys.cart.all,
  });
  const cart = cached.find(([, value]) => value?.groups)?.[1];
  const lines = cart ? cart.groups.flatMap((group) => group.items) : [];
  return Math.max(0, stored + pendingCartLineChange(entries, lines));
}

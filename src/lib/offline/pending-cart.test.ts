import type { OutboxEntry } from '@domain/offline/outbox';
import { describe, expect, it } from 'vitest';
import { pendingCartLineChange } from './pending-cart';

let id = 0;
function entry(
  method: OutboxEntry['method'],
  url: string,
  body: unknown,
  state: OutboxEntry['state'] = 'pending',
): OutboxEntry {
  id += 1;
  return {
    id,
    owner: '7',
    kind: 'cart',
    method,
    url,
    body: body === null ? null : JSON.stringify(body),
    key: `k${id}`,
    token: 't',
    language: 'ar',
    visitor: 'v',
    createdAt: id,
    state,
  };
}

const add = (product: number, attributes: number[] = [], state?: OutboxEntry['state']) =>
  entry(
    'POST',
    '/api/cart',
    { product_id: product, quantity: 1, attribute_ids: attributes },
    state,
  );
const line = (lineId: number, product: number, attributes: number[] = []) => ({
  id: lineId,
  product_id: product,
  attributes: attributes.map((attribute) => ({ id: attribute })),
});

describe('pendingCartLineChange (the header count with adds kept offline)', () => {
  it('counts an add of a new product as one more line', () => {
    expect(pendingCartLineChange([add(5)], [line(1, 4)])).toBe(1);
  });

  it('does not count an add to a line already in the cart, or the same add twice', () => {
    expect(pendingCartLineChange([add(4)], [line(1, 4)])).toBe(0);
    expect(pendingCartLineChange([add(5, [2, 1]), add(5, [1, 2])], [])).toBe(1);
  });

  it('counts the same product with other values as another line', () => {
    expect(pendingCartLineChange([add(4, [9])], [line(1, 4, [8])])).toBe(1);
  });

  it('takes a removed line away, once, and ignores quantity changes', () => {
    const writes = [
      entry('DELETE', '/api/cart?id=1', null),
      entry('DELETE', '/api/cart?id=1', null),
      entry('PUT', '/api/cart', { id: 2, quantity: 3 }),
    ];
    expect(pendingCartLineChange(writes, [line(1, 4), line(2, 6)])).toBe(-1);
  });

  it('leaves out refused writes and other screens’ writes', () => {
    const favourite = {
      ...entry('POST', '/api/favorites?type=products&id=3', null),
      kind: 'favourites' as const,
    };
    expect(pendingCartLineChange([add(5, [], 'refused'), favourite], [])).toBe(0);
  });

  it('re-adding a line removed while offline counts again', () => {
    expect(
      pendingCartLineChange([entry('DELETE', '/api/cart?id=1', null), add(4)], [line(1, 4)]),
    ).toBe(0);
  });
});

import * as content from '@domain/contracts/catalogue-content.contract';
import * as products from '@domain/contracts/catalogue-products.contract';
import * as stores from '@domain/contracts/catalogue-stores.contract';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_ROUTES } from './catalogue-queries';

const CONTRACTS = { ...content, ...products, ...stores } as Record<string, unknown>;

describe('[CATALOGUE] reads by method and path (no contract loaded)', () => {
  it.each(Object.entries(CATALOGUE_ROUTES))(
    '%s has its contract’s method and path',
    (name, route) => {
      const contract = CONTRACTS[`${name}Contract`] as { method: string; path: string };
      expect(contract, name).toBeDefined();
      expect({ method: route.method, path: route.path }).toEqual({
        method: contract.method,
        path: contract.path,
      });
    },
  );
});

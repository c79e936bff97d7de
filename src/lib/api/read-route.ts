import type { Contract } from '@domain/contracts/contract';

/**
 * A GET contract as `callApi` uses it (method and path), without loading the contract's module:
 * contracts build zod schemas when loaded (~26 KiB gzip of zod and a dozen files), and a read's
 * request and response are not validated in the browser. The type is the contract's, so
 * parameters and data stay typed; a test compares each path with its contract's.
 */
export function readRoute<C extends Contract>(path: string): C {
  return { method: 'GET', path } as unknown as C;
}

import { layoutContract } from '@domain/contracts/general.contract';
import { describe, expect, it } from 'vitest';
import { LAYOUT_ROUTE } from './layout-query';

describe('[API] reads by method and path (no contract loaded)', () => {
  it('layout has its contract’s method and path', () => {
    expect([LAYOUT_ROUTE.method, LAYOUT_ROUTE.path]).toEqual([
      layoutContract.method,
      layoutContract.path,
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { canChangeAccountStatus } from './account-transitions';

describe('[DOMAIN][ACCOUNTS] status transitions', () => {
  it('suspends active accounts and reactivates suspended ones, nothing else', () => {
    expect(canChangeAccountStatus('active', 'suspended')).toBe(true);
    expect(canChangeAccountStatus('suspended', 'active')).toBe(true);
    expect(canChangeAccountStatus('active', 'active')).toBe(false);
    expect(canChangeAccountStatus('suspended', 'suspended')).toBe(false);
  });
});

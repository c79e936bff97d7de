import { describe, expect, it } from 'vitest';
import {
  ORDER_TRANSITIONS,
  canRoleTransitionOrder,
  canTransitionOrder,
  isCustomerCancellation,
  isFinalOrderStatus,
  nextOrderStatuses,
  orderSideOf,
} from './order-transitions';
import { ORDER_STATUSES } from './statuses';

describe('[DOMAIN][ORDERS] transitions', () => {
  it('[DOMAIN][ORDERS] maps roles to sides', () => {
    expect(orderSideOf('user')).toBe('customer');
    expect(orderSideOf('guest')).toBe('customer');
    expect(orderSideOf('reseller')).toBe('store');
    expect(orderSideOf('moderator_reseller')).toBe('store');
    expect(orderSideOf('admin')).toBe('staff');
    expect(orderSideOf('moderator_admin')).toBe('staff');
  });

  it('[CUSTOMER][ORDERS] may cancel only while pending', () => {
    expect(ORDER_TRANSITIONS.customer).toEqual({ pending: ['rejected'] });
    expect(canTransitionOrder('pending', 'rejected', 'customer')).toBe(true);
    expect(isCustomerCancellation('pending', 'rejected', 'customer')).toBe(true);
    for (const from of ['accepted', 'in_progress', 'delivered', 'rejected'] as const) {
      expect(canTransitionOrder(from, 'rejected', 'customer')).toBe(false);
    }
    expect(canTransitionOrder('pending', 'accepted', 'customer')).toBe(false);
  });

  it('[RESELLER][ORDERS] pending → accepted | rejected, accepted → in_progress → delivered', () => {
    expect(ORDER_TRANSITIONS.store).toEqual({
      pending: ['accepted', 'rejected'],
      accepted: ['in_progress'],
      in_progress: ['delivered'],
    });
    expect(canRoleTransitionOrder('pending', 'accepted', 'reseller')).toBe(true);
    expect(canRoleTransitionOrder('pending', 'rejected', 'moderator_reseller')).toBe(true);
    expect(canRoleTransitionOrder('accepted', 'in_progress', 'reseller')).toBe(true);
    expect(canRoleTransitionOrder('in_progress', 'delivered', 'reseller')).toBe(true);
  });

  it('[RESELLER][ORDERS] cannot skip steps or go back', () => {
    expect(canRoleTransitionOrder('pending', 'delivered', 'reseller')).toBe(false);
    expect(canRoleTransitionOrder('pending', 'in_progress', 'reseller')).toBe(false);
    expect(canRoleTransitionOrder('delivered', 'pending', 'reseller')).toBe(false);
    expect(canRoleTransitionOrder('rejected', 'accepted', 'reseller')).toBe(false);
    expect(canRoleTransitionOrder('accepted', 'rejected', 'reseller')).toBe(false);
    expect(isFinalOrderStatus('delivered')).toBe(true);
    expect(isFinalOrderStatus('rejected')).toBe(true);
    expect(isFinalOrderStatus('accepted')).toBe(false);
  });

  it('[ADMIN][ORDERS] admin and moderator may set any other status', () => {
    for (const role of ['admin', 'moderator_admin'] as const) {
      for (const from of ORDER_STATUSES) {
        for (const to of ORDER_STATUSES) {
          expect(canRoleTransitionOrder(from, to, role)).toBe(from !== to);
        }
      }
    }
  });

  it('[DOMAIN][ORDERS] the same status is never a transition', () => {
    for (const side of ['customer', 'store', 'staff'] as const) {
      for (const status of ORDER_STATUSES) {
        expect(nextOrderStatuses(status, side)).not.toContain(status);
      }
    }
  });
});

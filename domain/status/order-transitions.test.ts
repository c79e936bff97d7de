import { describe, expect, it } from 'vitest';
import {
  ORDER_TRANSITIONS,
  canCustomerCancel,
  canRoleTransitionOrder,
  canTransitionOrder,
  isFinalOrderStatus,
  nextOrderStatuses,
  orderSideOf,
  releasesStock,
  requiredMoveFields,
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

  it('[CUSTOMER][ORDERS] may cancel only before the store confirms', () => {
    expect(ORDER_TRANSITIONS.customer).toEqual({ pending: ['cancelled'] });
    expect(canCustomerCancel('pending')).toBe(true);
    for (const from of ORDER_STATUSES.filter((status) => status !== 'pending')) {
      expect(canCustomerCancel(from)).toBe(false);
    }
    expect(canTransitionOrder('pending', 'accepted', 'customer')).toBe(false);
    expect(canTransitionOrder('pending', 'rejected', 'customer')).toBe(false);
  });

  it('[RESELLER][ORDERS] confirm, prepare, ship, out for delivery, delivered', () => {
    expect(ORDER_TRANSITIONS.store).toEqual({
      pending: ['accepted', 'rejected'],
      accepted: ['in_progress', 'cancelled'],
      in_progress: ['shipped', 'cancelled'],
      shipped: ['out_for_delivery', 'delivered', 'delivery_failed'],
      out_for_delivery: ['delivered', 'delivery_failed'],
      delivery_failed: ['out_for_delivery', 'returned'],
    });
    expect(canRoleTransitionOrder('pending', 'accepted', 'moderator_reseller')).toBe(true);
    expect(canRoleTransitionOrder('in_progress', 'shipped', 'reseller')).toBe(true);
    expect(canRoleTransitionOrder('delivery_failed', 'out_for_delivery', 'reseller')).toBe(true);
    expect(canRoleTransitionOrder('delivery_failed', 'returned', 'reseller')).toBe(true);
  });

  it('[RESELLER][ORDERS] an unconfirmed order is held: never prepared or shipped', () => {
    for (const role of ['reseller', 'admin', 'moderator_admin'] as const) {
      for (const to of ['in_progress', 'shipped', 'out_for_delivery', 'delivered'] as const) {
        expect(canRoleTransitionOrder('pending', to, role)).toBe(false);
      }
    }
    expect(canRoleTransitionOrder('accepted', 'shipped', 'reseller')).toBe(false);
  });

  it('[RESELLER][ORDERS] cannot skip steps or go back', () => {
    expect(canRoleTransitionOrder('delivered', 'pending', 'reseller')).toBe(false);
    expect(canRoleTransitionOrder('rejected', 'accepted', 'reseller')).toBe(false);
    expect(canRoleTransitionOrder('accepted', 'rejected', 'reseller')).toBe(false);
    expect(canRoleTransitionOrder('shipped', 'cancelled', 'reseller')).toBe(false);
    for (const status of ['delivered', 'rejected', 'cancelled', 'returned'] as const) {
      expect(isFinalOrderStatus(status)).toBe(true);
    }
    expect(isFinalOrderStatus('shipped')).toBe(false);
  });

  it('[ADMIN][ORDERS] admin and moderator correct any other status once confirmed', () => {
    for (const role of ['admin', 'moderator_admin'] as const) {
      for (const from of ORDER_STATUSES.filter((status) => status !== 'pending')) {
        for (const to of ORDER_STATUSES) {
          expect(canRoleTransitionOrder(from, to, role)).toBe(from !== to);
        }
      }
      expect(nextOrderStatuses('pending', 'staff')).toEqual(['accepted', 'rejected', 'cancelled']);
    }
  });

  it('[DOMAIN][ORDERS] names the fields each move needs', () => {
    expect(requiredMoveFields('shipped', 'store')).toEqual([
      'courier',
      'tracking_number',
      'tracking_url',
    ]);
    expect(requiredMoveFields('shipped', 'staff')).toHaveLength(3);
    expect(requiredMoveFields('delivery_failed', 'store')).toEqual(['reason']);
    expect(requiredMoveFields('cancelled', 'staff')).toEqual(['reason']);
    expect(requiredMoveFields('cancelled', 'customer')).toEqual(['reason']);
    expect(requiredMoveFields('rejected', 'store')).toEqual(['reason']);
    expect(requiredMoveFields('rejected', 'staff')).toEqual([]);
    expect(requiredMoveFields('delivered', 'store')).toEqual([]);
  });

  it('[DOMAIN][ORDERS] rejected, cancelled and returned orders give their stock back', () => {
    expect(ORDER_STATUSES.filter(releasesStock)).toEqual(['rejected', 'returned', 'cancelled']);
  });

  it('[DOMAIN][ORDERS] the same status is never a transition', () => {
    for (const side of ['customer', 'store', 'staff'] as const) {
      for (const status of ORDER_STATUSES) {
        expect(nextOrderStatuses(status, side)).not.toContain(status);
      }
    }
  });
});

import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES, notificationTarget, pushPayloadSchema } from './targets';

describe('[DOMAIN][NOTIFICATIONS] click targets', () => {
  it('[DOMAIN][NOTIFICATIONS] has the seven action types of spec §3, the admin broadcast and the product archiving reminder', () => {
    expect(NOTIFICATION_TYPES).toEqual([
      'welcome_message',
      'new_order',
      'change_order_status',
      'chat_message',
      'products_following',
      'store_expired',
      'store_expiration',
      'product_expiration',
      'product_rejected',
      'announcement',
    ]);
  });

  it('[DOMAIN][NOTIFICATIONS] a product archiving reminder opens the seller’s products', () => {
    expect(notificationTarget({ type: 'product_expiration', id: 9, store_id: 2 })).toBe(
      '/reseller/products',
    );
  });

  it('[DOMAIN][NOTIFICATIONS] an admin broadcast opens the notifications list', () => {
    expect(notificationTarget({ type: 'announcement', id: 3 })).toBe('/notifications');
  });

  it('[DOMAIN][NOTIFICATIONS] welcome_message does nothing', () => {
    expect(notificationTarget({ type: 'welcome_message' })).toBeNull();
    expect(notificationTarget({ type: 'welcome_message', id: 4 })).toBeNull();
  });

  it('[RESELLER][NOTIFICATIONS] new_order opens the reseller orders', () => {
    expect(notificationTarget({ type: 'new_order', id: 77, store_id: 3 })).toBe('/reseller/orders');
  });

  it('[USER][NOTIFICATIONS] change_order_status opens my orders', () => {
    expect(notificationTarget({ type: 'change_order_status', id: 77 })).toBe('/orders');
  });

  it('[USER][NOTIFICATIONS] chat_message opens the chat', () => {
    expect(notificationTarget({ type: 'chat_message', id: 12 })).toBe('/chats/12');
    expect(notificationTarget({ type: 'chat_message', id: 'a/b' })).toBe('/chats/a%2Fb');
    expect(notificationTarget({ type: 'chat_message' })).toBe('/chats');
  });

  it('[USER][NOTIFICATIONS] products_following opens the store page', () => {
    expect(
      notificationTarget({ type: 'products_following', store_id: 9, store_username: 'nile.pots' }),
    ).toBe('/store/nile.pots');
    expect(notificationTarget({ type: 'products_following', store_id: 9 })).toBe('/stores');
    expect(notificationTarget({ type: 'products_following' })).toBe('/stores');
  });

  it('[RESELLER][NOTIFICATIONS] store_expired and store_expiration open the invoices of the store', () => {
    for (const type of ['store_expired', 'store_expiration'] as const) {
      expect(notificationTarget({ type, store_id: 5 })).toBe('/reseller/package_invoices?store=5');
      expect(notificationTarget({ type })).toBe('/reseller/stores');
      expect(notificationTarget({ type, store_id: null })).toBe('/reseller/stores');
      expect(notificationTarget({ type, store_id: '' })).toBe('/reseller/stores');
    }
  });

  it('[DOMAIN][PUSH] payload schema accepts data-only payloads and stringifies ids', () => {
    const parsed = pushPayloadSchema.parse({
      type: 'chat_message',
      id: 12,
      title: 'رسالة جديدة',
      body: 'مرحبًا',
      lang: 'ar',
    });
    expect(parsed).toEqual({
      type: 'chat_message',
      id: '12',
      title: 'رسالة جديدة',
      body: 'مرحبًا',
      lang: 'ar',
    });
    expect(pushPayloadSchema.safeParse({ ...parsed, type: 'promo' }).success).toBe(false);
    expect(pushPayloadSchema.safeParse({ ...parsed, lang: 'fr' }).success).toBe(false);
    expect(pushPayloadSchema.safeParse({ type: 'new_order', lang: 'en' }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  handleNotificationClick,
  handlePush,
  notificationTag,
  readPushPayload,
  type WindowLike,
  type WorkerScope,
} from './push-handlers';

const ORIGIN = 'https://dukkan.test';

function fakeWindow(url: string, visibility: DocumentVisibilityState, focused = false) {
  const window = {
    url,
    visibilityState: visibility,
    focused,
    messages: [] as unknown[],
    events: [] as string[],
    postMessage(message: unknown) {
      window.messages.push(message);
    },
    async navigate(to: string) {
      window.events.push(`navigate ${to}`);
      window.url = to;
      return window;
    },
    async focus() {
      window.events.push('focus');
      return window;
    },
  };
  return window satisfies WindowLike;
}

function fakeScope(windows: WindowLike[]) {
  const shown: { title: string; options: NotificationOptions }[] = [];
  const opened: string[] = [];
  const scope: WorkerScope = {
    origin: ORIGIN,
    showNotification: async (title, options) => {
      shown.push({ title, options });
    },
    windows: async () => windows,
    openWindow: async (url) => opened.push(url),
  };
  return { scope, shown, opened };
}

describe('readPushPayload', () => {
  it('takes our data-only payload, FCM-wrapped data, and refuses anything else', () => {
    const payload = { type: 'chat_message', id: 5, title: 'T', body: 'B', lang: 'en' };
    expect(readPushPayload(payload)).toEqual({ ...payload, id: '5' });
    expect(readPushPayload({ data: { ...payload, store_id: '2' } })).toMatchObject({
      store_id: '2',
    });
    const followed = { type: 'products_following', store_id: '2', store_username: 'nile.pots' };
    expect(readPushPayload({ ...followed, id: '7', title: 'T', lang: 'ar' })).toMatchObject({
      store_username: 'nile.pots',
    });
    expect(readPushPayload({ type: 'unknown', title: 'T' })).toBeNull();
    expect(readPushPayload({ type: 'new_order' })).toBeNull();
    expect(readPushPayload('text')).toBeNull();
  });
});

describe('handlePush', () => {
  it('shows the notification in the payload language with a collapsing tag and tells visible windows', async () => {
    const visible = fakeWindow(`${ORIGIN}/`, 'visible');
    const hidden = fakeWindow(`${ORIGIN}/cart`, 'hidden');
    const { scope, shown } = fakeScope([visible, hidden]);
    const payload = { type: 'chat_message', id: '9', title: 'رسالة', body: 'مرحبا', lang: 'ar' };
    expect(await handlePush(scope, payload)).toBe(true);
    expect(shown).toEqual([
      {
        title: 'رسالة',
        options: expect.objectContaining({
          body: 'مرحبا',
          tag: 'chat_message:9',
          lang: 'ar',
          dir: 'rtl',
          icon: '/icons/icon-192.png',
          badge: '/icons/badge-96.png',
          data: expect.objectContaining({ url: '/chats/9' }),
        }),
      },
    ]);
    expect(visible.messages).toEqual([{ type: 'PUSH_RECEIVED', payload }]);
    expect(hidden.messages).toEqual([]);
    expect(notificationTag({ type: 'store_expiration', store_id: '3' })).toBe('store_expiration:3');
  });

  it('a followed store’s new products open that store’s page by its username', async () => {
    const { scope, shown } = fakeScope([]);
    const payload = {
      type: 'products_following',
      id: '34',
      store_id: '2',
      store_username: 'nile.pots',
      title: 'T',
      body: 'B',
      lang: 'en',
    };
    expect(await handlePush(scope, payload)).toBe(true);
    expect(shown[0]!.options.data).toMatchObject({ url: '/store/nile.pots' });
  });
});

describe('handleNotificationClick', () => {
  it('navigates and focuses an open window, preferring the focused one', async () => {
    const other = fakeWindow(`${ORIGIN}/`, 'hidden');
    const focused = fakeWindow(`${ORIGIN}/cart`, 'visible', true);
    const { scope, opened } = fakeScope([other, focused]);
    expect(await handleNotificationClick(scope, { url: '/orders' })).toBe('navigated');
    expect(focused.events).toEqual([`navigate ${ORIGIN}/orders`, 'focus']);
    expect(other.events).toEqual([]);
    expect(opened).toEqual([]);
  });

  it('opens a window when none of the app is open, and does nothing for welcome_message', async () => {
    const foreign = fakeWindow('https://elsewhere.test/', 'visible', true);
    const { scope, opened } = fakeScope([foreign]);
    expect(await handleNotificationClick(scope, { url: '/store/4' })).toBe('opened');
    expect(opened).toEqual([`${ORIGIN}/store/4`]);
    expect(await handleNotificationClick(scope, { url: null })).toBe('none');
    expect(foreign.events).toEqual([]);
  });
});

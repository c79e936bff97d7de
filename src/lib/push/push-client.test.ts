// Which way a browser subscribes: with Firebase's web configuration from the server the
// token comes from `firebase/messaging` for OUR service worker registration; without it,
// PushManager.subscribe with our VAPID key. What reaches `refresh-firebase` follows the path.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { choosePushPath } from './push-path';

const calls = vi.hoisted(() => ({
  api: [] as { path: string; body?: unknown }[],
  config: null as unknown,
  firebase: [] as { name: string; args: unknown[] }[],
}));

vi.mock('../api/client', () => ({
  callApi: (contract: { path: string }, input?: { body?: unknown }) => {
    calls.api.push({ path: contract.path, body: input?.body });
    if (contract.path === '/api/push/config') return Promise.resolve({ data: calls.config });
    return Promise.resolve({ data: {} });
  },
}));

vi.mock('firebase/app', () => ({
  getApps: () => [],
  initializeApp: (options: unknown, name: string) => {
    calls.firebase.push({ name: 'initializeApp', args: [options, name] });
    return { name };
  },
}));

vi.mock('firebase/messaging', () => ({
  isSupported: () => Promise.resolve(true),
  getMessaging: (app: unknown) => ({ app }),
  getToken: (messaging: unknown, options: unknown) => {
    calls.firebase.push({ name: 'getToken', args: [messaging, options] });
    return Promise.resolve('fcm-token-123');
  },
}));

const OUR_KEY =
  'BOurVapidPublicKey_aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
const FIREBASE = {
  api_key: 'api-key',
  app_id: '1:42:web:abc',
  messaging_sender_id: '42',
  project_id: 'dukkan-test',
  vapid_key: null,
};

function keyBytes(key: string): ArrayBuffer {
  const base64 = key.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0)).buffer;
}

/** A service worker registration whose push manager records what it was asked. */
function fakeRegistration(existingKey: string | null) {
  const subscribed: unknown[] = [];
  let unsubscribed = 0;
  const subscription = (key: string, endpoint: string) => ({
    endpoint,
    options: { applicationServerKey: keyBytes(key) },
    toJSON: () => ({ endpoint, keys: { auth: 'YXV0aA', p256dh: 'cDI1Nmro' } }),
    unsubscribe: () => {
      unsubscribed += 1;
      current = null;
      return Promise.resolve(true);
    },
  });
  let current: ReturnType<typeof subscription> | null = existingKey
    ? subscription(existingKey, 'https://push.example/old')
    : null;
  const registration = {
    scope: 'https://dukkan.test/',
    pushManager: {
      getSubscription: () => Promise.resolve(current),
      subscribe: (options: { applicationServerKey: Uint8Array }) => {
        subscribed.push(options);
        current = subscription(OUR_KEY, 'https://push.example/new');
        return Promise.resolve(current);
      },
    },
  };
  return {
    registration,
    subscribed,
    unsubscribed: () => unsubscribed,
  };
}

function install(registration: unknown) {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration) },
  });
  Object.defineProperty(window, 'PushManager', { configurable: true, value: function () {} });
  Object.defineProperty(window, 'Notification', {
    configurable: true,
    value: { permission: 'granted', requestPermission: () => Promise.resolve('granted') },
  });
}

beforeEach(() => {
  calls.api.length = 0;
  calls.firebase.length = 0;
  localStorage.clear();
});
afterEach(() => {
  vi.resetModules();
});

describe('choosePushPath', () => {
  it('takes FCM when the server has Firebase’s web configuration, Web Push otherwise', () => {
    expect(choosePushPath({ vapid_public_key: OUR_KEY, firebase: FIREBASE })).toEqual({
      kind: 'fcm',
      firebase: FIREBASE,
      ownVapidKey: OUR_KEY,
    });
    expect(choosePushPath({ vapid_public_key: OUR_KEY, firebase: null })).toEqual({
      kind: 'webpush',
      vapidKey: OUR_KEY,
    });
  });
});

describe('enablePush', () => {
  it('without Firebase: subscribes with our VAPID key and registers the subscription', async () => {
    calls.config = { vapid_public_key: OUR_KEY, firebase: null };
    const fake = fakeRegistration(null);
    install(fake.registration);
    const { enablePush } = await import('./push-client');
    expect(await enablePush('7')).toBe('enabled');
    expect(fake.subscribed).toHaveLength(1);
    expect(calls.firebase).toEqual([]);
    const registered = calls.api.find((call) => call.path === '/api/refresh-firebase');
    expect(registered?.body).toMatchObject({
      endpoint: 'https://push.example/new',
      auth: 'YXV0aA',
      p256dh: 'cDI1Nmro',
      scope: 'https://dukkan.test/',
    });
    expect(registered?.body).not.toHaveProperty('token');
  });

  it('with Firebase: gets the token from firebase/messaging for our registration', async () => {
    calls.config = { vapid_public_key: OUR_KEY, firebase: { ...FIREBASE, vapid_key: 'BFcmKey' } };
    // A subscription left from Web Push with our key is dropped first.
    const fake = fakeRegistration(OUR_KEY);
    install(fake.registration);
    const { enablePush } = await import('./push-client');
    expect(await enablePush('7')).toBe('enabled');
    expect(fake.unsubscribed()).toBe(1);
    expect(fake.subscribed).toEqual([]);
    const init = calls.firebase.find((call) => call.name === 'initializeApp')!;
    expect(init.args).toEqual([
      {
        apiKey: 'api-key',
        appId: '1:42:web:abc',
        messagingSenderId: '42',
        projectId: 'dukkan-test',
      },
      'dukkan',
    ]);
    const token = calls.firebase.find((call) => call.name === 'getToken')!;
    expect(token.args[1]).toEqual({
      serviceWorkerRegistration: fake.registration,
      vapidKey: 'BFcmKey',
    });
    const registered = calls.api.find((call) => call.path === '/api/refresh-firebase');
    expect(registered?.body).toMatchObject({
      token: 'fcm-token-123',
      scope: 'https://dukkan.test/',
    });
    expect(registered?.body).not.toHaveProperty('endpoint');
  });
});

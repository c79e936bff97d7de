// With Firebase's web configuration the server tells browsers to take the FCM path
// (firebase/messaging); the VAPID key is there either way (tests/server/push/push.test.ts: without).
import { describe, expect, it } from 'vitest';
import { EnvError, readEnv } from '../../../server/env';
import { issueSession } from '../../../server/modules/auth/auth.service';
import { seedUser } from '../../factories';
import { useTestApp } from '../helper';

const ctx = useTestApp({
  FIREBASE_PROJECT_ID: 'dukkan-test',
  FIREBASE_API_KEY: 'web-api-key',
  FIREBASE_APP_ID: '1:42:web:abc',
  FIREBASE_MESSAGING_SENDER_ID: '42',
});

describe('[PUSH][CONFIG]', () => {
  it('answers Firebase’s web configuration for firebase/messaging', async () => {
    const user = await seedUser(ctx.database.db, { role: 'user' });
    const { token } = await issueSession(ctx.database.db, ctx.env, {
      userId: user.id,
      kind: 'user',
      role: 'user',
    });
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/push/config',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      vapid_public_key: ctx.app.push.vapidPublicKey,
      firebase: {
        api_key: 'web-api-key',
        app_id: '1:42:web:abc',
        messaging_sender_id: '42',
        project_id: 'dukkan-test',
        vapid_key: null,
      },
    });
  });
});

describe('[PUSH][CONFIG] where delivery runs', () => {
  const postgres = 'postgres://dukkan@db.example.test/dukkan';

  it('runs in the push process on PostgreSQL, in the server on PGlite and in tests', () => {
    expect(readEnv({ NODE_ENV: 'production', DATABASE_URL: postgres }).push.delivery).toBe(
      'process',
    );
    expect(readEnv({ NODE_ENV: 'development', DATABASE_URL: postgres }).push.delivery).toBe(
      'process',
    );
    expect(readEnv({ NODE_ENV: 'production' }).push.delivery).toBe('inline');
    expect(readEnv({ NODE_ENV: 'test', DATABASE_URL: postgres }).push.delivery).toBe('inline');
    expect(
      readEnv({ NODE_ENV: 'production', DATABASE_URL: postgres, PUSH_DELIVERY: 'inline' }).push
        .delivery,
    ).toBe('inline');
    expect(ctx.app.push.delivery).not.toBeNull();
  });

  it('refuses the push process without PostgreSQL, naming the variable', () => {
    expect(() => readEnv({ PUSH_DELIVERY: 'process' })).toThrow(EnvError);
    expect(() => readEnv({ PUSH_DELIVERY: 'process' })).toThrow(/PUSH_DELIVERY.*DATABASE_URL/);
    expect(() => readEnv({ PUSH_DELIVERY: 'elsewhere' })).toThrow(/PUSH_DELIVERY/);
  });
});

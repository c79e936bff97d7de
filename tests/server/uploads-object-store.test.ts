// With S3_* set, every upload (product, store, chat, verification) goes to the bucket of a local
// S3-compatible server; the public ones answer under /uploads/ and /img/ from any process on the
// bucket, the verification photo only to a reviewer through the panel's route.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { storeVerifications } from '../../server/db/schema';
import { issueSession } from '../../server/modules/auth/auth.service';
import { readEnv } from '../../server/env';
import { seedStore, seedUser } from '../factories';
import { postFile, testEnv, useTestApp } from './helper';
import { panelCall, panelCaller } from './panel.helpers';

const BUCKET = 'dukkan-uploads';
const s3Vars: Record<string, string> = {};
const bucketDir = mkdtempSync(path.join(os.tmpdir(), 'dukkan-s3-'));
const s3 = new S3rver({
  port: 0,
  address: '127.0.0.1',
  directory: bucketDir,
  silent: true,
  configureBuckets: [{ name: BUCKET }],
});
let client: S3Client;

beforeAll(async () => {
  const { port } = await s3.run();
  Object.assign(s3Vars, {
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  });
  client = new S3Client({
    endpoint: s3Vars.S3_ENDPOINT,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
});
afterAll(async () => {
  client.destroy();
  await s3.close();
  rmSync(bucketDir, { recursive: true, force: true });
});

const ctx = useTestApp(s3Vars);

let jpeg: Buffer;
beforeAll(async () => {
  jpeg = await sharp({
    create: { width: 700, height: 700, channels: 3, background: { r: 30, g: 120, b: 90 } },
  })
    .jpeg()
    .toBuffer();
});

const bucketKeys = async () => {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (listed.Contents ?? []).map((object) => object.Key!);
};

const image = { field: 'image', name: 'photo.jpg', type: 'image/jpeg' };

async function userToken(role: 'user' | 'reseller') {
  const user = await seedUser(ctx.database.db, { role });
  const session = await issueSession(ctx.database.db, ctx.env, {
    userId: user.id,
    kind: 'user',
    role,
  });
  return { user, token: session.token };
}

/** The three public uploads, as a seller and a customer send them. */
async function uploadPublicImages() {
  const seller = await panelCaller(ctx, 'reseller');
  const owner = await userToken('reseller');
  const customer = await userToken('user');
  const answers = await Promise.all([
    postFile(ctx.app, '/api/panel/products/upload-images-first', seller.token, {
      ...image,
      bytes: jpeg,
    }),
    postFile(ctx.app, '/api/stores/images', owner.token, { ...image, bytes: jpeg }),
    postFile(ctx.app, '/api/chats/images', customer.token, { ...image, bytes: jpeg }),
  ]);
  for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
  return answers.map((answer) => answer.json().data.path as string);
}

/** A seller's store with its ID's front uploaded; answers the store and the photo's file name. */
async function uploadIdPhoto() {
  const owner = await userToken('reseller');
  const store = await seedStore(ctx.database.db, { ownerId: owner.user.id, verifiedAt: null });
  const uploaded = await postFile(
    ctx.app,
    `/api/verification/stores/${store.id}/photos/id_front`,
    owner.token,
    { ...image, bytes: jpeg },
  );
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const [row] = await ctx.database.db
    .select({ file: storeVerifications.idFront })
    .from(storeVerifications)
    .where(eq(storeVerifications.storeId, store.id));
  return { owner, store, file: row!.file! };
}

const photoUrl = (storeId: number) =>
  `/api/panel/verification/photo?store=${storeId}&kind=id_front`;

describe('uploads in an S3-compatible bucket', () => {
  it('stores product, store and chat images in the bucket and answers them publicly', async () => {
    const paths = await uploadPublicImages();
    expect(paths.map((each) => each.split('/')[2])).toEqual(['products', 'stores', 'chats']);
    const keys = await bucketKeys();
    for (const each of paths) {
      expect(keys).toContain(each.slice(1));
      const served = await ctx.app.inject({ method: 'GET', url: each });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.headers['cache-control']).toBe('public, max-age=2592000');
      expect((await sharp(served.rawPayload).metadata()).width).toBe(700);
    }
    const variant = await ctx.app.inject({
      method: 'GET',
      url: `/img/320/${paths[0]!.slice('/uploads/'.length)}.webp`,
    });
    expect(variant.statusCode).toBe(200);
    expect(variant.headers['content-type']).toBe('image/webp');
    expect(await sharp(variant.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 320,
    });
    const missing = await ctx.app.inject({ method: 'GET', url: '/uploads/products/none.jpg' });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps a verification photo private: reviewers only, never under /uploads/', async () => {
    const { owner, store, file } = await uploadIdPhoto();
    expect(await bucketKeys()).toContain(`private/verification/${file}`);

    const url = photoUrl(store.id);
    expect((await panelCall(ctx.app, null, 'GET', url)).statusCode).toBe(401);
    const ownerAsUser = { userId: owner.user.id, role: 'reseller' as const, token: owner.token };
    expect((await panelCall(ctx.app, ownerAsUser, 'GET', url)).statusCode).toBe(403);
    const otherSeller = await panelCaller(ctx, 'reseller');
    expect((await panelCall(ctx.app, otherSeller, 'GET', url)).statusCode).toBe(403);
    const moderator = await panelCaller(ctx, 'moderator_admin');
    const photo = await panelCall(ctx.app, moderator, 'GET', url);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(photo.rawPayload).metadata()).width).toBe(700);

    for (const guess of [
      `/uploads/verification/${file}`,
      `/uploads/private/verification/${file}`,
      `/uploads/../private/verification/${file}`,
      `/uploads/%2e%2e/private/verification/${file}`,
      `/img/320/../private/verification/${file}`,
    ]) {
      const answer = await ctx.app.inject({ method: 'GET', url: guess });
      expect(answer.statusCode, guess).toBe(404);
    }
  });
});

describe('a second server process on the same bucket and database', () => {
  let second: FastifyInstance;
  beforeAll(async () => {
    second = await buildApp({ database: ctx.database, env: testEnv(s3Vars) });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
  });

  it('answers what the first one stored: public images and the reviewers’ photo', async () => {
    const [product] = await uploadPublicImages();
    const served = await second.inject({ method: 'GET', url: product! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const variant = await second.inject({
      method: 'GET',
      url: `/img/160/${product!.slice('/uploads/'.length)}.webp`,
    });
    expect(variant.headers['content-type']).toBe('image/webp');

    const { store } = await uploadIdPhoto();
    const moderator = await panelCaller(ctx, 'moderator_admin');
    const photo = await panelCall(second, moderator, 'GET', photoUrl(store.id));
    expect(photo.statusCode).toBe(200);
    expect((await sharp(photo.rawPayload).metadata()).format).toBe('jpeg');
  });

  it('sends browsers to S3_PUBLIC_URL when the bucket’s uploads are published there', async () => {
    const published = await buildApp({
      database: ctx.database,
      env: testEnv({ ...s3Vars, S3_PUBLIC_URL: 'https://cdn.dukkan.example/' }),
    });
    try {
      const answer = await published.inject({ method: 'GET', url: '/uploads/products/a.jpg' });
      expect(answer.statusCode).toBe(301);
      expect(answer.headers.location).toBe('https://cdn.dukkan.example/uploads/products/a.jpg');
    } finally {
      await published.close();
    }
  });
});

describe('S3 settings', () => {
  it('stops the start when only some of S3_* are set, naming the missing ones', () => {
    expect(() => readEnv({ S3_BUCKET: 'dukkan', S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /S3_REGION\S*: must be set with S3_ENDPOINT, S3_BUCKET[\s\S]*S3_SECRET_ACCESS_KEY: must be set/,
    );
    expect(() => readEnv({ S3_PUBLIC_URL: 'https://cdn.dukkan.example' })).toThrow(
      /S3_PUBLIC_URL: needs the S3_\* bucket settings/,
    );
    expect(readEnv({}).s3).toBeNull();
  });
});

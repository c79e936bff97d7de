import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { imageSrcSet, imageUrl } from '../../domain/catalogue/images';
import { useTestApp } from './helper';

const ctx = useTestApp();

beforeAll(async () => {
  const dir = path.join(ctx.env.uploadsDir, 'test');
  mkdirSync(dir, { recursive: true });
  const input = {
    create: { width: 1200, height: 800, channels: 3 as const, background: '#3366cc' },
  };
  await sharp(input).jpeg().toFile(path.join(dir, 'photo.jpg'));
  await sharp(input).png().toFile(path.join(dir, 'logo.png'));
  await sharp({ create: { width: 200, height: 100, channels: 3, background: '#fff' } })
    .jpeg()
    .toFile(path.join(dir, 'small.jpg'));
  // A secret beside the uploads that traversal must never reach.
  writeFileSync(path.join(ctx.env.dataDir, 'secret.png'), 'not an image');
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('[IMAGES] /img/<width>/<upload path>', () => {
  it('resizes to the width, keeps the type, and caches for a year', async () => {
    const url = imageUrl('/uploads/test/photo.jpg', 320);
    expect(url).toBe('/img/320/test/photo.jpg');
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 320, height: 213 });
    expect(existsSync(path.join(ctx.env.dataDir, 'cache', 'img', '320', 'test', 'photo.jpg'))).toBe(
      true,
    );
    const again = await get(url);
    expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
  });

  it('makes WebP with the .webp suffix and PNG stays PNG', async () => {
    const webp = await get(imageUrl('/uploads/test/photo.jpg', 640, 'webp'));
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(await sharp(webp.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640 });
    const png = await get('/img/160/test/logo.png');
    expect(png.headers['content-type']).toBe('image/png');
    expect((await sharp(png.rawPayload).metadata()).width).toBe(160);
  });

  it('never enlarges a small image', async () => {
    const response = await get('/img/960/test/small.jpg');
    expect((await sharp(response.rawPayload).metadata()).width).toBe(200);
  });

  it('answers 404 for widths outside the allow-list, other types and missing files', async () => {
    for (const url of [
      '/img/321/test/photo.jpg',
      '/img/0/test/photo.jpg',
      '/img/abc/test/photo.jpg',
      '/img/320/test/photo.gif',
      '/img/320/test/missing.jpg',
      '/img/320/test',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.code).toBe('not_found');
    }
  });

  it('cannot be walked out of the uploads directory', async () => {
    for (const url of [
      '/img/320/../secret.png',
      '/img/320/..%2Fsecret.png',
      '/img/320/%2e%2e/secret.png',
      '/img/320/%2e%2e%2fsecret.png',
      '/img/320/test/..%2F..%2Fsecret.png',
      '/img/320/..%5Csecret.png',
      '/img/320/%2Fetc%2Fpasswd.png',
      '/img/320/test/photo.jpg%00.png',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('not an image');
    }
  });

  it('srcset lists every width; non-upload paths are left alone', () => {
    expect(imageSrcSet('/uploads/a.jpg', 'webp')).toBe(
      '/img/160/a.jpg.webp 160w, /img/320/a.jpg.webp 320w, /img/480/a.jpg.webp 480w, /img/640/a.jpg.webp 640w, /img/960/a.jpg.webp 960w',
    );
    expect(imageUrl('https://cdn.example/a.jpg', 320)).toBe('https://cdn.example/a.jpg');
    expect(imageSrcSet('data:image/png;base64,xx')).toBe('');
  });
});

// Images for panel forms are checked by their bytes, re-encoded and stored.
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { postFile, useTestApp } from './helper';
import { panelCaller, type PanelCaller } from './panel.helpers';

const ctx = useTestApp();
let admin: PanelCaller;
let shopper: PanelCaller;

beforeAll(async () => {
  admin = await panelCaller(ctx, 'admin');
  shopper = await panelCaller(ctx, 'user');
});

function png(side: number) {
  return sharp({
    create: { width: side, height: side, channels: 3, background: { r: 20, g: 120, b: 110 } },
  })
    .png()
    .toBuffer();
}

function upload(caller: PanelCaller, bytes: Buffer, fileName: string, type: string) {
  return postFile(ctx.app, '/api/panel/uploads/images?kind=categories', caller.token, {
    field: 'image',
    name: fileName,
    type,
    bytes,
  });
}

describe('[PANEL][UPLOADS]', () => {
  it('stores a 700×700 PNG as a re-encoded JPEG under the kind folder', async () => {
    const response = await upload(admin, await png(700), 'photo.png', 'image/png');
    expect(response.statusCode).toBe(201);
    const { path: stored, width, height } = response.json().data;
    expect(stored).toMatch(/^\/uploads\/categories\/[0-9a-f]{24}\.jpg$/);
    expect([width, height]).toEqual([700, 700]);
    expect(existsSync(path.join(ctx.env.uploadsDir, stored.slice('/uploads/'.length)))).toBe(true);
  });

  it('refuses an image under 647×647 with the size message', async () => {
    const response = await upload(admin, await png(300), 'small.png', 'image/png');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[0].message).toBe('validation.image.too_small');
  });

  it('refuses a file that only claims to be a JPEG', async () => {
    const response = await upload(
      admin,
      Buffer.from('<svg onload=alert(1)>'),
      'x.jpg',
      'image/jpeg',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[0].message).toBe('validation.image.type');
  });

  it('is for panel sessions only', async () => {
    const response = await upload(shopper, await png(700), 'photo.png', 'image/png');
    expect(response.statusCode).toBe(403);
  });
});

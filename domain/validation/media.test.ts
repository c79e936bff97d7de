import { describe, expect, it } from 'vitest';
import { V } from './keys';
import { checkImage, imageFactsSchema } from './media';
import { firstErrorKey } from './rule';

describe('[DOMAIN][VALIDATION] image', () => {
  it('[DOMAIN][IMAGE] a missing image is an info toast', () => {
    expect(checkImage(null)).toEqual({ ok: false, key: V.image.required, toast: 'info' });
    expect(checkImage(undefined)).toEqual({ ok: false, key: V.image.required, toast: 'info' });
  });

  it('[DOMAIN][IMAGE] 647x647 passes and 646 on either side fails', () => {
    expect(checkImage({ width: 647, height: 647, mimeType: 'image/png' })).toEqual({ ok: true });
    expect(checkImage({ width: 646, height: 647, mimeType: 'image/png' })).toMatchObject({
      ok: false,
      key: V.image.too_small,
    });
    expect(checkImage({ width: 647, height: 646, mimeType: 'image/png' })).toMatchObject({
      ok: false,
      key: V.image.too_small,
    });
    expect(checkImage({ width: 2000, height: 1000, extension: 'jpg' })).toEqual({ ok: true });
  });

  it('[DOMAIN][IMAGE] only jpg, jpeg and png; a wrong type is an error toast', () => {
    for (const extension of ['jpg', 'jpeg', 'png', 'JPG', '.png']) {
      expect(checkImage({ width: 800, height: 800, extension }).ok).toBe(true);
    }
    expect(checkImage({ width: 800, height: 800, fileName: 'shirt.front.JPEG' }).ok).toBe(true);
    for (const extension of ['gif', 'webp', 'svg', 'heic']) {
      expect(checkImage({ width: 800, height: 800, extension })).toEqual({
        ok: false,
        key: V.image.type,
        toast: 'error',
      });
    }
    expect(checkImage({ width: 800, height: 800, mimeType: 'image/webp' }).ok).toBe(false);
    expect(
      checkImage({ width: 800, height: 800, mimeType: 'image/png', extension: 'gif' }).ok,
    ).toBe(false);
    expect(checkImage({ width: 800, height: 800 }).ok).toBe(false);
  });

  it('[DOMAIN][IMAGE] the schema reports the same keys', () => {
    expect(firstErrorKey(imageFactsSchema, undefined)).toBe(V.image.required);
    expect(firstErrorKey(imageFactsSchema, { width: 100, height: 100, extension: 'png' })).toBe(
      V.image.too_small,
    );
    expect(
      firstErrorKey(imageFactsSchema, { width: 700, height: 700, extension: 'png' }),
    ).toBeNull();
  });
});

import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { UploadedImage, UploadKind } from '../../../domain/contracts/panel/uploads.contract';
import { AppError } from '../../../domain/errors';
import { checkImage } from '../../../domain/validation/media';

/** Longest side kept; larger uploads are scaled down. */
const MAX_SIDE = 2048;

/**
 * Checks an uploaded image by its bytes (sharp reads the real format; the file name and the
 * browser's type are not trusted), applies the spec §5 rule, and stores a re-encoded copy without
 * metadata (EXIF location, embedded scripts in comments) under `uploadsDir/<kind>/`.
 */
export async function storeImage(
  uploadsDir: string,
  kind: UploadKind | 'chats' | 'verification',
  bytes: Buffer,
): Promise<UploadedImage> {
  const meta = await sharp(bytes, { limitInputPixels: 50_000_000 })
    .metadata()
    .catch(() => null);
  const format = meta?.format === 'jpeg' || meta?.format === 'png' ? meta.format : null;
  const check = checkImage(
    meta?.width && meta.height
      ? { width: meta.width, height: meta.height, extension: format ?? 'unknown' }
      : null,
  );
  if (!meta || !format || !check.ok) {
    const key = !meta || !format ? 'validation.image.type' : check.ok ? '' : check.key;
    throw new AppError('image_invalid', 'Not an acceptable image', [
      { path: 'image', message: key },
    ]);
  }
  const output = await sharp(bytes)
    .rotate()
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  const relative = `${kind}/${randomBytes(12).toString('hex')}.jpg`;
  const target = path.join(uploadsDir, relative);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, output.data);
  return { path: `/uploads/${relative}`, width: output.info.width, height: output.info.height };
}

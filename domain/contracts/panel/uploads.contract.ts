// Images for panel forms (spec §5 image rule, §8 toasts): uploaded first, then named by the form.
import { z } from 'zod';
import { V } from '../../validation/keys';
import { defineContract } from '../contract';

/** Folders under the uploads directory that panel forms write to. */
export const UPLOAD_KINDS = [
  'categories',
  'offers',
  'ads',
  'site',
  'packages',
  'stores',
  'products',
] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** Largest image file accepted, in bytes. */
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;

export const uploadedImageSchema = z.object({
  /** What a form sends back (`/uploads/categories/…jpg`). */
  path: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

/**
 * `POST /api/panel/uploads/images?kind=categories` — one multipart file field `image`. The server
 * checks the bytes (not the name) are JPEG or PNG of at least 647×647, re-encodes with sharp
 * (metadata stripped, at most 2048 px) and answers the stored path.
 */
export const uploadImageContract = defineContract({
  method: 'POST',
  path: '/api/panel/uploads/images',
  summary: 'Upload one image for a panel form (jpg/jpeg/png, at least 647×647)',
  tags: ['panel', 'uploads'],
  permission: { resource: 'uploads', action: 'create', kind: 'admin' },
  query: z.object({ kind: z.enum(UPLOAD_KINDS, { error: V.filter.invalid }) }),
  response: uploadedImageSchema,
  status: 201,
});

// Image rule of spec §5: required, at least 647x647, jpg/jpeg/png. A pure function rather than a
// zod schema because the browser learns the size only after decoding the file; the server runs the
// same function on what sharp reports.
import { z } from 'zod';
import { IMAGE_MIME_TYPES, IMAGE_TYPES, MIN_IMAGE_SIDE } from '../constants';
import { line } from './hygiene';
import { V } from './keys';

/** What is known about a chosen image. Give `mimeType`, or `extension`/`fileName`, or both. */
export interface ImageFacts {
  width: number;
  height: number;
  mimeType?: string;
  /** With or without the dot: `jpg`, `.PNG`. */
  extension?: string;
  fileName?: string;
}

/** How the UI reports a failure: spec §5 wants an error toast for a wrong type, info if missing. */
export type ImageToast = 'info' | 'error';

export type ImageCheck = { ok: true } | { ok: false; key: string; toast: ImageToast };

function extensionOf(facts: ImageFacts): string | undefined {
  const raw = facts.extension ?? facts.fileName?.split('.').pop();
  return raw?.replace(/^\./, '').toLowerCase();
}

/** True when every type hint given names jpg, jpeg or png (and at least one hint is given). */
export function isAllowedImageType(facts: Pick<ImageFacts, 'mimeType' | 'extension' | 'fileName'>) {
  const mime = facts.mimeType?.toLowerCase();
  const extension = extensionOf(facts as ImageFacts);
  if (mime === undefined && extension === undefined) return false;
  const mimeOk = mime === undefined || (IMAGE_MIME_TYPES as readonly string[]).includes(mime);
  const extOk = extension === undefined || (IMAGE_TYPES as readonly string[]).includes(extension);
  return mimeOk && extOk;
}

/**
 * Checks an image in the order a user fixes things: choose one, then the right type, then a big
 * enough one. `null`/`undefined` means nothing was chosen.
 */
export function checkImage(facts: ImageFacts | null | undefined): ImageCheck {
  if (!facts) return { ok: false, key: V.image.required, toast: 'info' };
  if (!isAllowedImageType(facts)) return { ok: false, key: V.image.type, toast: 'error' };
  if (facts.width < MIN_IMAGE_SIDE || facts.height < MIN_IMAGE_SIDE) {
    return { ok: false, key: V.image.too_small, toast: 'error' };
  }
  return { ok: true };
}

/** The same rule as a schema, for forms and contracts that carry the decoded facts. */
export const imageFactsSchema = z
  .object(
    {
      width: z.number(),
      height: z.number(),
      mimeType: line().optional(),
      extension: line().optional(),
      fileName: line().optional(),
    },
    { error: V.image.required },
  )
  .superRefine((facts, ctx) => {
    const result = checkImage(facts);
    if (!result.ok) ctx.addIssue({ code: 'custom', message: result.key, input: facts });
  });

/**
 * An uploaded image as forms send it back: the `/uploads/…` URL the upload call answered (or a
 * seeded one, `/uploads/seed/categories/…`), never another site or a path outside the uploads.
 */
export const UPLOAD_PATH =
  /^\/uploads\/(?:[a-z][a-z_-]{0,30}\/){1,2}[A-Za-z0-9][A-Za-z0-9_-]{0,80}\.(jpg|jpeg|png)$/;

export const uploadPathSchema = line(200, { tooLongKey: V.image.required }).regex(UPLOAD_PATH, {
  error: V.image.required,
});

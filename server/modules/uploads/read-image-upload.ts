import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../domain/errors';
import { V } from '../../../domain/validation/keys';

const missingImage = (detail: string) =>
  new AppError('image_invalid', detail, [{ path: 'image', message: V.image.required }]);

/**
 * The one image of a multipart upload, as bytes (every upload route: panel images, store logos,
 * seller products, chat images). The route's plugin registers `@fastify/multipart` with its limits;
 * past its file size the read answers 413.
 */
export async function readImageUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw missingImage('Send the image as multipart/form-data');
  const file = await request.file();
  if (!file) throw missingImage('No image');
  return file.toBuffer().catch(() => {
    throw new AppError('payload_too_large', 'Image too large');
  });
}

import { fileTypeFromBuffer } from 'file-type';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { PHOTO_MAX_BYTES, PHOTO_TYPES } from '../../domain/images';
import { fitsPixelLimit } from '../../domain/media/media-limits';
import { AppError, errorResponse } from './app-error';
import { readImageSize } from './image-size';

/** Refuses an oversized body before it is read (multipart adds a little to the file itself). */
export const photoBodyLimit = (): MiddlewareHandler =>
  bodyLimit({
    maxSize: PHOTO_MAX_BYTES + 64 * 1024,
    onError: (c) => errorResponse(c, 'photo_too_large'),
  });

const EXTENSIONS: Record<(typeof PHOTO_TYPES)[number], string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

export interface PhotoUpload {
  bytes: Uint8Array;
  contentType: string;
  extension: string;
}

/**
 * The `file` field of a multipart upload, checked by its bytes, never by its name or the type the
 * browser claims: JPEG, PNG or WebP, at most 5 MB, and at most 8,000 px on a side and 40
 * megapixels as its header says (nothing is decoded here).
 */
export async function readPhotoUpload(c: Context): Promise<PhotoUpload> {
  const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const file = body.file;
  if (!(file instanceof File)) throw new AppError('not_an_image');
  if (file.size > PHOTO_MAX_BYTES) throw new AppError('photo_too_large');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.mime === 'image/heic' || detected?.mime === 'image/heif') {
    throw new AppError('heic_not_supported');
  }
  const mime = detected?.mime as (typeof PHOTO_TYPES)[number] | undefined;
  if (!mime || !PHOTO_TYPES.includes(mime)) throw new AppError('not_an_image');
  const size = readImageSize(bytes);
  if (!size) throw new AppError('not_an_image');
  if (!fitsPixelLimit(size.width, size.height)) throw new AppError('too_many_pixels');
  return { bytes, contentType: mime, extension: EXTENSIONS[mime] };
}

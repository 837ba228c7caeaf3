import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { fileTypeFromBuffer } from 'file-type';
import { PHOTO_MAX_BYTES, PHOTO_TYPES } from '../../../domain/images';
import { fitsPixelLimit, tooManyPixelsMessage } from '../../../domain/media/media-limits';
import { AppError, errorBody } from '../../http/app-error';
import { readImageSize } from '../media/image-size';

export const PHOTO_TOO_LARGE = 'A imagem deve ter no máximo 5MB';
export const NOT_AN_IMAGE = 'Por favor, selecione uma imagem';
export const HEIC_REFUSED = 'Fotos no formato HEIC não são aceitas. Escolha uma foto em JPEG ou PNG.';

/** Refuses an oversized body before it is read (multipart adds a little to the file itself). */
export const photoBodyLimit = (): MiddlewareHandler =>
  bodyLimit({
    maxSize: PHOTO_MAX_BYTES + 64 * 1024,
    onError: (c) => c.json(errorBody('too_large', PHOTO_TOO_LARGE), 413),
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
  if (!(file instanceof File)) throw new AppError(400, 'not_an_image', NOT_AN_IMAGE);
  if (file.size > PHOTO_MAX_BYTES) throw new AppError(413, 'too_large', PHOTO_TOO_LARGE);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.mime === 'image/heic' || detected?.mime === 'image/heif') {
    throw new AppError(400, 'heic_not_supported', HEIC_REFUSED);
  }
  const mime = detected?.mime as (typeof PHOTO_TYPES)[number] | undefined;
  if (!mime || !PHOTO_TYPES.includes(mime)) throw new AppError(400, 'not_an_image', NOT_AN_IMAGE);
  const size = readImageSize(bytes);
  if (!size) throw new AppError(400, 'not_an_image', NOT_AN_IMAGE);
  if (!fitsPixelLimit(size.width, size.height)) throw new AppError(413, 'too_many_pixels', tooManyPixelsMessage());
  return { bytes, contentType: mime, extension: EXTENSIONS[mime] };
}

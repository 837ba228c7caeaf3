import { fileTypeFromBuffer } from 'file-type';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  IMAGE_MAX_BYTES,
  MEDIA_MAX_FILES,
  type MediaKind,
  mediaKindOf,
  VIDEO_MAX_BYTES,
} from '../../../domain/community/media-rules';
import { fitsPixelLimit } from '../../../domain/media/media-limits';
import { AppError, errorResponse } from '../../http/app-error';
import { readImageSize } from '../../http/image-size';
import { type MediaDeps, mediaNameOf, storeUpload } from '../media/media.service';

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
};

const KIND_OF_EXTENSION: Record<string, MediaKind> = {
  jpg: 'image',
  png: 'image',
  webp: 'image',
  mp4: 'video',
  mov: 'video',
};

/** Refuses a body larger than the largest video before reading it. */
export const mediaBodyLimit = (): MiddlewareHandler =>
  bodyLimit({
    maxSize: VIDEO_MAX_BYTES + 64 * 1024,
    onError: (c) => errorResponse(c, 'media_too_large', 'O arquivo', 'video'),
  });

/**
 * Stores one file of a post, not yet attached to one, under a random name. Its type comes from
 * its bytes, never from its name or what the browser claims; the size limit follows that type,
 * and an image's pixels are read from its header before anything decodes it.
 */
export async function storeMediaUpload(c: Context, deps: MediaDeps, userId: string) {
  const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const file = body.file;
  if (!(file instanceof File)) throw new AppError('not_media', 'enviado');
  const index = Number(body.index ?? 0);
  if (!Number.isInteger(index) || index < 0 || index >= MEDIA_MAX_FILES) throw new AppError('invalid_file');
  const name = file.name || 'enviado';
  if (file.size > VIDEO_MAX_BYTES) throw new AppError('media_too_large', name, 'video');

  const bytes = new Uint8Array(await file.arrayBuffer());
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.mime === 'image/heic' || detected?.mime === 'image/heif') throw new AppError('heic_not_supported');
  const kind = detected ? mediaKindOf(detected.mime) : null;
  if (!detected || !kind) throw new AppError('not_media', name);
  if (bytes.byteLength > (kind === 'image' ? IMAGE_MAX_BYTES : VIDEO_MAX_BYTES))
    throw new AppError('media_too_large', name, kind);
  if (kind === 'image') {
    const size = readImageSize(bytes);
    if (!size) throw new AppError('not_media', name);
    if (!fitsPixelLimit(size.width, size.height)) throw new AppError('too_many_pixels', name);
  }

  const stored = await storeUpload(deps, {
    ownerId: userId,
    kind: 'community',
    bytes,
    contentType: detected.mime,
    extension: EXTENSIONS[detected.mime]!,
  });
  return { url: stored.url, type: kind };
}

/** The name behind a post's file URL when its extension matches the kind the post claims for it. */
export function postMediaName(url: string, type: MediaKind): string | null {
  const name = mediaNameOf(url);
  const extension = name?.split('.').pop();
  return name && extension && KIND_OF_EXTENSION[extension] === type ? name : null;
}

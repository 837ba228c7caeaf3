import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { fileTypeFromBuffer } from 'file-type';
import {
  IMAGE_MAX_BYTES,
  MEDIA_MAX_FILES,
  VIDEO_MAX_BYTES,
  mediaKindOf,
  notMediaMessage,
  tooLargeMessage,
  type MediaKind,
} from '../../../domain/community/media-rules';
import { AppError, errorBody } from '../../http/app-error';
import { keyFromMediaUrl, mediaUrl, type Storage } from '../../platform/storage/storage';
import { HEIC_REFUSED } from '../photos/photo-upload';

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
};

const KIND_OF_EXTENSION: Record<string, MediaKind> = { jpg: 'image', png: 'image', webp: 'image', mp4: 'video', mov: 'video' };

/** Refuses a body larger than the largest video before reading it. */
export const mediaBodyLimit = (): MiddlewareHandler =>
  bodyLimit({
    maxSize: VIDEO_MAX_BYTES + 64 * 1024,
    onError: (c) => c.json(errorBody('too_large', tooLargeMessage('O arquivo', 'video')), 413),
  });

/**
 * Stores one file of a post as `{userId}/{timestamp}-{index}.{ext}`. Its type comes from its
 * bytes, never from its name or what the browser claims, and the size limit follows that type.
 */
export async function storeMediaUpload(c: Context, storage: Storage, userId: string) {
  const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const file = body.file;
  if (!(file instanceof File)) throw new AppError(400, 'not_media', notMediaMessage('enviado'));
  const index = Number(body.index ?? 0);
  if (!Number.isInteger(index) || index < 0 || index >= MEDIA_MAX_FILES) throw new AppError(400, 'bad_index', 'Arquivo inválido');
  const name = file.name || 'enviado';
  if (file.size > VIDEO_MAX_BYTES) throw new AppError(413, 'too_large', tooLargeMessage(name, 'video'));

  const bytes = new Uint8Array(await file.arrayBuffer());
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.mime === 'image/heic' || detected?.mime === 'image/heif') throw new AppError(400, 'heic_not_supported', HEIC_REFUSED);
  const kind = detected ? mediaKindOf(detected.mime) : null;
  if (!detected || !kind) throw new AppError(400, 'not_media', notMediaMessage(name));
  if (bytes.byteLength > (kind === 'image' ? IMAGE_MAX_BYTES : VIDEO_MAX_BYTES)) throw new AppError(413, 'too_large', tooLargeMessage(name, kind));

  const key = `${userId}/${Date.now()}-${index}.${EXTENSIONS[detected.mime]}`;
  await storage.put(key, bytes, detected.mime);
  return { url: mediaUrl(key), type: kind };
}

const MEDIA_NAME = /^\d{13}-\d\.(jpg|png|webp|mp4|mov)$/;

/** The storage key of a post's file when it is one this mother uploaded, with the kind it claims. */
export function ownedMediaKey(url: string, type: MediaKind, userId: string): string | null {
  const key = keyFromMediaUrl(url);
  if (!key) return null;
  const [owner, name] = key.split('/');
  const extension = MEDIA_NAME.exec(name ?? '')?.[1];
  if (owner !== userId || !extension || KIND_OF_EXTENSION[extension] !== type) return null;
  return key;
}

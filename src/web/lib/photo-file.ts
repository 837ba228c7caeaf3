import { ERRORS } from '@domain/errors';
import { PHOTO_MAX_BYTES } from '@domain/images';

/** The spec's check on a picked photo, before cropping; null when it may go on. */
export function photoFileError(file: File): string | null {
  if (!file.type.startsWith('image/')) return ERRORS.not_an_image.message;
  if (file.size > PHOTO_MAX_BYTES) return ERRORS.photo_too_large.message;
  return null;
}

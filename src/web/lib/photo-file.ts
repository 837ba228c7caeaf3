import { PHOTO_MAX_BYTES } from '@domain/images';

/** The spec's check on a picked photo, before cropping; null when it may go on. */
export function photoFileError(file: File): string | null {
  if (!file.type.startsWith('image/')) return 'Por favor, selecione uma imagem';
  if (file.size > PHOTO_MAX_BYTES) return 'A imagem deve ter no máximo 5MB';
  return null;
}

/**
 * What one account may keep and send, so no mother can fill the server's disk for everyone: a
 * storage quota over all her files, a number of uploads an hour, and the pixels an image may have
 * (a small PNG can hold 20,000 × 20,000 pixels that every phone in the feed would have to decode).
 */
export const STORAGE_QUOTA_BYTES = 500 * 1024 * 1024;
export const UPLOADS_PER_HOUR = 30;
export const UPLOAD_WINDOW_MS = 60 * 60 * 1000;

/** A community upload not attached to a post by then is deleted. */
export const UNATTACHED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

export const IMAGE_MAX_SIDE_PX = 8000;
export const IMAGE_MAX_PIXELS = 40_000_000;

export const QUOTA_FULL_MESSAGE =
  'Seu espaço de 500 MB para fotos e vídeos está cheio. Exclua posts antigos com fotos ou vídeos para enviar novos.';

/** The 429 text, with the wait rounded up to whole minutes. */
export function uploadRateMessage(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Você já enviou ${UPLOADS_PER_HOUR} fotos ou vídeos na última hora. Tente de novo em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`;
}

/** The refusal of an image with too many pixels; `name` is the file's, when the mother picked several. */
export const tooManyPixelsMessage = (name?: string) =>
  `${name ? `${name} é grande demais` : 'A imagem é grande demais'}: no máximo 8.000 pixels de lado e 40 megapixels.`;

/** Whether an image of this size may be stored: at most 8,000 px on a side and 40 megapixels. */
export function fitsPixelLimit(width: number, height: number): boolean {
  return (
    width > 0 &&
    height > 0 &&
    width <= IMAGE_MAX_SIDE_PX &&
    height <= IMAGE_MAX_SIDE_PX &&
    width * height <= IMAGE_MAX_PIXELS
  );
}

/** The community's media picker: what it accepts, how large, and when an image is shrunk first. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const VIDEO_TYPES = ['video/mp4', 'video/quicktime'] as const;
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const VIDEO_MAX_BYTES = 50 * 1024 * 1024;

/** Images above 1 MB are resized to 1920 px on the longer side and saved as JPEG 0.85. */
export const COMPRESSION = { aboveBytes: 1024 * 1024, maxSide: 1920, jpegQuality: 0.85 } as const;

export const ACCEPTED_MEDIA =
  '.jpeg,.jpg,.png,.webp,.mp4,.mov,image/jpeg,image/png,image/webp,video/mp4,video/quicktime';

/** Files one post may carry. */
export const MEDIA_MAX_FILES = 5;

export type MediaKind = 'image' | 'video';

export function mediaKindOf(mimeType: string): MediaKind | null {
  if ((IMAGE_TYPES as readonly string[]).includes(mimeType)) return 'image';
  if ((VIDEO_TYPES as readonly string[]).includes(mimeType)) return 'video';
  return null;
}

export const tooManyFilesMessage = (max: number) => `Você pode adicionar no máximo ${max} arquivos`;
export const notMediaMessage = (name: string) => `Arquivo ${name} não é uma imagem ou vídeo válido`;
export const tooLargeMessage = (name: string, kind: MediaKind) =>
  `${name} é muito grande. Máximo: ${kind === 'image' ? '10MB' : '50MB'}`;

export interface PickedFile {
  name: string;
  type: string;
  size: number;
}

/**
 * Which of the newly picked files can join the ones already chosen, and the message for each one
 * refused. The count limit refuses the whole pick, as the mother asked for more than fits.
 */
export function checkPickedFiles<F extends PickedFile>(
  picked: F[],
  alreadyChosen: number,
  max: number,
): { accepted: F[]; errors: string[] } {
  if (alreadyChosen + picked.length > max) return { accepted: [], errors: [tooManyFilesMessage(max)] };
  const accepted: F[] = [];
  const errors: string[] = [];
  for (const file of picked) {
    const kind = mediaKindOf(file.type);
    if (!kind) errors.push(notMediaMessage(file.name));
    else if (file.size > (kind === 'image' ? IMAGE_MAX_BYTES : VIDEO_MAX_BYTES))
      errors.push(tooLargeMessage(file.name, kind));
    else accepted.push(file);
  }
  return { accepted, errors };
}

/** The size an image is drawn at before upload, keeping its proportions. */
export function compressedSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, COMPRESSION.maxSide / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

export const needsCompression = (file: PickedFile) =>
  file.type.startsWith('image/') && file.size > COMPRESSION.aboveBytes;

import { COMPRESSION, compressedSize, needsCompression } from '@domain/community/media-rules';

/**
 * A phone photo over 1 MB becomes a JPEG of at most 1920 px on its longer side, so a post uploads
 * quickly on a mobile connection. Anything else, or an image the browser cannot decode, is sent
 * as it is (the server checks it again).
 */
export async function compressImage(file: File): Promise<File> {
  if (!needsCompression(file)) return file;
  let bitmap: ImageBitmap;
  try {
    // The photo's own orientation (EXIF) is applied, so it is not sent sideways.
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  const { width, height } = compressedSize(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) {
    bitmap.close();
    return file;
  }
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', COMPRESSION.jpegQuality),
  );
  if (!blob) return file;
  return new File([blob], `${file.name.replace(/\.[^.]+$/, '')}.jpg`, { type: 'image/jpeg' });
}

/** Photos of the mother and the baby: what the browser accepts and the server stores. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The crop dialog: a square with a round mask, zoom 1 to 3 in steps of 0.1, JPEG at 0.9. */
export const CROP = { minZoom: 1, maxZoom: 3, zoomStep: 0.1, outputSize: 512, jpegQuality: 0.9 } as const;

export interface CropArea {
  x: number;
  y: number;
  size: number;
}

/**
 * The square of the source image that the viewport shows. At zoom 1 the viewport holds the
 * largest centred square of the image; zooming shrinks it; `pan` moves its centre, as fractions
 * of the room left to move (-1 to 1 on each axis).
 */
export function cropArea(
  imageWidth: number,
  imageHeight: number,
  zoom: number,
  pan: { x: number; y: number },
): CropArea {
  const clampedZoom = Math.min(CROP.maxZoom, Math.max(CROP.minZoom, zoom));
  const size = Math.min(imageWidth, imageHeight) / clampedZoom;
  const roomX = (imageWidth - size) / 2;
  const roomY = (imageHeight - size) / 2;
  const clamp = (v: number) => Math.min(1, Math.max(-1, v));
  return {
    x: roomX + clamp(pan.x) * roomX,
    y: roomY + clamp(pan.y) * roomY,
    size,
  };
}

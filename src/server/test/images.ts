/** A real 1x1 PNG. */
export const PNG_1PX = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

/**
 * Bytes that start like a JPEG (what the magic-byte check reads): a JFIF segment, then a frame
 * header for `width` × `height` (what the pixel check reads), padded to `size`.
 */
export function jpegLike(size = 1024, width = 64, height = 48): Uint8Array {
  const bytes = new Uint8Array(Math.max(size, 40));
  bytes.set([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
  bytes.set([0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03], 20);
  return bytes;
}

/** The signature and header of a PNG of `width` × `height`: all the pixel check reads (a "pixel bomb" is as small). */
export function pngOfSize(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(64);
  const view = new DataView(bytes.buffer);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, ...Buffer.from('IHDR')]);
  view.setUint32(16, width);
  view.setUint32(20, height);
  bytes.set([0x08, 0x06, 0x00, 0x00, 0x00], 24);
  return bytes;
}

/** The start of a HEIC file as an iPhone writes it. */
export function heicLike(): Uint8Array {
  const bytes = new Uint8Array(64);
  bytes.set([0x00, 0x00, 0x00, 0x18, ...Buffer.from('ftypheic'), 0x00, 0x00, 0x00, 0x00, ...Buffer.from('mif1heic')]);
  return bytes;
}

/** The start of an MP4 ("ftypisom") or QuickTime ("ftypqt  ") video, padded to `size`. */
export function videoLike(brand: 'isom' | 'qt  ' = 'isom', size = 4096): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set([
    0x00,
    0x00,
    0x00,
    0x18,
    ...Buffer.from(`ftyp${brand}`),
    0x00,
    0x00,
    0x02,
    0x00,
    ...Buffer.from(`${brand}mp41`),
  ]);
  return bytes;
}

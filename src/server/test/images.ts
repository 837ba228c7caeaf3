/** A real 1x1 PNG. */
export const PNG_1PX = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
);

/** Bytes that start like a JPEG (what the magic-byte check reads), padded to `size`. */
export function jpegLike(size = 1024): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
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
  bytes.set([0x00, 0x00, 0x00, 0x18, ...Buffer.from(`ftyp${brand}`), 0x00, 0x00, 0x02, 0x00, ...Buffer.from(`${brand}mp41`)]);
  return bytes;
}

export interface ImageSize {
  width: number;
  height: number;
}

const ascii = (bytes: Uint8Array, start: number, text: string) =>
  [...text].every((ch, i) => bytes[start + i] === ch.charCodeAt(0));

/**
 * An image's width and height read from its header, without decoding a pixel: PNG, JPEG, WebP
 * and GIF. Null when the header cannot be read, which the callers treat as "not an image": a file
 * whose size we cannot tell is not stored, so no phone is handed a picture of unknown size.
 */
export function readImageSize(bytes: Uint8Array): ImageSize | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const has = (end: number) => bytes.byteLength >= end;

  // PNG: the signature, then the IHDR chunk with the width and height as big-endian 32-bit.
  if (has(24) && bytes[0] === 0x89 && ascii(bytes, 1, 'PNG\r\n\x1a\n') && ascii(bytes, 12, 'IHDR')) {
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  // GIF: the logical screen, little-endian 16-bit.
  if (has(10) && (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a'))) {
    return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
  }
  if (has(30) && ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return readWebpSize(bytes, view);
  if (has(4) && bytes[0] === 0xff && bytes[1] === 0xd8) return readJpegSize(bytes, view);
  return null;
}

function readWebpSize(bytes: Uint8Array, view: DataView): ImageSize | null {
  // Lossy: a key frame's start code, then 14-bit width and height.
  if (ascii(bytes, 12, 'VP8 ') && bytes[23] === 0x9d && bytes[24] === 0x01 && bytes[25] === 0x2a) {
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  }
  // Lossless: a signature byte, then width - 1 and height - 1 in 14 bits each.
  if (ascii(bytes, 12, 'VP8L') && bytes[20] === 0x2f) {
    const bits = view.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  // Extended: the canvas, width - 1 and height - 1 in 24 bits each.
  if (ascii(bytes, 12, 'VP8X')) {
    const uint24 = (at: number) => bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);
    return { width: uint24(24) + 1, height: uint24(27) + 1 };
  }
  return null;
}

/**
 * Walks the JPEG's segments to its frame header (SOF0 to SOF15, except the markers that share the
 * range: DHT C4, JPG C8 and DAC CC), which holds the height and width as big-endian 16-bit.
 */
function readJpegSize(bytes: Uint8Array, view: DataView): ImageSize | null {
  let at = 2;
  while (at + 4 <= bytes.byteLength) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    // Fill bytes before a marker.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    // Markers without a length: TEM and the restart markers.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    // The end of the image, or the scan data, before any frame header.
    if (marker === 0xd9 || marker === 0xda) return null;
    const length = view.getUint16(at + 2);
    if (length < 2) return null;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      if (at + 9 > bytes.byteLength) return null;
      return { width: view.getUint16(at + 7), height: view.getUint16(at + 5) };
    }
    at += 2 + length;
  }
  return null;
}

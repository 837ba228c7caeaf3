import { describe, expect, it } from 'vitest';
import { jpegLike, PNG_1PX, pngOfSize } from '../test/images';
import { readImageSize } from './image-size';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p)));
const le16 = (n: number) => [n & 0xff, n >> 8];
const le24 = (n: number) => [n & 0xff, (n >> 8) & 0xff, n >> 16];
const le32 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, n >>> 24];

describe('readImageSize', () => {
  it('reads a real PNG and a PNG header of any size', () => {
    expect(readImageSize(PNG_1PX)).toEqual({ width: 1, height: 1 });
    expect(readImageSize(pngOfSize(20000, 20000))).toEqual({ width: 20000, height: 20000 });
  });

  it('walks a JPEG to its frame header, past other segments, fill bytes and restart markers', () => {
    expect(readImageSize(jpegLike(1024, 4032, 3024))).toEqual({ width: 4032, height: 3024 });
    const progressive = bytes(
      [0xff, 0xd8],
      [0xff, 0xe1, 0x00, 0x06, 1, 2, 3, 4], // APP1 (EXIF), skipped
      [0xff, 0xdb, 0x00, 0x04, 0, 0], // DQT
      [0xff, 0xc4, 0x00, 0x04, 0, 0], // DHT: in the SOF range, but not a frame
      [0xff, 0xff, 0xd0], // a fill byte and a restart marker
      [0xff, 0xc2, 0x00, 0x11, 0x08, 0x1f, 0x40, 0x27, 0x10, 0x03], // SOF2: 10000 wide, 8000 high
      new Array(10).fill(0),
    );
    expect(readImageSize(progressive)).toEqual({ width: 10000, height: 8000 });
  });

  it('reads the three kinds of WebP', () => {
    const riff = (chunk: string, body: number[]) =>
      bytes('RIFF', le32(4 + 8 + body.length), 'WEBP', chunk, le32(body.length), body);
    expect(
      readImageSize(riff('VP8 ', [0x30, 0x01, 0x00, 0x9d, 0x01, 0x2a, ...le16(1920), ...le16(1080), 0, 0])),
    ).toEqual({ width: 1920, height: 1080 });
    const lossless = (1920 - 1) | ((1080 - 1) << 14);
    expect(readImageSize(riff('VP8L', [0x2f, ...le32(lossless), 0, 0, 0, 0, 0]))).toEqual({
      width: 1920,
      height: 1080,
    });
    expect(readImageSize(riff('VP8X', [0x10, 0, 0, 0, ...le24(19999), ...le24(9999)]))).toEqual({
      width: 20000,
      height: 10000,
    });
  });

  it('reads a GIF', () => {
    expect(readImageSize(bytes('GIF89a', le16(640), le16(480), [0, 0, 0]))).toEqual({ width: 640, height: 480 });
  });

  it('answers null for what it cannot read, so the upload is refused', () => {
    expect(readImageSize(bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], new Array(30).fill(0)))).toBeNull(); // no frame header
    expect(readImageSize(bytes([0xff, 0xd8, 0xff, 0xda, 0x00, 0x08], new Array(30).fill(0)))).toBeNull(); // scan before frame
    expect(readImageSize(bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x01], new Array(30).fill(0)))).toBeNull(); // impossible length
    expect(readImageSize(bytes('RIFF', le32(20), 'WEBPVP8 ', new Array(20).fill(0)))).toBeNull(); // no start code
    expect(readImageSize(PNG_1PX.slice(0, 20))).toBeNull();
    expect(readImageSize(bytes('%PDF-1.7'))).toBeNull();
    expect(readImageSize(new Uint8Array(0))).toBeNull();
  });
});

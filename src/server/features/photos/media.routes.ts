import { Hono } from 'hono';
import { errorBody } from '../../http/app-error';
import type { ByteRange, Storage } from '../../platform/storage/storage';

/** One range of `bytes=a-b`, `bytes=a-` or `bytes=-n`; null when it cannot be served. */
export function parseRange(header: string, size: number): ByteRange | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return null;
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return null;
  return { start, end };
}

/**
 * Uploaded files. Names carry a timestamp and are never rewritten, so they are cached for a year;
 * nosniff (set for every response) stops a browser from reading one as anything but its type.
 * Byte ranges are served because Safari plays a video only through them.
 */
export function createMediaRoutes(storage: Storage) {
  return new Hono().get('/:owner/:name', async (c) => {
    const key = `${c.req.param('owner')}/${c.req.param('name')}`;
    const notFound = () => c.json(errorBody('not_found', 'Arquivo não encontrado.'), 404);
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    c.header('Content-Disposition', 'inline');
    c.header('Accept-Ranges', 'bytes');

    const rangeHeader = c.req.header('range');
    if (!rangeHeader) {
      const file = await storage.get(key);
      if (!file) return notFound();
      c.header('Content-Type', file.contentType);
      return c.body(file.body as Uint8Array<ArrayBuffer>);
    }
    const size = await storage.size(key);
    if (size === null) return notFound();
    const range = parseRange(rangeHeader, size);
    if (!range) {
      c.header('Content-Range', `bytes */${size}`);
      return c.body(null, 416);
    }
    const file = await storage.get(key, range);
    if (!file) return notFound();
    c.header('Content-Type', file.contentType);
    c.header('Content-Range', `bytes ${range.start}-${range.start + file.body.byteLength - 1}/${file.size}`);
    return c.body(file.body as Uint8Array<ArrayBuffer>, 206);
  });
}

import { type Context, Hono } from 'hono';
import { errorResponse } from '../../http/app-error';
import type { AppDeps } from '../../http/types';
import type { ByteRange } from '../../platform/storage/storage';
import { storageKeyOf } from './media.service';
import { findViewableMedia } from './media-access';

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

const notFound = (c: Context) => errorResponse(c, 'media_file_not_found');

/**
 * Uploaded files, each to who may see it (media-access.ts); anyone else, signed in or not, gets
 * the same 404 as for a name that does not exist. `private, no-cache`: no shared cache keeps a
 * file, and the browser asks again each time (a 304 when it has it), so a file stops showing the
 * moment its post is deleted or its owner signs out, also to the next person on the same phone.
 * nosniff (set for every response) stops a browser from reading one as anything but its type.
 * Byte ranges are served because Safari plays a video only through them.
 */
export function createMediaRoutes({ database, auth, storage }: AppDeps) {
  return (
    new Hono()
      .get('/:name', async (c) => {
        c.header('Cache-Control', 'private, no-cache');
        const { session, setCookies } = await auth.sessions.read(c.req.raw.headers);
        for (const cookie of setCookies) c.header('set-cookie', cookie, { append: true });
        const file = await findViewableMedia(
          database.db,
          session ? { id: session.user.id } : null,
          c.req.param('name'),
        );
        if (!file) return notFound(c);
        const etag = `"${file.name}"`;
        c.header('ETag', etag);
        c.header('Content-Disposition', 'inline');
        c.header('Accept-Ranges', 'bytes');
        // Names are never reused and files never rewritten: the name is the version.
        if (c.req.header('if-none-match') === etag) return c.body(null, 304);

        // A file renamed by migration 0011 is read from its old key until the start-up step moves it.
        const keys = file.legacyKey ? [file.legacyKey, storageKeyOf(file)] : [storageKeyOf(file)];
        const rangeHeader = c.req.header('range');
        for (const key of keys) {
          if (!rangeHeader) {
            const stored = await storage.get(key);
            if (!stored) continue;
            c.header('Content-Type', stored.contentType);
            return c.body(stored.body as Uint8Array<ArrayBuffer>);
          }
          const size = await storage.size(key);
          if (size === null) continue;
          const range = parseRange(rangeHeader, size);
          if (!range) {
            c.header('Content-Range', `bytes */${size}`);
            return c.body(null, 416);
          }
          const part = await storage.get(key, range);
          if (!part) continue;
          c.header('Content-Type', part.contentType);
          c.header('Content-Range', `bytes ${range.start}-${range.start + part.body.byteLength - 1}/${part.size}`);
          return c.body(part.body as Uint8Array<ArrayBuffer>, 206);
        }
        return notFound(c);
      })
      // Old addresses (/media/{userId}/{name}) and anything else under /media.
      .all('*', notFound)
  );
}

import { Hono } from 'hono';
import { errorBody } from '../../http/app-error';
import type { Storage } from '../../platform/storage/storage';

/**
 * Uploaded files. Names carry a timestamp and are never rewritten, so they are cached for a year;
 * nosniff (set for every response) stops a browser from reading one as anything but its type.
 */
export function createMediaRoutes(storage: Storage) {
  return new Hono().get('/:owner/:name', async (c) => {
    const file = await storage.get(`${c.req.param('owner')}/${c.req.param('name')}`);
    if (!file) return c.json(errorBody('not_found', 'Arquivo não encontrado.'), 404);
    c.header('Content-Type', file.contentType);
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    c.header('Content-Disposition', 'inline');
    return c.body(file.body as Uint8Array<ArrayBuffer>);
  });
}

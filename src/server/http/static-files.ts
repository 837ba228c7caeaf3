import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

/**
 * The built SPA: hashed files under /assets are cached for a year; everything else, index.html
 * first, is revalidated on every load so a new release shows up at once. Text files go out as the
 * Brotli or gzip copy the build wrote beside them (scripts/precompress.mjs) when the browser
 * accepts it. The pages the build prerendered (/ and /login, see src/web/prerender.tsx) get their
 * HTML from dist/prerendered. Unknown paths that are not API or media get index.html
 * (client-side routing, including the 404 page).
 */
export function createStaticRoutes(staticDir: string) {
  const root = path.resolve(staticDir);
  const indexFile = path.join(root, 'index.html');
  const app = new Hono();
  app.use('/*', async (c, next) => {
    await next();
    const immutable = c.req.path.startsWith('/assets/') && c.res.status < 400;
    // On the response's own headers: `c.header` here would copy the file's response, stream and all.
    c.res.headers.set('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  });
  app.get('/:page{[a-z-]*}', async (c, next) => {
    const page = `prerendered/${c.req.param('page') || 'index'}.html`;
    if (!fs.existsSync(path.join(root, page))) return next();
    return serveStatic({ root, path: page, precompressed: true })(c, next);
  });
  app.use('/*', serveStatic({ root, precompressed: true }));
  app.get('*', (c) => {
    // A missing hashed file is an old page asking for a release that is gone: not the SPA.
    if (c.req.path.startsWith('/assets/')) return c.text('Not found', 404);
    if (!fs.existsSync(indexFile)) {
      return c.text('O aplicativo ainda não foi construído. Rode "npm run build" ou "npm start".', 503);
    }
    c.header('Cache-Control', 'no-cache');
    return c.html(fs.readFileSync(indexFile, 'utf8'));
  });
  return app;
}

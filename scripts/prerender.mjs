// Writes the HTML of the pages a visitor opens first (src/web/prerender.tsx) into the built
// index.html, as dist/prerendered/<page>.html, which the server sends for those paths.
import fs from 'node:fs';
import path from 'node:path';
import { createServer } from 'vite';

const dist = path.resolve('dist');
const shell = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const ROOT = '<div id="root"></div>';
if (!shell.includes(ROOT)) throw new Error(`dist/index.html has no ${ROOT} to fill`);

const vite = await createServer({
  configFile: path.resolve('vite.config.ts'),
  server: { middlewareMode: true, hmr: false, watch: null },
  appType: 'custom',
  logLevel: 'error',
});
try {
  const { PRERENDERED_PATHS, prerenderPage } = await vite.ssrLoadModule('/prerender.tsx');
  const outDir = path.join(dist, 'prerendered');
  fs.mkdirSync(outDir, { recursive: true });
  for (const location of PRERENDERED_PATHS) {
    const html = await prerenderPage(location);
    const file = location === '/' ? 'index.html' : `${location.slice(1)}.html`;
    fs.writeFileSync(path.join(outDir, file), shell.replace(ROOT, `<div id="root">${html}</div>`));
  }
  console.log(`prerendered ${PRERENDERED_PATHS.join(', ')}`);
} finally {
  await vite.close();
}

// Writes the HTML of the pages a visitor opens first (src/web/prerender.tsx) into their built
// shell (index.html, or landing.html for the landing page, which loads no React), as
// dist/prerendered/<page>.html, which the server sends for those paths.
import fs from 'node:fs';
import path from 'node:path';
import { createServer } from 'vite';

const dist = path.resolve(process.argv[2] ?? 'dist');
const ROOT = '<div id="root"></div>';
const shellOf = (name) => {
  const shell = fs.readFileSync(path.join(dist, name), 'utf8');
  if (!shell.includes(ROOT)) throw new Error(`dist/${name} has no ${ROOT} to fill`);
  return shell;
};

const vite = await createServer({
  configFile: path.resolve('vite.config.ts'),
  server: { middlewareMode: true, hmr: false, watch: null },
  appType: 'custom',
  logLevel: 'error',
});
try {
  const { PRERENDERED_PAGES, prerenderPage } = await vite.ssrLoadModule('/prerender.tsx');
  const outDir = path.join(dist, 'prerendered');
  fs.mkdirSync(outDir, { recursive: true });
  for (const { location, shell } of PRERENDERED_PAGES) {
    const html = await prerenderPage(location);
    const file = location === '/' ? 'index.html' : `${location.slice(1)}.html`;
    fs.writeFileSync(path.join(outDir, file), shellOf(shell).replace(ROOT, `<div id="root">${html}</div>`));
  }
  console.log(`prerendered ${PRERENDERED_PAGES.map((page) => page.location).join(', ')}`);
} finally {
  await vite.close();
}

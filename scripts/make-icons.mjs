// Draws the app icons (PNG) from Lumma's mark with Debian's Chromium. Run once after changing the
// mark: `node scripts/make-icons.mjs`; the PNGs are committed under src/web/public/icons.
import fs from 'node:fs';
import { chromium } from 'playwright-core';

const gradient =
  '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ee8aa4"/><stop offset="1" stop-color="#8f74e6"/></linearGradient></defs>';
const moon =
  '<path d="M38.5 14a18 18 0 1 0 11.2 30.6A15 15 0 0 1 38.5 14Z" fill="#fff"/><path d="m45 17 1.6 3.4L50 22l-3.4 1.6L45 27l-1.6-3.4L40 22l3.4-1.6Z" fill="#fff"/>';
// "any": the rounded mark as the favicon draws it. Full-bleed ones (maskable, Apple) fill the
// square, and the maskable one keeps the moon inside the central safe circle (80%).
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${gradient}<rect width="64" height="64" rx="14" fill="url(#g)"/>${moon}</svg>`;
const fullBleed = (scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${gradient}<rect width="64" height="64" fill="url(#g)"/><g transform="translate(32 32) scale(${scale}) translate(-32 -32)">${moon}</g></svg>`;

const icons = [
  ['icon-192.png', 192, rounded],
  ['icon-512.png', 512, rounded],
  ['maskable-512.png', 512, fullBleed(0.72)],
  ['apple-touch-icon.png', 180, fullBleed(0.85)],
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox'],
});
const page = await browser.newPage();
fs.mkdirSync('src/web/public/icons', { recursive: true });
for (const [file, size, svg] of icons) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
  );
  await page.locator('svg').screenshot({ path: `src/web/public/icons/${file}`, omitBackground: true });
  console.log(`src/web/public/icons/${file}`);
}
await browser.close();

#!/usr/bin/env node
// Screenshot of a page as a phone shows it, to look at before calling a screen done.
// Run from the project root (it uses the project's playwright-core and Debian's Chromium):
//   node ../shared/tools/shot.mjs http://localhost:3000/agenda agenda.png [--width 390 --height 844]
//        [--login email password]  (signs in through /login first, using the visible form)
//        [--full]                  (whole page, not only the first screen)
import { createRequire } from 'node:module';

const args = process.argv.slice(2);
const opt = (name, fallback) => { const i = args.indexOf(`--${name}`); return i < 0 ? fallback : args.splice(i, 2)[1]; };
const flag = (name) => { const i = args.indexOf(`--${name}`); if (i < 0) return false; args.splice(i, 1); return true; };
const width = Number(opt('width', 390)), height = Number(opt('height', 844));
const li = args.indexOf('--login');
const login = li < 0 ? null : args.splice(li, 3).slice(1);
const full = flag('full');
const [url, out = 'shot.png'] = args;
if (!url) { console.error('usage: shot.mjs URL [OUT.png] [--login EMAIL PASSWORD] [--full] [--width W --height H]'); process.exit(2); }

const { chromium } = createRequire(`${process.cwd()}/`)('playwright-core');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const page = await (await browser.newContext({ viewport: { width, height }, locale: 'pt-BR', timezoneId: process.env.SHOT_TZ ?? 'America/Sao_Paulo' })).newPage();
page.on('console', (m) => m.type() === 'error' && console.error(`console error: ${m.text()}`));
if (login) {
  await page.goto(new URL('/login', url).href);
  await page.getByLabel(/e-?mail/i).filter({ visible: true }).first().fill(login[0]);
  await page.getByLabel(/^senha$/i).filter({ visible: true }).first().fill(login[1]);
  await page.keyboard.press('Enter');
  await page.waitForURL((u) => !new URL(u).pathname.startsWith('/login'), { timeout: 15000 });
}
await page.goto(url, { waitUntil: 'networkidle' });
await page.screenshot({ path: out, fullPage: full });
console.log(`${out}: ${width}x${height} of ${page.url()}`);
await browser.close();

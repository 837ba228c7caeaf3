import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/support/chromium';
import { startServer, stopServer } from '../src/server/test/server-process';
import { CPU_SLOWDOWN, motherWithBaby, SLOW_4G } from './first-tap';

const RUNS = 5;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Waits until the phone keeps today's agenda with the feeding (decision 048). */
async function agendaKept(page: Page) {
  for (let tries = 0; tries < 120; tries++) {
    const kept = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const open = indexedDB.open('lumma-kept');
          open.onsuccess = () => {
            const request = open.result.transaction('snapshots').objectStore('snapshots').getAll();
            request.onsuccess = () => resolve(JSON.stringify(request.result));
          };
        }),
    );
    if (kept.includes('"mamada"')) return;
    await page.waitForTimeout(250);
  }
  throw new Error('the agenda was not kept on the phone');
}

/** A new page opened at /agenda with the CPU 4x slower, until her feeding is drawn. */
async function openAgenda(context: BrowserContext, offline: boolean): Promise<number> {
  await context.setOffline(offline);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  if (!offline) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  }
  const start = performance.now();
  await page.goto('/agenda', { waitUntil: 'commit' });
  await page.getByRole('button', { name: /^Remover Mamada das / }).waitFor();
  const elapsed = performance.now() - start;
  await page.close();
  return elapsed;
}

/**
 * The agenda opened from what the phone keeps (budget 1.5 s at 4x CPU slowdown), beside the same
 * page online on slow 4G, the service worker installed in both: a mother with a feeding today, five
 * openings each, alternating, on the built app (`dist`).
 */
export async function measureOfflineAgenda() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumma-offline-agenda-'));
  // Run as root, the embedded database runs as nobody, who must be able to enter it.
  fs.chmodSync(dir, 0o755);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const server = await startServer({
    DATA_DIR: path.join(dir, 'data'),
    STATIC_DIR: 'dist',
    AUTH_RATE_LIMIT_MAX: '1000',
    LOG_REQUESTS: 'false',
    NODE_ENV: 'production',
  });
  try {
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 390, height: 844 },
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      isMobile: true,
      hasTouch: true,
    });
    await motherWithBaby(context);
    const page = await context.newPage();
    await page.goto('/agenda');
    await page.getByRole('button', { name: 'Adicionar registro' }).click();
    await page.getByRole('dialog', { name: 'Adicionar Registro' }).getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Evento adicionado!').waitFor();
    await agendaKept(page);
    await page.close();
    const online: number[] = [];
    const offline: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      online.push(await openAgenda(context, false));
      offline.push(await openAgenda(context, true));
    }
    return { online: median(online), offline: median(offline), offlineRuns: offline };
  } finally {
    await browser.close();
    await stopServer(server);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

// Alone, on the last build: `node --import tsx bench/offline-agenda.ts`.
if (process.argv[1] === import.meta.filename) console.log(await measureOfflineAgenda());

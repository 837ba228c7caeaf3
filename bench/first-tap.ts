import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, type CDPSession, chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/support/chromium';
import { saoPauloDateAgo } from '../e2e/support/dates';
import { type ServerProcess, startServer, stopServer } from '../src/server/test/server-process';

/**
 * Slow 4G, the network of Lighthouse's mobile profile: 150 ms round trip added to every request,
 * 1.6 Mbps down, 750 kbps up.
 */
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
export const CPU_SLOWDOWN = 4;
const RUNS = 5;

export interface FirstTapFigure {
  /** Opening the app to the feeding saved. */
  median: number;
  runs: number[];
  /** Of that, the tap on Agenda until the day's list is drawn. */
  agendaMedian: number;
}

/** A built client (a `dist` folder) to open, served by the same built server. */
export interface ClientBuild {
  name: string;
  staticDir: string;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Signs a mother up and registers her baby, as the journeys do; the service worker installs meanwhile. */
export async function motherWithBaby(context: BrowserContext) {
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Cadastro' }).click();
  await page.getByLabel('Nome completo').fill('Bruna Lima');
  await page.getByLabel('Telefone').pressSequentially('11987654321');
  await page.getByLabel('E-mail').fill('bruna@example.com');
  await page.getByLabel('Senha', { exact: true }).fill('segredo1');
  await page.getByLabel('Confirmar senha').fill('segredo1');
  await page.getByRole('button', { name: 'Criar Conta' }).click();
  await page.waitForURL('**/dashboard');
  await page.goto('/dados-bebe');
  await page.getByLabel('Nome').fill('Theo');
  await page.getByLabel('Data de nascimento').fill(saoPauloDateAgo(0, 10));
  await page.getByRole('button', { name: 'Cadastrar Bebê' }).click();
  await page.waitForURL((url) => url.pathname === '/perfil');
  // Installed and precached: every later visit is the installed app's second one.
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active?.state === 'activated');
  await page.close();
}

/**
 * The same network for the service worker, which fetches the API answers it may keep offline
 * (src/web/sw.ts): the page's throttling does not reach it. Attached from the page, through the
 * page's session, and held at its start until throttled.
 */
async function throttleServiceWorker(cdp: CDPSession) {
  let id = 0;
  const send = (sessionId: string, method: string, params: object = {}) =>
    cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: ++id, method, params }) });
  cdp.on('Target.attachedToTarget', ({ sessionId, targetInfo }) => {
    const throttle =
      targetInfo.type === 'service_worker'
        ? [send(sessionId, 'Network.enable'), send(sessionId, 'Network.emulateNetworkConditions', SLOW_4G)]
        : [];
    // Delivered in order; a send fails only when the page has closed under it.
    Promise.all([...throttle, send(sessionId, 'Runtime.runIfWaitingForDebugger')]).catch(() => {});
  });
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: false });
}

/**
 * From opening the installed app at its start URL to a feeding saved: the dashboard, the Agenda
 * tile, the + button, Salvar with the defaults (mamada, now), until "Evento adicionado!" shows.
 */
async function firstTap(context: BrowserContext): Promise<{ total: number; agenda: number }> {
  const page = await context.newPage();
  // Chromium cannot emulate display-mode: standalone; the installed app on an iPhone says so with
  // navigator.standalone, which the app reads alike (src/web/lib/display-mode.ts). A string, since
  // a function would be sent as tsx compiled it, helpers and all.
  await page.addInitScript("Object.defineProperty(Navigator.prototype, 'standalone', { get: () => true })");
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await throttleServiceWorker(cdp);
  const start = performance.now();
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('link', { name: 'Agenda', exact: true }).click();
  const agendaTapped = performance.now();
  // The day's summary shows once the day's events (the runs before) are drawn.
  await page.getByLabel('Resumo do dia').waitFor();
  const agenda = performance.now() - agendaTapped;
  await page.getByRole('button', { name: 'Adicionar registro' }).click();
  await page.getByRole('dialog', { name: 'Adicionar Registro' }).getByRole('button', { name: 'Salvar' }).click();
  await page.getByText('Evento adicionado!').waitFor();
  const total = performance.now() - start;
  await page.close();
  return { total, agenda };
}

/**
 * A mother's first tap (at most 1.5 s where the machine allows), on Debian's Chromium with the CPU 4x slower and slow
 * 4G, the service worker already installed: the median of five openings of the app, for each
 * client build. Each build has its own server, data and mother; their runs alternate (A B A B …)
 * so that a change in the machine's speed reaches them alike.
 */
export async function measureFirstTap(clients: ClientBuild[]): Promise<Map<string, FirstTapFigure>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumma-first-tap-'));
  // Run as root, the embedded database runs as nobody, who must be able to enter it.
  fs.chmodSync(dir, 0o755);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const servers: ServerProcess[] = [];
  try {
    const opened: { client: ClientBuild; context: BrowserContext; runs: { total: number; agenda: number }[] }[] = [];
    for (const [index, client] of clients.entries()) {
      const server = await startServer({
        DATA_DIR: path.join(dir, `data-${index}`),
        STATIC_DIR: client.staticDir,
        AUTH_RATE_LIMIT_MAX: '1000',
        LOG_REQUESTS: 'false',
        NODE_ENV: 'production',
      });
      servers.push(server);
      const context = await browser.newContext({
        baseURL: server.url,
        viewport: { width: 390, height: 844 },
        locale: 'pt-BR',
        timezoneId: 'America/Sao_Paulo',
        isMobile: true,
        hasTouch: true,
      });
      await motherWithBaby(context);
      opened.push({ client, context, runs: [] });
    }
    for (let i = 0; i < RUNS; i++) for (const each of opened) each.runs.push(await firstTap(each.context));
    return new Map(
      opened.map(({ client, runs }) => [
        client.name,
        {
          median: median(runs.map((run) => run.total)),
          runs: runs.map((run) => run.total),
          agendaMedian: median(runs.map((run) => run.agenda)),
        },
      ]),
    );
  } finally {
    await browser.close();
    for (const server of servers) await stopServer(server);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

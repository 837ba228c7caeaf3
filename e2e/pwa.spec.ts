import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServer, stopServer } from '../src/server/test/server-process';
import { BACKGROUND_WAIT_MS } from '../src/test/waits';
import { uniqueEmail, useBrowser } from './support/browser';
import { saoPauloDateAgo } from './support/dates';
import { registerBaby, signUp } from './support/journeys';
import { controlledByServiceWorker } from './support/offline';

const browser = useBrowser();

describe('installable, offline-capable app', () => {
  it('registers /sw.js, which controls the start page, and links a manifest Chromium finds installable', async () => {
    const page = await browser.phone();
    await page.goto('/');
    await controlledByServiceWorker(page);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)).toMatch(
      /\/sw\.js$/,
    );
    const sw = await page.request.get('/sw.js');
    expect(sw.headers()['cache-control']).toBe('no-cache');

    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const response = await page.request.get(href!);
    expect(response.ok()).toBe(true);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      lang: string;
      display: string;
      start_url: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ short_name: 'Lumma', lang: 'pt-BR', display: 'standalone', start_url: '/' });
    expect(manifest.name).toContain('Lumma');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((i) => i.purpose?.includes('maskable'))).toBe(true);
    for (const icon of [...manifest.icons, { src: '/icons/apple-touch-icon.png' }]) {
      const file = await page.request.get(icon.src);
      expect(file.headers()['content-type'], icon.src).toBe('image/png');
    }
    expect(await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')).toBe('/icons/apple-touch-icon.png');

    // Chromium's own verdict: the manifest parses and nothing in it or in the worker keeps the app
    // from being installed. A test context is incognito, which alone would stop a real install.
    const cdp = await page.context().newCDPSession(page);
    const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: { message: string }[] };
    expect(errors).toEqual([]);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
  });

  it('opens the first-aid guide and the exercises again with no connection', async () => {
    const page = await browser.phone();
    await signUp(page, { name: 'Nina Duarte', email: uniqueEmail('nina'), password: 'segredo1' });
    await controlledByServiceWorker(page);
    await page.goto('/emergencia');
    await page.getByRole('link', { name: 'Ligar 192 (SAMU)' }).waitFor();

    await page.context().setOffline(true);
    // The notice says how old her data on screen is (decision 048), or only that the signal is gone.
    await page.getByText(/^(Atualizado .* — sem internet agora\.|Você está sem internet\.)/).waitFor();
    await page.reload();
    await page.getByRole('link', { name: 'Ligar 192 (SAMU)' }).waitFor();
    await page.getByText('Desengasgo do bebê (menos de 1 ano)').waitFor();
    await page.goto('/exercicios');
    await page.getByRole('tab', { name: 'Para o Bebê' }).waitFor();
    await page.getByRole('tab', { name: 'Para a Mãe' }).click();
    await page
      .getByText(/Caminhada/i)
      .first()
      .waitFor();
    await page.context().setOffline(false);
  });

  it('keeps a feeding logged offline as pending and saves it once when the connection returns', async () => {
    const page = await browser.phone();
    await signUp(page, { name: 'Olga Mendes', email: uniqueEmail('olga'), password: 'segredo1' });
    await registerBaby(page, 'Davi', saoPauloDateAgo(0, 10));
    await controlledByServiceWorker(page);
    await page.goto('/agenda');
    await page.getByText('Nenhum registro neste dia.').waitFor();

    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Adicionar registro' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar Registro' });
    // At the time the dialog offers, now: the server refuses times in the future.
    const time = await dialog.getByLabel('Horário').inputValue();
    await dialog.getByLabel('Observações (opcional)').fill('Mamada da madrugada');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText(`Mamada às ${time}: sem internet agora, será enviado quando a conexão voltar.`).waitFor();
    const agenda = page.getByRole('main');
    await agenda.getByText('Mamada da madrugada').waitFor();
    await agenda.getByText('Pendente: será enviado quando a conexão voltar').waitFor();

    // Still there after closing and opening the app again with no signal.
    await page.reload();
    await agenda.getByText('Pendente: será enviado quando a conexão voltar').waitFor();

    await page.context().setOffline(false);
    await page.getByText('Registro feito sem internet salvo!').waitFor();
    await agenda.getByText('Pendente: será enviado quando a conexão voltar').waitFor({ state: 'detached' });
    expect(await agenda.getByText('Mamada da madrugada').count()).toBe(1);
    expect(await page.getByLabel('Resumo do dia').textContent()).toBe('1 mamada · 0 fraldas · 0 sonos · 0 remédios');

    // On the server exactly once, even after another round of sending.
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    const day = await page.evaluate(async () => {
      const start = new Date();
      start.setHours(0, 0, 0, 0);
      const end = new Date(start.getTime() + 86_400_000 - 1);
      const response = await fetch(`/api/agenda/day?start=${start.toISOString()}&end=${end.toISOString()}`);
      return (await response.json()) as { events: { notes: string | null }[] };
    });
    expect(day.events.filter((e) => e.notes === 'Mamada da madrugada')).toHaveLength(1);
  });
});

/**
 * What Chromium does when it finds the app installable: a test context is incognito, where it
 * never does, so the event is played here with the outcome the mother would choose.
 */
async function offerInstall(page: Page, outcome: 'accepted' | 'dismissed' = 'dismissed') {
  await page.evaluate((choice) => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => undefined,
      userChoice: Promise.resolve({ outcome: choice }),
    });
    window.dispatchEvent(event);
  }, outcome);
}

describe('install banner', () => {
  const IPHONE =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

  it('offers "Instalar Agora" when the browser can install, and minds "lembrar amanhã" and "Não mostrar novamente"', async () => {
    const page = await browser.phone();
    await signUp(page, { name: 'Rosa Lima', email: uniqueEmail('rosa'), password: 'segredo1' });
    const banner = page.getByRole('region', { name: 'Instalar Lumma' });
    expect(await banner.count()).toBe(0);

    await offerInstall(page);
    await banner.getByRole('button', { name: 'Instalar Agora' }).waitFor();
    await banner.getByRole('button', { name: 'Fechar' }).click();
    await banner.waitFor({ state: 'detached' });
    const until = Number(await page.evaluate(() => localStorage.getItem('lumma:install-dismissed-until')));
    expect(until - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    expect(until - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);

    // Still closed on the next visit; back once the 24 hours are over.
    await page.reload();
    await offerInstall(page);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await banner.count()).toBe(0);
    await page.evaluate(() => localStorage.setItem('lumma:install-dismissed-until', String(Date.now() - 3_600_000)));
    await page.reload();
    await offerInstall(page);
    await banner.waitFor();

    await banner.getByRole('button', { name: 'Não mostrar novamente' }).click();
    await banner.waitFor({ state: 'detached' });
    await page.reload();
    await offerInstall(page, 'accepted');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await banner.count()).toBe(0);

    // Installing from the header clears both dismissals.
    await page.getByRole('button', { name: 'Instalar app' }).click();
    await page.waitForFunction(() => localStorage.getItem('lumma:install-never-show') === null);
  });

  it('installs from the banner, which then goes away', async () => {
    const page = await browser.phone();
    await signUp(page, { name: 'Luna Reis', email: uniqueEmail('luna'), password: 'segredo1' });
    await offerInstall(page, 'accepted');
    const banner = page.getByRole('region', { name: 'Instalar Lumma' });
    await banner.getByRole('button', { name: 'Instalar Agora' }).click();
    await banner.waitFor({ state: 'detached' });
  });

  it('shows an iPhone the Safari steps, and another browser its menu steps', async () => {
    const iphone = await browser.phone({ userAgent: IPHONE });
    await signUp(iphone, { name: 'Íris Costa', email: uniqueEmail('iris'), password: 'segredo1' });
    await iphone.getByRole('region', { name: 'Instalar Lumma' }).getByRole('button', { name: 'Como Instalar' }).click();
    const ios = iphone.getByRole('dialog', { name: 'Instalar no iPhone' });
    await ios.getByText('Compartilhar', { exact: true }).waitFor();
    expect(await ios.getByText('Adicionar à Tela de Início', { exact: true }).isVisible()).toBe(true);
    expect(await ios.getByText('Adicionar', { exact: true }).isVisible()).toBe(true);

    const other = await browser.phone();
    await signUp(other, { name: 'Bela Nunes', email: uniqueEmail('bela'), password: 'segredo1' });
    expect(await other.getByRole('region', { name: 'Instalar Lumma' }).count()).toBe(0);
    await other.getByRole('button', { name: 'Instalar app' }).click();
    const steps = other.getByRole('dialog', { name: 'Instalar o Lumma' });
    await steps.getByText('Instalar app', { exact: true }).waitFor();
  });
});

describe('update notice', () => {
  let server: ServerProcess | undefined;
  let staticDir: string | undefined;
  afterAll(async () => {
    if (server) await stopServer(server);
    if (staticDir) fs.rmSync(staticDir, { recursive: true, force: true });
  });

  it('tells an open page that a new version is ready, and applies it on Atualizar', async () => {
    // A server of its own, on a copy of the build, so that a "new release" can be put in place.
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumma-release-'));
    // Run as root, the embedded database runs as nobody, who must be able to enter it.
    fs.chmodSync(staticDir, 0o755);
    fs.cpSync(path.resolve('dist'), path.join(staticDir, 'dist'), { recursive: true });
    server = await startServer({
      STATIC_DIR: path.join(staticDir, 'dist'),
      DATA_DIR: path.join(staticDir, 'data'),
      LOG_REQUESTS: 'false',
      NODE_ENV: 'production',
    });
    // A page of the app: the landing page runs no React and leaves the notice to the app's pages.
    const page = await browser.phone();
    await page.goto(`${server.url}/login`);
    await controlledByServiceWorker(page);
    expect(await page.getByText('Nova versão disponível!').count()).toBe(0);

    const release = async (n: number) => {
      fs.appendFileSync(path.join(staticDir!, 'dist', 'sw.js'), `\n// release ${n}\n`);
      // What the hourly check does.
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
    };

    await release(2);
    await page.getByText('Nova versão disponível!').waitFor();
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Atualizar' }).click();
    await reloaded;
    await controlledByServiceWorker(page);

    // Left alone, the notice applies the update by itself after 10 seconds.
    await release(3);
    await page.getByText('Nova versão disponível!').waitFor();
    await page.waitForEvent('load', { timeout: BACKGROUND_WAIT_MS });
  });
});

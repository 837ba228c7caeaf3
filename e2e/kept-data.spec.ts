import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BACKGROUND_WAIT_MS } from '../src/test/waits';
import { uniqueEmail, useBrowser } from './support/browser';
import { saoPauloDateAgo } from './support/dates';
import { signUp } from './support/journeys';

const browser = useBrowser();
const SHOTS = '/tmp/shots-51';

async function controlledByServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: BACKGROUND_WAIT_MS,
  });
}

async function registerTheo(page: Page) {
  await page.goto('/dados-bebe');
  await page.getByLabel('Nome').fill('Theo');
  await page.getByLabel('Data de nascimento').fill(saoPauloDateAgo(4, 2));
  await page.getByLabel('Sexo', { exact: true }).selectOption('M');
  await page.getByLabel('Peso (kg)', { exact: true }).fill('6.9');
  await page.getByRole('button', { name: 'Cadastrar Bebê' }).click();
  await page.waitForURL((url) => url.pathname !== '/dados-bebe');
}

const serverJson = (page: Page, path: string) =>
  page.evaluate(async (url) => (await fetch(url)).json(), path) as Promise<Record<string, unknown>>;

/** The accounts whose data is kept in this browser (decision 048: records keyed `userId:shape`). */
const keptAccounts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('lumma-kept', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('queries', { keyPath: 'key' });
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const keys = open.result.transaction('queries').objectStore('queries').getAllKeys();
          keys.onsuccess = () => {
            open.result.close();
            resolve((keys.result as string[]).map((key) => key.split(':')[0]!));
          };
        };
      }),
  );

describe('her data kept on the phone (decision 048)', () => {
  it('opens the agenda, the vaccine card and growth on a fresh load with no signal, and keeps nothing for the next account', async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    const page = await browser.phone();
    await signUp(page, { name: 'Ana Lima', email: uniqueEmail('ana'), password: 'segredo1' });
    await registerTheo(page);
    await controlledByServiceWorker(page);
    const ana = ((await serverJson(page, '/api/me')) as { user: { id: string } }).user.id;

    // Online: a feeding logged, the vaccine card and growth opened once.
    await page.goto('/agenda');
    await page.getByRole('button', { name: 'Adicionar registro' }).click();
    const add = page.getByRole('dialog', { name: 'Adicionar Registro' });
    const time = await add.getByLabel('Horário').inputValue();
    await add.getByRole('button', { name: 'Salvar' }).click();
    await page.getByRole('button', { name: `Remover Mamada das ${time}` }).waitFor();
    // She looks at it a moment before moving on (the page saves what it kept in the next 100 ms).
    await page.waitForTimeout(300);
    await page.goto('/vacinas');
    await page.getByRole('checkbox', { name: 'BCG — Dose única' }).waitFor();
    await page.goto('/crescimento');
    await page.getByRole('heading', { name: 'Peso por idade' }).waitFor();
    await expect.poll(() => keptAccounts(page), { timeout: BACKGROUND_WAIT_MS }).toEqual([ana]);
    // The worker's own cache of answers goes: what opens below is what the page kept.
    await page.evaluate(() => caches.delete('lumma-api'));

    // Another day, no signal: the app opened afresh from its icon.
    const context = page.context();
    const offline = await context.newPage();
    await page.close();
    await context.setOffline(true);
    await offline.goto('/agenda');
    await offline.getByRole('button', { name: `Remover Mamada das ${time}` }).waitFor();
    await offline.getByText(/^Atualizado às \d\d:\d\d — sem internet agora$/).waitFor();
    await offline.screenshot({ path: `${SHOTS}/agenda-offline.png`, fullPage: true });

    await offline.goto('/vacinas');
    await offline.getByRole('checkbox', { name: 'BCG — Dose única' }).waitFor();
    await offline.screenshot({ path: `${SHOTS}/vacinas-offline.png` });

    await offline.goto('/crescimento');
    await offline.getByRole('heading', { name: 'Peso por idade' }).waitFor();
    await offline.getByRole('button', { name: 'Adicionar medida' }).first().click();
    const measure = offline.getByRole('dialog', { name: 'Adicionar medida' });
    await measure.getByLabel('Peso (kg)').fill('7,3');
    await measure.getByRole('button', { name: 'Salvar' }).click();
    await offline.getByText('Medida guardada: sem internet agora, será enviada quando a conexão voltar.').waitFor();
    await offline.getByRole('region', { name: 'Medidas' }).getByText('Pendente').waitFor();
    await offline.screenshot({ path: `${SHOTS}/crescimento-offline.png` });

    // Back online: sent once, and the kept screen refreshed in place.
    await context.setOffline(false);
    await offline.getByText('Registro feito sem internet salvo!').waitFor({ timeout: BACKGROUND_WAIT_MS });
    await offline.evaluate(() => window.dispatchEvent(new Event('online')));
    await offline.getByRole('region', { name: 'Medidas' }).getByText('Pendente').waitFor({ state: 'detached' });
    const growth = (await serverJson(offline, '/api/growth')) as { measurements: { weightKg: number | null }[] };
    expect(growth.measurements.map((m) => m.weightKg).sort()).toEqual([6.9, 7.3]);

    // She signs out; another mother signs in on the same browser.
    await offline.getByRole('button', { name: 'Sair' }).click();
    await offline.waitForURL((url) => !url.pathname.startsWith('/crescimento'));
    await expect.poll(() => keptAccounts(offline)).toEqual([]);
    await signUp(offline, { name: 'Bia Souza', email: uniqueEmail('bia'), password: 'segredo1' });
    await offline.goto('/agenda');
    // Her page has asked for everything it shows.
    await offline.waitForLoadState('networkidle');
    await offline
      .getByRole('button', { name: 'Iniciar sono' })
      .or(offline.getByText(/bebê/i).first())
      .first()
      .waitFor();
    expect(await offline.getByText('Theo').count()).toBe(0);
    expect(await offline.getByRole('button', { name: `Remover Mamada das ${time}` }).count()).toBe(0);
    expect(await keptAccounts(offline)).not.toContain(ana);
  });
});

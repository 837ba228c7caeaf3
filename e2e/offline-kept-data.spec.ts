import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BACKGROUND_WAIT_MS } from '../src/test/waits';
import { uniqueEmail, useBrowser } from './support/browser';
import { saoPauloDateAgo } from './support/dates';
import { registerBaby, signUp } from './support/journeys';
import { controlledByServiceWorker, registerTheo } from './support/offline';

const browser = useBrowser();

/** Every account's kept data on this browser, as text (IndexedDB `lumma-kept`, decision 048). */
const keptOnThePhone = (page: Page) =>
  page.evaluate(async () => {
    // Opening a database that does not exist would create it empty: look first.
    if (!(await indexedDB.databases()).some((db) => db.name === 'lumma-kept')) return [];
    return new Promise<string[]>((resolve, reject) => {
      const open = indexedDB.open('lumma-kept');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const request = open.result.transaction('snapshots').objectStore('snapshots').getAll();
        request.onsuccess = () => {
          resolve((request.result as unknown[]).map((snapshot) => JSON.stringify(snapshot)));
          open.result.close();
        };
      };
    });
  });

/** Waits until what `/crescimento` needs is kept, though the page was never opened. */
async function growthKept(page: Page) {
  const deadline = Date.now() + BACKGROUND_WAIT_MS;
  while (!(await keptOnThePhone(page)).some((kept) => kept.includes('"growth-curves"'))) {
    if (Date.now() > deadline) throw new Error('growth was not kept on the phone');
    await page.waitForTimeout(250);
  }
}

async function shot(page: Page, name: string) {
  if (process.env.KEPT_SHOTS) await page.screenshot({ path: `${process.env.KEPT_SHOTS}/${name}.png` });
}

const serverJson = (page: Page, path: string) =>
  page.evaluate(async (url) => (await fetch(url)).json(), path) as Promise<Record<string, unknown>>;

describe('her data kept on the phone (opened with no signal)', () => {
  it('opens the agenda, the vaccine card and growth on a fresh load offline, and keeps none of it for the next account', async () => {
    const page = await browser.phone();
    const mother = { name: 'Joana Prado', email: uniqueEmail('joana'), password: 'segredo1' };
    await signUp(page, mother);
    await registerTheo(page);
    await controlledByServiceWorker(page);

    // Online: a feeding logged and the vaccine card opened. Growth is never opened.
    await page.goto('/agenda');
    await page.getByRole('button', { name: 'Adicionar registro' }).click();
    const add = page.getByRole('dialog', { name: 'Adicionar Registro' });
    await add.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Evento adicionado!').waitFor();
    // Named by the time the server saved it at (the dialog's "now" may have turned a minute since).
    await page.reload();
    const remove = page.getByRole('button', { name: /^Remover Mamada das \d\d:\d\d$/ });
    const feeding = (await remove.getAttribute('aria-label'))!;
    await page.goto('/vacinas');
    await page.getByRole('checkbox', { name: 'BCG — Dose única' }).waitFor();
    await growthKept(page);
    const [kept] = await keptOnThePhone(page);
    expect(kept).toContain('"Theo"');

    // Offline, each screen a fresh load, as the home-screen icon opens it.
    await page.context().setOffline(true);
    await page.goto('/agenda');
    await page.getByRole('button', { name: feeding }).waitFor();
    await page.getByText(/^Atualizado às \d\d:\d\d — sem internet agora\./).waitFor();
    // The next appointments are kept by the page alone (the worker never cached them).
    await page.getByText('Nenhuma consulta agendada.').waitFor();
    expect(await page.getByText('Não foi possível carregar').count()).toBe(0);
    await page.getByRole('button', { name: feeding }).scrollIntoViewIfNeeded();
    await shot(page, 'agenda-offline');

    await page.goto('/vacinas');
    await page.getByRole('heading', { name: 'Carteira de Vacinas' }).waitFor();
    await page.getByRole('checkbox', { name: 'BCG — Dose única' }).waitFor();
    await page.getByText(/^Atualizado às \d\d:\d\d — sem internet agora\./).waitFor();
    await shot(page, 'vacinas-offline');

    await page.goto('/crescimento');
    await page.getByRole('heading', { name: 'Peso por idade' }).waitFor();
    await page.getByRole('button', { name: 'Adicionar medida' }).first().click();
    const measure = page.getByRole('dialog', { name: 'Adicionar medida' });
    await measure.getByLabel('Peso (kg)').fill('7,3');
    await measure.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Medida guardada: sem internet agora, será enviada quando a conexão voltar.').waitFor();
    const history = page.getByRole('region', { name: 'Medidas' });
    await history.getByText('Pendente').waitFor();
    await history.scrollIntoViewIfNeeded();
    await shot(page, 'crescimento-offline');

    // Back online: the measurement reaches the server once, and the page shows it saved.
    await page.context().setOffline(false);
    await page.getByText('Registro feito sem internet salvo!').waitFor({ timeout: BACKGROUND_WAIT_MS });
    await history.getByText('Pendente').waitFor({ state: 'detached' });
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.waitForTimeout(500);
    const growth = (await serverJson(page, '/api/growth')) as { measurements: { weightKg: number | null }[] };
    expect(growth.measurements.map((m) => m.weightKg).sort()).toEqual([6.9, 7.3]);

    // Signed out: nothing of hers is left on the phone.
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => keptOnThePhone(page), { timeout: BACKGROUND_WAIT_MS }).toEqual([]);

    // Another mother on the same browser, online then offline: none of Joana's data.
    await signUp(page, { name: 'Bia Lopes', email: uniqueEmail('bia'), password: 'segredo1' });
    await registerBaby(page, 'Lia', saoPauloDateAgo(0, 10));
    await page.goto('/agenda');
    await page.getByText('Nenhum registro neste dia.').waitFor();
    await page.context().setOffline(true);
    await page.goto('/agenda');
    await page.getByText('Nenhum registro neste dia.').waitFor();
    expect(await page.getByRole('button', { name: feeding }).count()).toBe(0);
    await page.goto('/vacinas');
    await page.getByRole('heading', { name: 'Carteira de Vacinas' }).waitFor();
    expect(await page.getByText('Theo').count()).toBe(0);
    for (const kept of await keptOnThePhone(page)) expect(kept).not.toContain('Theo');
    // A screen that is not kept says what it needs instead of skeletons with no word.
    await page.goto('/comunidade');
    await page
      .getByText(
        'Você está sem internet e esta tela ainda não está guardada neste aparelho: ela abre quando a conexão voltar.',
      )
      .waitFor();
    await shot(page, 'comunidade-offline');
    await page.context().setOffline(false);
  });
});

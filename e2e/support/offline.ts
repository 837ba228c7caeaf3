import type { Page } from 'playwright-core';
import { BACKGROUND_WAIT_MS } from '../../src/test/waits';
import { saoPauloDateAgo } from './dates';

/** Waits until the service worker is active and serves this page. */
export async function controlledByServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: BACKGROUND_WAIT_MS,
  });
}

/** A 4-month-old boy with a weight, so growth has a curve and a previous measurement. */
export async function registerTheo(page: Page) {
  await page.goto('/dados-bebe');
  await page.getByLabel('Nome').fill('Theo');
  await page.getByLabel('Data de nascimento').fill(saoPauloDateAgo(4, 2));
  await page.getByLabel('Sexo', { exact: true }).selectOption('M');
  await page.getByLabel('Peso (kg)', { exact: true }).fill('6.9');
  await page.getByRole('button', { name: 'Cadastrar Bebê' }).click();
  await page.waitForURL((url) => url.pathname !== '/dados-bebe');
}

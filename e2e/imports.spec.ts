import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BACKGROUND_WAIT_MS } from '../src/test/waits';
import { seriousViolations } from './support/axe';
import { uniqueEmail, useBrowser } from './support/browser';
import { signUp } from './support/journeys';

const browser = useBrowser();
const FIXTURE = new URL('../src/test/fixtures/huckleberry-export.csv', import.meta.url);

/** How many rows of a type the fixture has on a day (its times are São Paulo's, as is the browser's). */
const rowsOn = (type: string, day: string) =>
  readFileSync(FIXTURE, 'utf8')
    .split(/\r\n/)
    .filter((line) => line.startsWith(`${type},${day} `)).length;

describe('importing from another app', () => {
  it('sends a Huckleberry export, sees the preview, imports it to the baby, finds the months on the agenda, and undoes it', async () => {
    const page = await browser.phone();
    await signUp(page, { name: 'Marina Costa', email: uniqueEmail('marina'), password: 'segredo1' });
    await page.goto('/dados-bebe');
    await page.getByLabel('Nome').fill('Bento');
    await page.getByLabel('Data de nascimento').fill('2026-07-20');
    await page.getByRole('button', { name: 'Cadastrar Bebê' }).click();
    await page.waitForURL((url) => url.pathname !== '/dados-bebe');

    await page.goto('/perfil');
    await page.getByRole('link', { name: 'Importar de outro app' }).click();
    await page.waitForURL('**/perfil/importar');
    await page.getByLabel('Arquivo exportado do Huckleberry').setInputFiles(FIXTURE.pathname);
    await page.waitForURL(/\/perfil\/importar\/[0-9a-f-]{36}$/);
    await page
      .getByText(
        '487 mamadas, 487 sonos, 486 fraldas, 61 remédios, 72 outros registros, 3 medidas, 4 linhas não entendidas',
      )
      .waitFor();
    await page.getByText('Linha 902: Peso não entendido (não importada)').waitFor();
    expect(await seriousViolations(page), 'preview').toEqual([]);

    await page.getByLabel('Bebê').selectOption({ label: 'Bento' });
    await page.getByRole('button', { name: 'Importar', exact: true }).click();
    await page
      .getByText(/^Importação concluída: 1\.596 registros adicionados$/)
      .waitFor({ timeout: BACKGROUND_WAIT_MS });

    // August and September are on the agenda, day by day.
    for (const day of ['2026-08-15', '2026-09-20']) {
      await page.goto(`/agenda?dia=${day}`);
      const summary = page.getByRole('status', { name: 'Resumo do dia' });
      await summary.getByText(`${rowsOn('Feed', day)} mamadas`, { exact: false }).waitFor();
      expect(await summary.innerText()).toContain(`${rowsOn('Diaper', day)} fraldas`);
      await page.getByText('importado', { exact: true }).first().waitFor();
    }

    await page.goto('/perfil/importar');
    await page.getByRole('link', { name: /huckleberry-export\.csv/ }).click();
    await page.getByRole('button', { name: 'Desfazer importação' }).click();
    const dialog = page.getByRole('dialog', { name: 'Desfazer importação?' });
    await dialog
      .getByText('Os 1.596 registros que esta importação adicionou serão excluídos.', { exact: false })
      .waitFor();
    await dialog.getByRole('button', { name: 'Desfazer importação' }).click();
    await page.getByText('Desfeita', { exact: true }).waitFor();
    await page.goto('/agenda?dia=2026-08-15');
    await page.getByText('Nenhum registro neste dia.').waitFor();
  });
});

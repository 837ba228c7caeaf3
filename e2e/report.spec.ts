import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readPdf } from '../src/server/test/pdf-text';
import { uniqueEmail, useBrowser } from './support/browser';
import { saoPauloDateAgo } from './support/dates';
import { signUp } from './support/journeys';

const browser = useBrowser();

describe('Relatório para o pediatra', () => {
  it('downloads the last 30 days as a PDF with the baby and her vaccines, and explains a bad period', async () => {
    const page = await browser.phone();
    await signUp(page, { name: 'Sônia Prates', email: uniqueEmail('sonia'), password: 'segredo1' });
    await page.goto('/dados-bebe');
    await page.getByLabel('Nome').fill('Miguel');
    await page.getByLabel('Data de nascimento').fill(saoPauloDateAgo(3));
    await page.getByRole('button', { name: 'Cadastrar Bebê' }).click();
    // A baby of a month or more goes on to the vaccine card's first questions: "Sim, todas".
    await page.waitForURL((url) => url.pathname === '/vacinas' && url.searchParams.get('onboarding') === 'true');
    const onboarding = page.getByRole('dialog', { name: 'Vamos montar a carteira de Miguel' });
    await onboarding.getByRole('button', { name: 'Sim, todas' }).click();
    await page.getByText('Vacinas cadastradas!').waitFor();

    await page.goto('/relatorios');
    const card = page.getByRole('region', { name: 'Relatório para o pediatra' });
    await card.getByText('Últimos 30 dias').click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Baixar PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^lumma-relatorio-miguel-\d{4}-\d{2}-\d{2}-a-\d{4}-\d{2}-\d{2}\.pdf$/);
    const pdf = fs.readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = readPdf(pdf);
    expect(text).toContain('Miguel');
    expect(text).toContain('BCG');
    expect(text).toContain('Hepatite B');
    await page.getByText('Relatório baixado!').waitFor();

    await card.getByText('Escolher datas').click();
    await card.getByLabel('De').fill('2026-05-10');
    await card.getByLabel('Até').fill('2026-05-01');
    await card.getByRole('button', { name: 'Baixar PDF' }).click();
    await card.getByRole('alert').getByText('A data final deve ser igual ou depois da inicial').waitFor();
  });

  it('shares a link a signed-out doctor opens, then revokes it', async () => {
    const page = await browser.phone();
    await signUp(page, { name: 'Teresa Lins', email: uniqueEmail('teresa'), password: 'segredo1' });
    await page.goto('/dados-bebe');
    await page.getByLabel('Nome').fill('Alice');
    await page.getByLabel('Data de nascimento').fill(saoPauloDateAgo(3));
    await page.getByRole('button', { name: 'Cadastrar Bebê' }).click();
    await page.waitForURL((url) => url.pathname === '/vacinas' && url.searchParams.get('onboarding') === 'true');
    await page
      .getByRole('dialog', { name: 'Vamos montar a carteira de Alice' })
      .getByRole('button', { name: 'Sim, todas' })
      .click();
    await page.getByText('Vacinas cadastradas!').waitFor();

    await page.goto('/relatorios');
    const card = page.getByRole('region', { name: 'Relatório para o pediatra' });
    await card.getByRole('button', { name: 'Compartilhar com o pediatra' }).click();
    const url = await card.getByLabel('Link do relatório').inputValue();
    expect(url).toMatch(/\/r\/[A-Za-z0-9_-]{22}$/);
    await card.getByRole('list', { name: 'Links ativos' }).getByRole('listitem').first().waitFor();

    // The doctor: another browser, signed out.
    const doctor = await browser.phone();
    await doctor.goto(url);
    await doctor.getByRole('heading', { name: 'Relatório para o pediatra' }).waitFor();
    await doctor.getByText(/Alice · período de/).waitFor();
    await doctor.getByRole('cell', { name: 'BCG' }).waitFor();
    expect(await doctor.getByRole('link', { name: 'Baixar PDF' }).count()).toBe(1);

    await card.getByRole('button', { name: 'Revogar' }).click();
    await page.getByText('Link revogado').waitFor();
    await doctor.reload();
    await doctor.getByRole('heading', { name: 'Este link foi revogado' }).waitFor();
  });
});

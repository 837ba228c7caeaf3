import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { uniqueEmail, useBrowser } from './support/browser';
import { saoPauloDateAgo } from './support/dates';
import { signUp } from './support/journeys';

const browser = useBrowser();

/** The baby form filled by its labels, for a baby born 4 months and 2 days ago. */
async function registerBabyWith(page: Page, fields: Record<string, string>) {
  await page.goto('/dados-bebe');
  await page.getByLabel('Data de nascimento').fill(saoPauloDateAgo(4, 2));
  for (const [label, value] of Object.entries(fields)) {
    const field = page.getByLabel(label, { exact: true });
    if (label === 'Sexo') await field.selectOption(value);
    else await field.fill(value);
  }
  await page.getByRole('button', { name: 'Cadastrar Bebê' }).click();
  // A baby of a month or more goes on to the vaccine card's first questions.
  await page.waitForURL((url) => url.pathname !== '/dados-bebe');
}

describe('growth and development', () => {
  it('registers a 4-month-old boy, adds a measurement, sees the percentiles and the weight chart, and marks a milestone "Ainda não"', async () => {
    const page = await browser.phone();
    await signUp(page, { name: 'Paula Reis', email: uniqueEmail('paula'), password: 'segredo1' });
    await registerBabyWith(page, { Nome: 'Theo', Sexo: 'M', 'Peso (kg)': '6.9', 'Altura (cm)': '63' });

    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Crescimento' }).click();
    await page.waitForURL('**/crescimento');
    await page.getByRole('heading', { name: 'Crescimento' }).waitFor();
    const latest = page.getByRole('region', { name: /^Última medida/ });
    await latest.getByText(/^Peso: 6,9 kg$/).waitFor();
    await latest
      .getByText(/^no percentil \d+ — dentro do esperado$/)
      .first()
      .waitFor();

    await page.getByRole('button', { name: 'Adicionar medida' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar medida' });
    await dialog.getByLabel('Peso (kg)').fill('7,2');
    await dialog.getByLabel('Perímetro cefálico (cm)').fill('41,5');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Medida adicionada!').waitFor();
    await latest.getByText(/^Peso: 7,2 kg$/).waitFor();
    await latest.getByText(/^Perímetro cefálico: 41,5 cm$/).waitFor();

    // The weight chart draws both measurements on the curves; its table says the same.
    const curves = page.getByRole('region', { name: 'Curvas da OMS (menino)' });
    await curves.locator('svg circle').first().waitFor();
    expect(await curves.getByRole('tabpanel').locator('svg circle').count()).toBe(2);
    await curves.getByText('Tabela').click();
    const rows = curves.getByRole('table').getByRole('row');
    expect(await rows.count()).toBe(3);
    expect(await rows.nth(2).innerText()).toContain('7,2 kg');
    await page.waitForTimeout(600);
    expect(await seriousViolations(page), '/crescimento').toEqual([]);

    await page.goto('/desenvolvimento');
    await page.getByRole('heading', { name: 'Marcos do desenvolvimento' }).waitFor();
    const current = page.getByRole('region', { name: /^Agora: / });
    const first = current.getByRole('listitem').first();
    await first.getByRole('button', { name: 'Ainda não' }).click();
    await first.getByText('Como estimular:').waitFor();
    await first.getByText(/Observe de novo em 30 dias/).waitFor();
    expect(await first.getByRole('button', { name: 'Ainda não' }).getAttribute('aria-pressed')).toBe('true');
    expect(await seriousViolations(page), '/desenvolvimento').toEqual([]);
    await page.reload();
    await page
      .getByRole('region', { name: /^Agora: / })
      .getByText(/^Marcado em /)
      .waitFor();

    // The dashboard names the next milestones to look for, once she scrolls to them.
    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Atalhos' }).waitFor();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const next = page.getByRole('region', { name: 'Próximos marcos' });
    await next.getByRole('listitem').first().waitFor();
    expect(await next.getByRole('listitem').count()).toBe(3);
  });

  it('says a premature baby is read at the corrected age', async () => {
    const page = await browser.phone();
    await signUp(page, { name: 'Rita Campos', email: uniqueEmail('rita'), password: 'segredo1' });
    await registerBabyWith(page, { Nome: 'Lia', Sexo: 'F', 'Idade gestacional ao nascer (semanas)': '32' });

    await page.goto('/crescimento');
    await page.getByText(/^idade corrigida: 2 meses$/).waitFor();
    await page.goto('/desenvolvimento');
    await page.getByText(/idade corrigida: 2 meses/).waitFor();
  });
});

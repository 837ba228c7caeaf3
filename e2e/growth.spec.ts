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
    await latest.getByText('Nas curvas da OMS.').waitFor();
    // The Caderneta's lines beside the percentile, so that she finds the point in her booklet.
    await latest
      .getByText(/^no percentil \d+, (entre as linhas [−+]?\d e [−+]?\d|na linha [−+]?\d) — dentro do esperado$/)
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

  it('reads a baby born at 32 + 4 weeks on the preterm curve by PMA, with both ages, and the WHO curves after', async () => {
    const page = await browser.phone();
    await signUp(page, { name: 'Rita Campos', email: uniqueEmail('rita'), password: 'segredo1' });
    await registerBabyWith(page, { Nome: 'Lia', Sexo: 'F', Semanas: '32', '+ dias': '4' });

    // 4 months and 2 days old, born 52 days early: corrected 2 months, PMA 50 weeks and more.
    await page.goto('/crescimento');
    await page
      .getByText(/^Idade corrigida: 2 meses · idade real: 4 meses · idade pós-menstrual: 50( \+ \d)? semanas$/)
      .waitFor();
    await page
      .getByText(
        /^Nasceu com 32 \+ 4 semanas\. Até 64 semanas de idade pós-menstrual, as medidas usam a curva INTERGROWTH-21st/,
      )
      .waitFor();

    await page.getByRole('button', { name: 'Adicionar medida' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar medida' });
    await dialog.getByLabel('Peso (kg)').fill('4,8');
    await dialog.getByLabel('Perímetro cefálico (cm)').fill('38');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Medida adicionada!').waitFor();

    const latest = page.getByRole('region', { name: /^Última medida/ });
    await latest.getByText('Na curva INTERGROWTH-21st para prematuros.').waitFor();
    await latest
      .getByText(/^no percentil \d+, .* — dentro do esperado$/)
      .first()
      .waitFor();

    // The preterm curve by PMA, 27 to 64 weeks, draws her weight; the WHO curves leave it out.
    const preterm = page.getByRole('region', { name: 'Curva INTERGROWTH-21st para prematuros (menina)' });
    await preterm.locator('svg circle').first().waitFor();
    expect(await preterm.getByRole('tabpanel').locator('svg circle').count()).toBe(1);
    await preterm.getByText('Idade pós-menstrual (semanas)').waitFor();
    await preterm.getByText('Tabela').click();
    expect(await preterm.getByRole('table').getByRole('row').nth(1).innerText()).toMatch(/50( \+ \d)? semanas/);
    await preterm.getByText('0 a 2 anos').click();
    const who = page.getByRole('region', { name: 'Curvas da OMS (menina)' });
    await who
      .getByText('As medidas de antes de 64 semanas de idade pós-menstrual estão na curva para prematuros.')
      .waitFor();
    await page.waitForTimeout(600);
    expect(await seriousViolations(page), '/crescimento').toEqual([]);

    await page.goto('/desenvolvimento');
    await page.getByText(/idade corrigida: 2 meses/).waitFor();
  });
});

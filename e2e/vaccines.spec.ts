import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fluSeasonOn } from '../src/domain/vaccines/season-dose';
import { seriousViolations } from './support/axe';
import { uniqueEmail, useBrowser } from './support/browser';
import { saoPauloDateAgo } from './support/dates';
import { signUp } from './support/journeys';

const browser = useBrowser();

async function registerBaby(page: Page, name: string, birthDate: string) {
  await signUp(page, { name: 'Fernanda Reis', email: uniqueEmail('fernanda'), password: 'segredo1' });
  await page.goto('/dados-bebe');
  await page.getByLabel('Nome').fill(name);
  await page.getByLabel('Data de nascimento').fill(birthDate);
  await page.getByRole('button', { name: 'Cadastrar Bebê' }).click();
  await page.waitForURL((url) => url.pathname === '/vacinas' && url.searchParams.get('onboarding') === 'true');
}

const count = (page: Page) => page.getByText(/\d+ de 32 vacinas aplicadas/).textContent();

describe('vaccination card', () => {
  it('fills the card on first access, unticks and ticks a dose, adds a custom one, and shows it in the booklet', async () => {
    const page = await browser.phone();
    await registerBaby(page, 'Helena', saoPauloDateAgo(5));

    const onboarding = page.getByRole('dialog', { name: 'Vamos montar a carteira de Helena' });
    await onboarding.getByRole('button', { name: 'Sim, todas' }).click();
    await page.getByText('Vacinas cadastradas!').waitFor();
    await page.getByRole('button', { name: 'Ver carteira de vacinação' }).click();
    await page.waitForURL((url) => url.pathname === '/vacinas' && !url.search);
    expect(await count(page)).toBe('12 de 32 vacinas aplicadas');
    expect(await page.getByText(/Calendário PNI 2025/).isVisible()).toBe(true);

    await page.reload();
    await page.getByText('12 de 32 vacinas aplicadas').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);

    const bcg = page.getByRole('checkbox', { name: 'BCG — Dose única' });
    expect(await bcg.isChecked()).toBe(true);
    await bcg.click();
    await page.getByText('Vacina removida').waitFor();
    await page.getByText('11 de 32 vacinas aplicadas').waitFor();
    await page.getByRole('alert').filter({ hasText: '1 vacina pendente' }).waitFor();

    await bcg.click();
    const register = page.getByRole('dialog', { name: 'Registrar aplicação' });
    await register.getByLabel('Data de aplicação').fill(saoPauloDateAgo(4, 20));
    await register.getByRole('button', { name: 'Registrar' }).click();
    await page.getByText('Vacina registrada!').waitFor();
    await page.getByText('12 de 32 vacinas aplicadas').waitFor();

    await page.getByRole('button', { name: 'Adicionar Vacina Personalizada' }).click();
    const custom = page.getByRole('dialog', { name: 'Adicionar Vacina Personalizada' });
    await custom.getByRole('button', { name: 'Adicionar' }).click();
    await page.getByText('Por favor, preencha o nome da vacina e a data.').waitFor();
    await custom.getByLabel('Nome da vacina').fill('Meningocócica B');
    await custom.getByRole('button', { name: 'Adicionar' }).click();
    await page.getByText('Vacina adicionada!').waitFor();
    const added = page.getByRole('region', { name: 'Vacinas Adicionadas' });
    await added.getByText('Meningocócica B — 1ª dose').waitFor();
    expect(await count(page)).toBe('12 de 32 vacinas aplicadas');

    await page.goto('/relatorios');
    await page.getByRole('heading', { name: 'Caderneta do Bebê' }).waitFor();
    await page.getByRole('heading', { name: 'Helena' }).waitFor();
    expect(await page.getByText('5 meses').isVisible()).toBe(true);
    await page.getByLabel('Nova alergia').fill('  Ovo  ');
    await page.getByRole('button', { name: 'Adicionar' }).first().click();
    await page.getByText('Alergia adicionada').waitFor();
    const allergies = page.getByRole('list', { name: 'Alergias' });
    await allergies.getByText('Ovo').waitFor();
    await page.getByRole('button', { name: 'Remover Ovo' }).click();
    await page.getByText('Alergia removida').waitFor();
    await allergies.waitFor({ state: 'detached' });

    const vaccines = page.getByRole('list', { name: 'Vacinas aplicadas' });
    await vaccines.waitFor();
    expect(await vaccines.getByRole('listitem').count()).toBe(5);
    expect(await page.getByText('+ 8 vacinas').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Ver carteira de vacinação' }).click();
    await page.waitForURL((url) => url.pathname === '/vacinas');
  });

  it('records only some vaccines when the mother picks them', async () => {
    const page = await browser.phone();
    await registerBaby(page, 'Davi', saoPauloDateAgo(2, 3));
    const onboarding = page.getByRole('dialog', { name: 'Vamos montar a carteira de Davi' });
    await onboarding.getByRole('button', { name: 'Apenas algumas' }).click();
    const select = page.getByRole('dialog', { name: 'Quais vacinas Davi já tomou?' });
    const save = select.getByRole('button', { name: 'Salvar' });
    expect(await save.isDisabled()).toBe(true);
    await select.getByRole('button', { name: 'Voltar' }).click();
    await onboarding.getByRole('button', { name: 'Apenas algumas' }).click();
    await select.getByRole('checkbox', { name: /BCG/ }).check();
    await select.getByRole('checkbox', { name: /Hepatite B/ }).check();
    await save.click();
    await page.getByText('Vacinas cadastradas!').waitFor();
    await page.getByRole('button', { name: 'Ver carteira de vacinação' }).click();
    await page.getByText('2 de 32 vacinas aplicadas').waitFor();
    await page.getByRole('alert').filter({ hasText: '4 vacinas pendentes' }).waitFor();
  });

  it('asks for this season’s flu dose of a 2-year-old until it is registered, and lists the calendar to 9 years', async () => {
    const page = await browser.phone();
    await registerBaby(page, 'Davi', saoPauloDateAgo(24));
    await page
      .getByRole('dialog', { name: 'Vamos montar a carteira de Davi' })
      .getByRole('button', { name: 'Sim, todas' })
      .click();
    await page.getByRole('button', { name: 'Ver carteira de vacinação' }).click();
    await page.waitForURL((url) => url.pathname === '/vacinas' && !url.search);

    const season = fluSeasonOn(saoPauloDateAgo(0)).label;
    const flu = page.getByRole('checkbox', { name: 'Influenza — Dose anual' });
    expect(await flu.isChecked()).toBe(false);
    await page.getByText(`${season}: a dose deste ano ainda não foi registrada.`).waitFor();
    await page.getByRole('alert').filter({ hasText: 'Influenza (Dose anual)' }).waitFor();
    await page.getByRole('region', { name: '9 anos' }).getByText('HPV — Dose única').waitFor();

    await flu.click();
    const register = page.getByRole('dialog', { name: 'Registrar aplicação' });
    await register.getByLabel('Data de aplicação').fill(saoPauloDateAgo(0));
    await register.getByRole('button', { name: 'Registrar' }).click();
    await page.getByText('Vacina registrada!').waitFor();
    await page.getByText(`Dose da ${season}.`).waitFor();
    expect(await flu.isChecked()).toBe(true);
    expect(await page.getByRole('alert').filter({ hasText: 'Influenza (Dose anual)' }).count()).toBe(0);
  });

  it('shows a baby born at 32 weeks the nirsevimabe row, where it is given and until when, and registers it', async () => {
    const page = await browser.phone();
    await signUp(page, { name: 'Renata Alves', email: uniqueEmail('renata'), password: 'segredo1' });
    // Through the API: the weeks are what matters here, not the form that asks for them.
    const status = await page.evaluate(async (birthDate) => {
      const response = await fetch('/api/babies', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Lia', birthDate, gestationalWeeks: 32 }),
      });
      return response.status;
    }, saoPauloDateAgo(1));
    expect(status).toBe(201);
    await page.goto('/vacinas');

    const rsv = page.getByRole('region', { name: 'Proteção contra o VSR (bronquiolite)' });
    const row = rsv.getByRole('checkbox', { name: 'Nirsevimabe (VSR) — prematuros, dose única até 6 meses' });
    expect(await row.isChecked()).toBe(false);
    await rsv.getByText(/maternidade ou na UTI neonatal, antes da alta/).waitFor();
    await rsv
      .getByText(/^Limite de idade: antes dos 6 meses \(Lia completa 6 meses em \d\d\/\d\d\/\d{4}\)\.$/)
      .waitFor();
    await rsv.getByText(/a partir da 28ª semana/).waitFor();
    expect(await rsv.getByText(/eleg[ií]vel/i).count()).toBe(0);
    await page.getByText(/^Segue o calendário PNI 2025, vigente desde 01\/07\/2025\./).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await row.click();
    const register = page.getByRole('dialog', { name: 'Registrar aplicação' });
    await register.getByLabel('Data de aplicação').fill(saoPauloDateAgo(1));
    await register.getByRole('button', { name: 'Registrar' }).click();
    await page.getByText('Vacina registrada!').waitFor();
    expect(await row.isChecked()).toBe(true);
    // Not a vaccine she added herself: it stays in its own row.
    expect(
      await page
        .getByRole('region', { name: 'Vacinas Adicionadas' })
        .getByText(/Nirsevimabe/)
        .count(),
    ).toBe(0);
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uniqueEmail, useBrowser } from './support/browser';
import { saoPauloDateAgo } from './support/dates';
import { signUp } from './support/journeys';

const browser = useBrowser();

async function motherWithBaby(page: Page, name: string, birthDate: string) {
  await signUp(page, { name: 'Gabriela Luz', email: uniqueEmail('gabi'), password: 'segredo1' });
  await page.goto('/dados-bebe');
  await page.getByLabel('Nome').fill(name);
  await page.getByLabel('Data de nascimento').fill(birthDate);
  await page.getByRole('button', { name: 'Cadastrar Bebê' }).click();
  await page.waitForURL((url) => url.pathname !== '/dados-bebe');
}

describe('feeding guide', () => {
  it('fits the guide to a 7-month-old, searches without accents and shows APLV and recipes', async () => {
    const page = await browser.phone({ width: 360 });
    await motherWithBaby(page, 'Nina', saoPauloDateAgo(7));
    await page.goto('/guia-alimentacao');
    await page.getByRole('heading', { name: 'Alimentação' }).waitFor();
    expect(await page.getByLabel('Bebê').locator('option:checked').textContent()).toBe('Nina · 7 meses');

    const six = page.locator('details').filter({ hasText: '6+ meses' });
    await six.waitFor();
    expect(await six.getByText('Adequado para Nina').count()).toBe(1);
    const twelve = page.locator('details').filter({ hasText: '12+ meses' });
    expect(await twelve.getByText('Adequado para Nina').count()).toBe(0);

    await page.getByLabel('Buscar no guia').fill('feijao');
    await page.getByText('Feijão', { exact: true }).waitFor();
    expect(await page.getByText('Banana', { exact: true }).count()).toBe(0);
    await page.getByLabel('Buscar no guia').fill('');

    // 360 px: the last tabs wait behind "Mais".
    expect(await page.getByRole('tab', { name: 'Para a Mãe' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Mais' }).click();
    await page.getByRole('menuitem', { name: /Minhas Dicas/ }).click();
    await page.getByText('Você ainda não salvou nenhuma dica.').waitFor();

    await page.getByRole('tab', { name: 'APLV' }).click();
    await page.getByText('Seguro').first().waitFor();
    expect(await page.getByText('Evitar', { exact: true }).count()).toBeGreaterThan(1);
    await page
      .getByText(/sem lactose/)
      .first()
      .waitFor();

    await page.getByRole('tab', { name: 'Receitas' }).click();
    await page.getByText('Recomendado a partir de 12 meses').first().waitFor();
    expect(await page.getByText('Adequado para Nina').count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Mais' }).click();
    await page.getByRole('menuitem', { name: 'Para a Mãe' }).click();
    await page.getByRole('tab', { name: 'Dieta APLV' }).click();
    await page
      .getByText(/1\.?000 a 1\.?300 mg/)
      .first()
      .waitFor();
  });
});

describe('feeding guide, 2025 facts', () => {
  it('shows honey as not yet suitable for a 13-month-old, guidance without breastfeeding, and the SOS card for "engasgou"', async () => {
    const page = await browser.phone();
    await motherWithBaby(page, 'Caio', saoPauloDateAgo(13));
    await page.goto('/guia-alimentacao');
    await page.getByRole('heading', { name: 'Alimentação' }).waitFor();

    const later = page.locator('details').filter({ hasText: '24+ meses' });
    await later.locator('summary').click();
    const honey = later.getByRole('listitem').filter({ hasText: 'Mel' });
    await honey.getByText('Ainda não para Caio: a partir de 24 meses').waitFor();
    expect(await later.getByText('Adequado para Caio').count()).toBe(0);
    expect(await page.locator('details').filter({ hasText: '12+ meses' }).getByText('Adequado para Caio').count()).toBe(
      1,
    );

    await page.getByText('Se o bebê não mama no peito', { exact: true }).click();
    await page.getByText(/Nunca use fórmula caseira nem leite de vaca diluído/).waitFor();
    await page.getByText(/o Guia Alimentar admite oferecê-lo a partir dos 9 meses/).waitFor();

    expect(await page.getByRole('alert').filter({ hasText: 'É uma emergência?' }).count()).toBe(0);
    await page.getByLabel('Buscar no guia').fill('engasgou');
    const sos = page.getByRole('alert').filter({ hasText: 'É uma emergência?' });
    await sos.waitFor();
    expect(await sos.getByRole('link', { name: 'Ligar 192' }).getAttribute('href')).toBe('tel:192');
    await sos.getByRole('link', { name: 'Abrir guia SOS' }).click();
    await page.getByRole('heading', { name: 'Primeiros socorros' }).waitFor();
  });
});

describe('feeding guide search', () => {
  it('shows a 13-month-old’s mother honey first for "mel", its group open and its age on screen', async () => {
    const page = await browser.phone();
    await motherWithBaby(page, 'Caio', saoPauloDateAgo(13));
    await page.goto('/guia-alimentacao');
    await page.getByLabel('Buscar no guia').fill('mel');

    const groups = page.locator('details');
    await groups.first().filter({ hasText: '24+ meses' }).waitFor();
    expect(await groups.first().evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    const names = await page.locator('details li > p:first-child > span:nth-child(2)').allTextContents();
    expect(names[0]).toBe('Mel');
    expect(names.indexOf('Melancia')).toBeLessThan(names.indexOf('Carne bovina'));
    const honey = groups.first().getByRole('listitem').first();
    expect(await honey.getByText('Ainda não para Caio: a partir de 24 meses').isVisible()).toBe(true);

    await page.getByLabel('Buscar no guia').fill('uva');
    const grape = page.locator('details li').first();
    expect(await grape.locator('p:first-child > span:nth-child(2)').textContent()).toBe('Uva');
    expect(await grape.getByText(/corte cada uma em quatro, no sentido do comprimento/).isVisible()).toBe(true);
  });
});

describe('exercises', () => {
  it('opens a 3-6 month exercise, makes it a favourite, and keeps it after a reload', async () => {
    const page = await browser.phone();
    await signUp(page, { name: 'Helô Dias', email: uniqueEmail('helo'), password: 'segredo1' });
    await page.goto('/exercicios');
    await page.getByRole('tab', { name: 'Para o Bebê' }).waitFor();
    await page.getByRole('tab', { name: '3-6m' }).click();
    const first = page.getByRole('tabpanel').getByRole('tabpanel').getByRole('button').first();
    const title = (await first.locator('span span').first().textContent())!.trim();
    await first.click();
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.getByText('Como fazer').waitFor();
    await dialog.getByRole('button', { name: 'Adicionar aos favoritos' }).click();
    await page.getByText('Adicionado aos favoritos').waitFor();
    await page.keyboard.press('Escape');

    await page.reload();
    await page.getByRole('tab', { name: '3-6m' }).click();
    await page
      .getByRole('button', { name: new RegExp(title) })
      .first()
      .click();
    await page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Favorito' }).waitFor();

    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Para a Mãe' }).click();
    for (const name of [
      'Caminhada com o bebê',
      'Yoga pós-parto',
      'Exercícios para o assoalho pélvico',
      'Alongamento completo',
    ]) {
      await page.getByRole('button', { name: new RegExp(name) }).waitFor();
    }
  });
});

describe('first aid', () => {
  it('opens each guide and offers a call to 192', async () => {
    const page = await browser.phone();
    await signUp(page, { name: 'Ivone Sá', email: uniqueEmail('ivone'), password: 'segredo1' });
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'SOS', exact: true }).click();
    await page.getByRole('heading', { name: 'Primeiros socorros' }).waitFor();
    expect(await page.getByRole('link', { name: 'Ligar 192 (SAMU)' }).getAttribute('href')).toBe('tel:192');
    for (const [title, text] of [
      ['desengasgo', '5 tapas'],
      ['reanimação', '30 compressões'],
      ['quedas', '10 a 15 minutos'],
    ] as const) {
      await page.getByRole('button', { name: new RegExp(title, 'i') }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(new RegExp(text)).first().waitFor();
      expect(await dialog.getByRole('link', { name: 'Ligar 192' }).getAttribute('href')).toBe('tel:192');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    }
    expect(await page.getByRole('link', { name: '193' }).getAttribute('href')).toBe('tel:193');
  });

  it('says to call 192 on speakerphone and teaches the 2025 infant CPR hands', async () => {
    const page = await browser.phone();
    await signUp(page, { name: 'Joana Reis', email: uniqueEmail('joana'), password: 'segredo1' });
    await page.goto('/emergencia');
    await page.getByRole('heading', { name: 'Primeiros socorros' }).waitFor();
    await page
      .getByText(/Ligue 192 no viva-voz/)
      .first()
      .waitFor();
    expect(await page.getByRole('link', { name: 'Ligar 192 (SAMU)' }).getAttribute('href')).toBe('tel:192');
    expect(await page.getByRole('link', { name: '188' }).getAttribute('href')).toBe('tel:188');
    await page.getByText(/Fonte: diretrizes de suporte básico de vida pediátrico da AHA\/AAP \(2025\)/).waitFor();

    await page.getByRole('button', { name: /reanimação/i }).click();
    const cpr = page.getByRole('dialog');
    await cpr
      .getByText(/base de uma das mãos/)
      .first()
      .waitFor();
    const steps = (await cpr.textContent()) ?? '';
    expect(steps).toMatch(/dois polegares/);
    expect(steps).toMatch(/viva-voz/);
    expect(steps).not.toMatch(/\b(2|dois) dedos\b/i);
    expect(await cpr.getByRole('link', { name: 'Ligar 192' }).getAttribute('href')).toBe('tel:192');
    await page.keyboard.press('Escape');
    await cpr.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: /desengasgo/i }).click();
    const choking = page.getByRole('dialog');
    await choking.getByRole('heading', { name: 'Criança a partir de 1 ano' }).waitFor();
    expect((await choking.textContent()) ?? '').not.toMatch(/\b(2|dois) dedos\b/i);
  });
});

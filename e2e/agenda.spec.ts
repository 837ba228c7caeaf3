import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uniqueEmail, useBrowser } from './support/browser';
import { saoPauloDateAgo } from './support/dates';
import { signUp } from './support/journeys';

const browser = useBrowser();

async function motherWithNewborn(page: Page) {
  await signUp(page, { name: 'Aline Prado', email: uniqueEmail('aline'), password: 'segredo1' });
  await page.goto('/dados-bebe');
  await page.getByLabel('Nome').fill('Caio');
  await page.getByLabel('Data de nascimento').fill(saoPauloDateAgo(0, 12));
  await page.getByRole('button', { name: 'Cadastrar Bebê' }).click();
  await page.waitForURL((url) => url.pathname === '/perfil');
}

async function addEvent(page: Page, time: string) {
  const dialog = page.getByRole('dialog', { name: 'Adicionar Registro' });
  await dialog.getByLabel('Horário').fill(time);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('agenda', () => {
  // Logged on yesterday's page: a time of day is always in the past there, and the server refuses future times.
  it('logs a feeding and a custom "Banho" on yesterday, deletes one, and comes back to today', async () => {
    const page = await browser.phone();
    await motherWithNewborn(page);
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Agenda', exact: true }).click();
    await page.getByRole('heading', { name: /Hoje/ }).waitFor();
    await page.getByText('Nenhum registro neste dia.').waitFor();
    expect(await page.getByRole('link', { name: 'Configurar' }).getAttribute('href')).toBe('/notificacoes');

    await page.getByRole('button', { name: 'Dia anterior' }).click();
    await page.getByRole('heading', { name: /Ontem/ }).waitFor();
    await page.getByText('Nenhum registro neste dia.').waitFor();
    await page.getByRole('button', { name: 'Adicionar registro' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar Registro' });
    expect(await dialog.getByRole('radio', { name: 'Mamada' }).getAttribute('aria-checked')).toBe('true');
    expect(await dialog.getByLabel('Data').inputValue()).toBe(saoPauloDateAgo(0, 1));
    await dialog.getByLabel('Observações (opcional)').fill('Peito esquerdo');
    await addEvent(page, '07:30');
    await page.getByText('Evento adicionado!').waitFor();
    await page.getByText('Mamada registrada às 07:30').waitFor();
    const morning = page.getByRole('region', { name: 'Manhã' });
    await morning.getByText('Mamada').waitFor();
    expect(await morning.getByText('07:30').isVisible()).toBe(true);
    expect(await morning.getByText('Peito esquerdo').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Adicionar registro' }).click();
    await dialog.getByRole('button', { name: 'Novo tipo' }).click();
    const newType = dialog.getByLabel('Nome do novo tipo');
    // Focused as it shows (type-picker.tsx): she types the name at once.
    expect(await newType.evaluate((input) => input === document.activeElement)).toBe(true);
    await newType.fill('mamada');
    await dialog.getByRole('button', { name: 'Adicionar', exact: true }).click();
    await page.getByText('Tipo já existe').waitFor();
    await dialog.getByLabel('Nome do novo tipo').fill('Banho');
    await dialog.getByRole('button', { name: 'Adicionar', exact: true }).click();
    expect(await dialog.getByRole('radio', { name: 'Banho' }).getAttribute('aria-checked')).toBe('true');
    await addEvent(page, '19:00');
    await page.getByText('Banho registrado às 19:00').waitFor();
    const night = page.getByRole('region', { name: 'Noite' });
    await night.getByText('Banho').waitFor();
    expect(await page.getByLabel('Resumo do dia').textContent()).toBe('1 mamada · 0 fraldas · 0 sonos · 0 remédios');

    await page.getByRole('button', { name: 'Remover Mamada das 07:30' }).click();
    await page.getByText('Evento removido').waitFor();
    await morning.waitFor({ state: 'detached' });
    expect(await page.getByLabel('Resumo do dia').textContent()).toBe('0 mamadas · 0 fraldas · 0 sonos · 0 remédios');

    await page.getByRole('button', { name: 'Próximo dia' }).click();
    await page.getByRole('heading', { name: /Hoje/ }).waitFor();
    await page.getByText('Nenhum registro neste dia.').waitFor();
    expect(await page.getByRole('button', { name: 'Próximo dia' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Dia anterior' }).click();
    await night.getByText('Banho').waitFor();

    // The custom type stays for her after a reload, and can be removed.
    await page.reload();
    await page.getByRole('button', { name: 'Adicionar registro' }).click();
    await dialog.getByRole('radio', { name: 'Banho' }).click();
    await dialog.getByRole('button', { name: 'Remover tipo Banho' }).click();
    await page.getByText('Tipo removido').waitFor();
    expect(await dialog.getByRole('radio', { name: 'Mamada' }).getAttribute('aria-checked')).toBe('true');
  });

  it('asks for a baby first', async () => {
    const page = await browser.phone();
    await signUp(page, { name: 'Sem Bebê', email: uniqueEmail('semb'), password: 'segredo1' });
    await page.goto('/agenda');
    await page.getByText('Nenhum bebê cadastrado. Cadastre um bebê primeiro.').first().waitFor();
    await page.getByRole('link', { name: 'Cadastrar bebê' }).waitFor();
  });
});

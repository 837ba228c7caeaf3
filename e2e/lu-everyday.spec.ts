import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BACKGROUND_WAIT_MS } from '../src/test/waits';
import { uniqueEmail, useBrowser } from './support/browser';
import { saoPauloDateAgo } from './support/dates';
import { registerBaby, signUp } from './support/journeys';

const browser = useBrowser();

/** Asks Lu and returns her whole answer once it has settled. */
async function ask(page: Page, question: string) {
  const conversation = page.getByRole('list', { name: 'Conversa com a Lu' });
  const before = await page.getByRole('button', { name: 'Salvar dica' }).count();
  await page.getByLabel('Mensagem').fill(question);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect
    .poll(() => page.getByRole('button', { name: 'Salvar dica' }).count(), { timeout: BACKGROUND_WAIT_MS })
    .toBe(before + 1);
  // Her message's bubble, not a suggested subject's item inside it.
  return (await conversation.locator(':scope > li:not([aria-hidden])').last().textContent()) ?? '';
}

describe('Lu answers the everyday questions', () => {
  it('answers mastitis, a vaccine reaction, her own bleeding on day 10 and "quantas mamadas hoje?" from the right card or her log, with no alarm', async () => {
    const page = await browser.phone();
    await signUp(page, { name: 'Rafaela Nunes', email: uniqueEmail('rafaela'), password: 'segredo1' });
    await registerBaby(page, 'Alice', saoPauloDateAgo(0, 10));

    await page.goto('/agenda');
    await page.getByRole('button', { name: 'Adicionar registro' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar Registro' });
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Evento adicionado!').waitFor();

    await page.goto('/ia-nutricionista');
    await page
      .getByRole('list', { name: 'Conversa com a Lu' })
      .getByText(/Eu sou a Lu/)
      .waitFor();

    const mastitis = await ask(
      page,
      'meu peito está vermelho, quente e dolorido de um lado, será que é mastite? posso continuar amamentando?',
    );
    expect(mastitis).toMatch(/^Lu\s*\(Modo offline/);
    expect(mastitis).toContain('Mastite');
    expect(mastitis).toContain('Fonte: ');

    const vaccine = await ask(
      page,
      'ela tomou a vacina da hepatite B e a BCG na maternidade e ficou mais chorosa, isso é reação da vacina?',
    );
    expect(vaccine).toMatch(/^Lu\s*\(Modo offline/);
    expect(vaccine).toContain('Reações depois da vacina');

    const bleeding = await ask(page, 'estou com 10 dias de pós-parto e ainda sangro um pouco, é normal?');
    expect(bleeding).toMatch(/^Lu\s*\(Modo offline/);
    expect(bleeding).toMatch(/sangramento do pós-parto/i);
    expect(bleeding).not.toContain('ligue agora');

    const feedings = await ask(page, 'quantas mamadas hoje?');
    expect(feedings).toMatch(/^Lu\s*\(Modo offline/);
    expect(feedings).toMatch(/Alice/);
    expect(feedings).toMatch(/\b1 mamada\b/);
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BACKGROUND_WAIT_MS } from '../src/test/waits';
import { uniqueEmail, useBrowser } from './support/browser';
import { saoPauloDateAgo } from './support/dates';
import { signUp } from './support/journeys';
import { gradientPng } from './support/test-image';

const browser = useBrowser();

async function motherWithBaby(page: Page) {
  await signUp(page, { name: 'Olívia Matos', email: uniqueEmail('olivia'), password: 'segredo1' });
  await page.goto('/dados-bebe');
  await page.getByLabel('Nome').fill('Bento');
  await page.getByLabel('Data de nascimento').fill(saoPauloDateAgo(0, 20));
  await page.getByRole('button', { name: 'Cadastrar Bebê' }).click();
  await page.waitForURL((url) => url.pathname === '/perfil');
}

describe('Lu, offline', () => {
  it('welcomes, answers from a card word by word, saves the tip, offers cards as buttons, and keeps the history', async () => {
    const page = await browser.phone();
    await motherWithBaby(page);
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Lu', exact: true }).click();
    await page.getByRole('heading', { name: 'Lu', exact: true }).waitFor();
    await page.getByText('Assistente virtual: não é nutricionista nem pediatra').waitFor();
    const conversation = page.getByRole('list', { name: 'Conversa com a Lu' });
    await conversation.getByText(/Eu sou a Lu/).waitFor();

    // Hold the request a moment, as a slow network would, so the typing indicator can be seen.
    await page.route('**/api/chat', async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await page.getByLabel('Mensagem').fill('como cuido do coto do umbigo dele?');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByRole('status', { name: 'Lu está digitando' }).waitFor();
    await conversation.getByText(/Modo offline/).waitFor();
    // The answer grows as it streams, then settles with its "Salvar dica".
    await page.getByRole('button', { name: 'Salvar dica' }).waitFor({ timeout: BACKGROUND_WAIT_MS });
    const answer = await conversation.getByRole('listitem').last().textContent();
    expect(answer).toMatch(/umbigo/i);
    expect(answer).toContain('Bento');
    expect(answer).toContain('Fonte: ');

    await page.getByRole('button', { name: 'Salvar dica' }).click();
    await page.getByText('Dica salva!').waitFor();

    // A question no card answers: said honestly, with the closest cards as buttons that ask about them.
    await page.getByLabel('Mensagem').fill('onde compro enxoval e berço barato pro meu recém-nascido perto de casa?');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await conversation.getByText(/fora do que eu sei responder/).waitFor({ timeout: BACKGROUND_WAIT_MS });
    const offered = conversation.getByRole('list', { name: 'Assuntos sugeridos' }).last().getByRole('button').first();
    await offered.waitFor({ timeout: BACKGROUND_WAIT_MS });
    expect(await conversation.getByText('» ').count()).toBe(0);
    await offered.click();
    await expect.poll(() => conversation.getByText(/Fonte: /).count(), { timeout: BACKGROUND_WAIT_MS }).toBe(2);

    await page.reload();
    await conversation.getByText('como cuido do coto do umbigo dele?').waitFor();
    expect(await conversation.getByText(/Eu sou a Lu/).count()).toBe(0);
    await conversation.getByRole('list', { name: 'Assuntos sugeridos' }).first().waitFor();

    await page.goto('/guia-alimentacao');
    await page.getByRole('button', { name: 'Mais' }).click();
    await page.getByRole('menuitem', { name: /Minhas Dicas/ }).click();
    await page.getByText(/Modo offline/).waitFor();
  });

  it('opens with 192 when a mother writes an emergency in her own words', async () => {
    const page = await browser.phone();
    await motherWithBaby(page);
    await page.goto('/ia-nutricionista');
    const conversation = page.getByRole('list', { name: 'Conversa com a Lu' });
    await conversation.getByText(/Eu sou a Lu/).waitFor();
    await page.getByLabel('Mensagem').fill('o bento ta com 38 graus');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByRole('button', { name: 'Salvar dica' }).waitFor({ timeout: BACKGROUND_WAIT_MS });
    const answer = (await conversation.getByRole('listitem').last().textContent()) ?? '';
    expect(answer.indexOf('ligue agora para o 192')).toBeGreaterThanOrEqual(0);
    expect(answer.indexOf('ligue agora para o 192')).toBeLessThan(answer.indexOf('Modo offline'));
    expect(answer).toMatch(/menos de 3 meses/);
  });

  it('sets a photo as the chat background and goes back to the default', async () => {
    const page = await browser.phone();
    await motherWithBaby(page);
    await page.goto('/ia-nutricionista');
    await page.getByRole('button', { name: 'Plano de fundo da conversa' }).click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Escolher imagem' }).click();
    await (await chooser).setFiles({ name: 'fundo.png', mimeType: 'image/png', buffer: gradientPng() });
    await page.getByRole('dialog', { name: 'Ajustar foto' }).getByRole('button', { name: 'Usar foto' }).click();
    await page.getByText('Plano de fundo atualizado').waitFor();
    const area = page.getByTestId('chat-area');
    expect(await area.evaluate((el) => getComputedStyle(el).backgroundImage)).toMatch(
      /\/media\/[A-Za-z0-9_-]{22}\.jpg/,
    );

    await page.getByRole('button', { name: 'Plano de fundo da conversa' }).click();
    await page.getByRole('button', { name: 'Usar Padrão' }).click();
    await page.getByText('Plano de fundo redefinido').waitFor();
    expect(await area.evaluate((el) => getComputedStyle(el).backgroundImage)).toBe('none');
  });
});

import { describe, expect, it } from 'vitest';
import { uniqueEmail, useBrowser } from './support/browser';
import { saoPauloDateAgo } from './support/dates';
import { signUp } from './support/journeys';
import { logBottleWithToken } from './support/token-tool';

const browser = useBrowser();

describe('Acesso por aplicativos', () => {
  it('makes a token shown once, logs a feeding with it as curl would, sees it "via" the token, and revokes it', async () => {
    const page = await browser.phone();
    await signUp(page, { name: 'Clara Nunes', email: uniqueEmail('clara'), password: 'segredo1' });
    await page.goto('/dados-bebe');
    await page.getByLabel('Nome').fill('Helena');
    await page.getByLabel('Data de nascimento').fill(saoPauloDateAgo(2));
    await page.getByRole('button', { name: 'Cadastrar Bebê' }).click();
    // A first baby goes on to her vaccine card's first questions.
    await page.waitForURL((url) => url.pathname === '/vacinas');
    await page.goto('/perfil');

    await page.getByRole('link', { name: 'Acesso por aplicativos' }).click();
    await page.getByText('Nenhum acesso criado ainda.').waitFor();
    await page.getByRole('button', { name: 'Novo acesso' }).click();
    await page.getByLabel('Nome').fill('Atalho do iPhone');
    await page.getByText('Leitura e escrita', { exact: true }).click();
    await page.getByText('30 dias', { exact: true }).click();
    await page.getByRole('button', { name: 'Criar acesso' }).click();
    const token = await page.getByLabel('Token de acesso').inputValue();
    expect(token).toMatch(/^lumma_pat_[A-Za-z0-9_-]{43}$/);
    await page.getByRole('button', { name: 'Pronto' }).click();
    await page.getByText('Nunca usado · Vale até').waitFor();

    // A tool outside the browser: no cookie, no Origin, only the token.
    const logged = await logBottleWithToken(browser.baseURL, token, 90);
    expect(logged.status).toBe(201);

    await page.goto('/agenda');
    await page.getByText('via Atalho do iPhone').waitFor();

    await page.goto('/acesso-por-aplicativos');
    await page.getByText(/^Usado em /).waitFor();
    await page.getByRole('button', { name: 'Revogar' }).click();
    await page.getByRole('dialog', { name: 'Revogar acesso?' }).getByRole('button', { name: 'Revogar' }).click();
    await page.getByText('Nenhum acesso criado ainda.').waitFor();
    const refused = await fetch(new URL('/api/babies', browser.baseURL), {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.status).toBe(401);
  });
});

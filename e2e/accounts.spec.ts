import fs from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { uniqueEmail, useBrowser } from './support/browser';
import { signIn, signUp } from './support/journeys';

const browser = useBrowser();

describe('a mother creates her account', () => {
  it('sees the validation messages, then lands on her dashboard greeted by name', async () => {
    const page = await browser.phone();
    const email = uniqueEmail('luiza');
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Cadastro' }).click();

    await page.getByLabel('Nome completo').fill('Luiza Andrade');
    const phone = page.getByLabel('Telefone');
    await phone.pressSequentially('1198765');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill('segredo1');
    await page.getByLabel('Confirmar senha').fill('segredo2');
    await page.getByRole('button', { name: 'Criar Conta' }).click();
    await page.getByText('Telefone inválido. Use o formato +55 (DDD) número').waitFor();
    // Only the first error shows, so the password mismatch waits its turn.
    expect(await page.getByText('As senhas não coincidem').count()).toBe(0);

    await phone.press('End');
    await phone.pressSequentially('4321');
    expect(await phone.inputValue()).toBe('+55 (11) 98765-4321');
    await page.getByRole('button', { name: 'Criar Conta' }).click();
    await page.getByText('As senhas não coincidem').waitFor();

    await page.getByLabel('Confirmar senha').fill('segredo1');
    await page.getByRole('button', { name: 'Criar Conta' }).click();
    await page.getByText('Conta criada com sucesso! Fazendo login...').waitFor();
    await page.waitForURL('**/dashboard');

    const greeting = await page.getByRole('heading', { level: 1 }).textContent();
    expect(greeting).toMatch(/^(Bom dia|Boa tarde|Boa noite), Luiza!$/);
    await page.getByRole('link', { name: /Preencha os dados do seu bebê/ }).waitFor();
    for (const tile of ['Agenda', 'Vacinas', 'Alimentação', 'Lu', 'Exercícios', 'SOS']) {
      expect(await page.getByRole('link', { name: tile, exact: true }).isVisible()).toBe(true);
    }
    expect(await page.getByRole('link', { name: 'Painel Admin' }).count()).toBe(0);
    for (const item of ['Início', 'Comunidade', 'Caderneta', 'Perfil']) {
      expect(
        await page
          .getByRole('navigation', { name: 'Navegação principal' })
          .getByRole('link', { name: item })
          .isVisible(),
      ).toBe(true);
    }
    // Dashboard is home: no back button there.
    expect(await page.getByRole('button', { name: 'Voltar' }).count()).toBe(0);
  });

  it('signs out, is refused a wrong password, signs back in and is kept off /login', async () => {
    const page = await browser.phone();
    const mother = { name: 'Sofia Ramos', email: uniqueEmail('sofia'), password: 'segredo1' };
    await signUp(page, mother);

    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto('/login');
    await page.getByLabel('E-mail').fill(mother.email);
    await page.getByLabel('Senha', { exact: true }).fill('errada123');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.getByText('E-mail ou senha incorretos').waitFor();

    await page.getByRole('button', { name: 'Mostrar senha' }).click();
    expect(await page.getByLabel('Senha', { exact: true }).getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Ocultar senha' }).waitFor();

    await signIn(page, mother.email, mother.password);
    await page.getByText('Login realizado com sucesso!').waitFor();
    await page.getByRole('heading', { name: /Sofia!$/ }).waitFor();

    await page.goto('/login');
    await page.waitForURL('**/dashboard');
  });

  it('resets a forgotten password with the link the server logs when there is no SMTP', async () => {
    const page = await browser.phone();
    const mother = { name: 'Tânia Lopes', email: uniqueEmail('tania'), password: 'antiga123' };
    await signUp(page, mother);
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto('/login');
    await page.getByRole('button', { name: 'Esqueceu a senha?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Recuperar Senha' });
    await dialog.getByLabel('E-mail').fill(mother.email);
    await dialog.getByRole('button', { name: 'Enviar Link' }).click();
    await page.getByText('Link de recuperação enviado para seu e-mail!').waitFor();

    const link = await waitForResetLink(mother.email);
    await page.goto(link);
    await page.getByLabel('Nova senha', { exact: true }).fill('novinha123');
    await page.getByLabel('Confirmar nova senha').fill('novinha123');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await page.waitForURL('**/login');
    await signIn(page, mother.email, 'novinha123');
  });
});

async function waitForResetLink(email: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const lines = fs.readFileSync(inject('serverLog'), 'utf8').split('\n');
    const line = lines.reverse().find((l) => l.includes('mail stored') && l.includes(email));
    const link = line && (JSON.parse(line) as { links: string[] }).links[0];
    if (link) return link;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no reset link logged for ${email}`);
}

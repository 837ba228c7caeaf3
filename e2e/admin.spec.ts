import { describe, expect, it } from 'vitest';
import { uniqueEmail, useBrowser } from './support/browser';
import { signIn, signUp } from './support/journeys';

const browser = useBrowser();
// The first test bootstraps the one administrator of this server; later tests sign in as her.
const admin = { email: uniqueEmail('admin'), password: 'admin123', fullName: 'Rita Coordenadora' };

describe('administrators', () => {
  it('bootstraps the first admin, who then sees the admin entry points', async () => {
    const page = await browser.phone();
    await page.goto('/admin/bootstrap');
    await page.getByLabel('E-mail').fill(admin.email);
    await page.getByLabel('Senha', { exact: true }).fill(admin.password);
    await page.getByLabel('Nome completo').fill(admin.fullName);
    await page.getByRole('button', { name: 'Criar administrador' }).click();
    await page.getByText('Usuário admin criado com sucesso. Faça login agora.').waitFor();
    await page.waitForURL('**/login', { timeout: 5_000 });

    await signIn(page, admin.email, admin.password);
    await page.getByRole('heading', { name: /Rita!$/ }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Atalhos' }).getByRole('link', { name: 'Painel Admin' }).isVisible()).toBe(true);
    const floating = page.locator('a[title="Painel Admin"]');
    expect(await floating.isVisible()).toBe(true);

    // A second bootstrap is refused.
    await page.goto('/admin/bootstrap');
    await page.getByLabel('E-mail').fill(uniqueEmail('intruso'));
    await page.getByLabel('Senha', { exact: true }).fill('admin123');
    await page.getByLabel('Nome completo').fill('Intruso');
    await page.getByRole('button', { name: 'Criar administrador' }).click();
    await page.getByText(/Já existe um administrador/).waitFor();
  });

  it('sends a regular mother who opens an admin page to her dashboard', async () => {
    const page = await browser.phone();
    await signUp(page, { name: 'Paula Mendes', email: uniqueEmail('paula'), password: 'segredo1' });
    await page.goto('/admin/dashboard');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('heading', { name: /Paula!$/ }).waitFor();
    expect(await page.locator('a[title="Painel Admin"]').count()).toBe(0);
  });

  it('deletes another mother’s post from the feed, after confirming as admin', async () => {
    const mother = await browser.phone();
    await signUp(mother, { name: 'Sofia Ramos', email: uniqueEmail('sofia'), password: 'segredo1' });
    await mother.goto('/comunidade');
    const text = 'Post que a administradora vai remover';
    await mother.getByLabel('Escreva seu post').fill(text);
    await mother.getByRole('button', { name: 'Postar' }).click();
    await mother.getByText('Post criado com sucesso!').waitFor();

    const page = await browser.phone();
    await signIn(page, admin.email, admin.password);
    await page.goto('/comunidade');
    const card = page.getByRole('listitem').filter({ has: page.getByText(text, { exact: true }) });
    await card.getByRole('button', { name: 'Deletar post como admin' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deletar Post como Admin' });
    await dialog.getByRole('button', { name: 'Deletar' }).click();
    await page.getByText('Post deletado!').waitFor();
    expect(await card.count()).toBe(0);
    // The author's own feed drops it live.
    await mother.getByText(text, { exact: true }).waitFor({ state: 'detached' });

    // Her own posts carry the admin badge.
    await page.getByLabel('Escreva seu post').fill('Bem-vindas! Aqui a conversa é com respeito e carinho.');
    await page.getByRole('button', { name: 'Postar' }).click();
    const own = page.getByRole('listitem').filter({ has: page.getByText('Bem-vindas! Aqui a conversa é com respeito e carinho.', { exact: true }) });
    await own.getByText('Admin', { exact: true }).waitFor();
  });
});

import { describe, expect, it } from 'vitest';
import { uniqueEmail, useBrowser } from './support/browser';
import { signIn, signUp } from './support/journeys';

const browser = useBrowser();

describe('administrators', () => {
  it('bootstraps the first admin, who then sees the admin entry points', async () => {
    const page = await browser.phone();
    const admin = { email: uniqueEmail('admin'), password: 'admin123', fullName: 'Rita Coordenadora' };
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
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { uniqueEmail, useBrowser } from './support/browser';
import { signUp } from './support/journeys';

const browser = useBrowser();

const planNames = async (page: Page) =>
  (await page.getByRole('article').getByRole('heading', { level: 2 }).allTextContents()).map((t) => t.trim());
const card = (page: Page, name: string) => page.getByRole('article', { name });
// Intl writes a no-break space after "R$": compare with plain spaces.
const cardText = async (page: Page, name: string) => (await card(page, name).innerText()).replace(/\s+/g, ' ');

describe('plans', () => {
  it('shows a visitor the annual and monthly prices and asks her to sign in to choose', async () => {
    const page = await browser.phone();
    await page.goto('/');
    await page.getByRole('link', { name: 'Ver Planos' }).click();
    await page.waitForURL((url) => url.pathname === '/plano');
    await page.getByRole('heading', { name: 'Escolha o seu plano' }).waitFor();

    // Annual is the default view: the monthly premium gives way to the annual one.
    const annualSwitch = page.getByRole('switch', { name: 'Anual' });
    expect(await annualSwitch.getAttribute('aria-checked')).toBe('true');
    expect(await page.getByText('Economize 35%').isVisible()).toBe(true);
    await card(page, 'Premium Anual').waitFor();
    expect(await planNames(page)).toEqual(['Gratuito', 'Essencial', 'Premium Anual']);
    const annual = await cardText(page, 'Premium Anual');
    expect(annual).toContain('Mais popular');
    expect(annual).toContain('R$ 19,43 /mês');
    expect(annual).toContain('R$ 233,20 cobrados por ano');
    expect(annual).toContain('Economize R$ 125,60');
    expect(await cardText(page, 'Gratuito')).toContain('R$ 0,00 /mês');
    expect(await cardText(page, 'Essencial')).toContain('R$ 14,90 /mês');
    expect(await page.getByText('A maioria das mães escolhe o Premium Anual').isVisible()).toBe(true);

    await annualSwitch.click();
    expect(await annualSwitch.getAttribute('aria-checked')).toBe('false');
    await card(page, 'Premium Mensal').waitFor();
    expect(await planNames(page)).toEqual(['Gratuito', 'Essencial', 'Premium Mensal']);
    const monthly = await cardText(page, 'Premium Mensal');
    expect(monthly).toContain('R$ 29,90 /mês');
    expect(monthly).not.toContain('Economize');

    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Escolher Premium Mensal' }).click();
    await page.getByText('Entre ou crie sua conta para escolher um plano').waitFor();
    expect(await page.getByText('Integração de pagamento em breve!').count()).toBe(0);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/login');
  });

  it('goes back to the landing page', async () => {
    const page = await browser.phone();
    await page.goto('/plano');
    await page.getByRole('link', { name: 'Voltar' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Ver Planos' }).waitFor();
  });

  it('tells a signed-in mother, who comes from her profile, that payment is coming soon', async () => {
    const page = await browser.phone();
    await signUp(page, { name: 'Paula Reis', email: uniqueEmail('paula'), password: 'segredo1' });
    await page.goto('/perfil');
    await page.getByRole('link', { name: 'Alterar plano' }).click();
    await page.waitForURL((url) => url.pathname === '/plano');
    await card(page, 'Premium Anual').waitFor();
    expect(await page.getByRole('link', { name: 'Entrar' }).count()).toBe(0);

    await card(page, 'Premium Anual').getByRole('button', { name: 'Escolher Premium Anual' }).click();
    await page.getByText('Integração de pagamento em breve!').waitFor();
    expect(await page.getByText('Entre ou crie sua conta para escolher um plano').count()).toBe(0);
  });
});

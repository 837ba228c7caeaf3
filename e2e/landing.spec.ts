import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';

const browser = useBrowser();

describe('landing page', () => {
  it('shows the tagline, 6 features, 8 benefits and 3 five-star testimonials', async () => {
    const page = await browser.phone();
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByText('O manual do seu bebê').first().isVisible()).toBe(true);

    const features = page.getByRole('region', { name: 'Tudo o que você precisa nos primeiros anos' });
    expect(await features.getByRole('listitem').count()).toBe(6);
    const benefits = page.getByRole('region', { name: 'Por que as mães escolhem a Lumma' });
    expect(await benefits.getByRole('listitem').count()).toBe(8);
    const testimonials = page.getByRole('region', { name: 'O que dizem as mães' });
    expect(await testimonials.getByRole('listitem').count()).toBe(3);
    expect(await testimonials.getByRole('img', { name: '5 de 5 estrelas' }).count()).toBe(3);

    for (const name of ['Entrar', 'Começar Grátis', 'Começar Gratuitamente', 'Ver Planos']) {
      expect(await page.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
    }
    for (const name of ['Privacidade', 'Termos', 'Contato']) {
      expect(await page.getByRole('button', { name }).count()).toBe(1);
    }
    expect(await page.getByText('© 2025 Lumma').isVisible()).toBe(true);

    await page.getByRole('link', { name: 'Começar Gratuitamente' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('tab', { name: 'Login' }).waitFor();
  });

  it('arrives as HTML: the landing page loads no React, /login hydrates without a warning and works', async () => {
    for (const [path, text] of [
      ['/', 'Cuidar do seu bebê fica mais'],
      ['/login', 'Esqueceu a senha?'],
    ] as const) {
      expect(await (await fetch(`${browser.baseURL}${path}`)).text()).toContain(text);
    }
    const page = await browser.phone();
    const problems: string[] = [];
    page.on('console', (message) => {
      // A visitor's session check answers 401 (spec); anything else logged as an error is a fault,
      // and so is any word of hydration, which React logs as a warning or an error.
      const text = message.text();
      if ((message.type() === 'error' && !text.includes('401')) || /hydrat/i.test(text)) problems.push(text);
    });
    // React reports a hydration mismatch it recovered from as an uncaught error on the window.
    page.on('pageerror', (error) => problems.push(error.message));
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });

    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('load');
    expect(scripts.some((path) => /\/assets\/(main|react-dom)-/.test(path))).toBe(false);

    await page.getByRole('link', { name: 'Entrar' }).click();
    await page.waitForURL('**/login');
    await page.locator('fieldset:not([disabled])').waitFor();
    await page.getByRole('tab', { name: 'Cadastro' }).click();
    await page.getByLabel('Nome completo').waitFor();
    expect(scripts.some((path) => /\/assets\/main-/.test(path))).toBe(true);
    await page.goto('/');
    await page.getByRole('link', { name: 'Ver Planos' }).click();
    await page.waitForURL('**/plano');
    expect(problems).toEqual([]);
  });

  it('fits a phone screen without sideways scrolling', async () => {
    const page = await browser.phone({ width: 320 });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it('shows the 404 page with a link home for an unknown path', async () => {
    const page = await browser.phone();
    await page.goto('/pagina-que-nao-existe');
    await page.getByText('Oops! Page not found').waitFor();
    await page.getByRole('link', { name: 'Voltar para o início' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1 }).waitFor();
  });

  it('sends a visitor who opens a protected page to the landing page', async () => {
    const page = await browser.phone();
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Começar Gratuitamente' }).waitFor();
  });
});

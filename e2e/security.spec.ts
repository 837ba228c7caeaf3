import { describe, expect, it } from 'vitest';
import { uniqueEmail, useBrowser } from './support/browser';
import { saoPauloDateAgo } from './support/dates';
import { registerBaby, signUp } from './support/journeys';

const browser = useBrowser();

// Each one, run as code, would set a flag on the page.
const SCRIPT = '<script>window.__xss = 1</script>';
const IMG = '<img src=x onerror="window.__xss = 1">';

describe('stored XSS', () => {
  it('shows a name, a baby name, a post and a comment holding HTML as the text they are', async () => {
    const page = await browser.phone();
    await signUp(page, { name: `Ana ${IMG}`, email: uniqueEmail('xss'), password: 'segredo1' });
    await page.goto('/perfil');
    await page.getByText(`Ana ${IMG}`).first().waitFor();

    await registerBaby(page, `Bebê ${SCRIPT}`, saoPauloDateAgo(0, 10));
    await page.goto('/relatorios');
    await page.getByText(`Bebê ${SCRIPT}`).first().waitFor();

    await page.goto('/comunidade');
    await page.getByLabel('Escreva seu post').fill(`Olá ${SCRIPT} e ${IMG}`);
    await page.getByRole('button', { name: 'Postar' }).click();
    await page.getByText('Post criado com sucesso!').waitFor();
    const card = page.getByRole('listitem').filter({ hasText: `Olá ${SCRIPT} e ${IMG}` });
    await card.waitFor();
    await card.getByRole('button', { name: '0 comentários' }).click();
    await card.getByLabel('Escreva um comentário').fill(`Comentário ${IMG}`);
    await card.getByRole('button', { name: 'Enviar' }).click();
    await page.getByText('Comentário adicionado!').waitFor();
    await card.getByText(`Comentário ${IMG}`).waitFor();
    expect(await card.getByText(`Ana ${IMG}`).first().isVisible()).toBe(true);

    // Nothing ran and no element was made from the text.
    await page.reload();
    await page.getByText(`Olá ${SCRIPT} e ${IMG}`).waitFor();
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.locator('main img[src="x"], main script').count()).toBe(0);
  });
});

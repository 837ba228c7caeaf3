import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { uniqueEmail, useBrowser } from './support/browser';
import { signUp } from './support/journeys';

const browser = useBrowser();

describe('accessibility (axe-core)', () => {
  it('has no serious or critical violations on the public screens', async () => {
    const page = await browser.phone();
    for (const path of ['/', '/login', '/admin/bootstrap', '/redefinir-senha?token=x', '/nao-existe']) {
      await page.goto(path);
      await page.locator('main').first().waitFor();
      expect(await seriousViolations(page), path).toEqual([]);
    }
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Cadastro' }).click();
    await page.getByRole('button', { name: 'Criar Conta' }).click();
    await page.getByText('Nome deve ter no mínimo 2 caracteres').waitFor();
    expect(await seriousViolations(page), 'sign-up with an error').toEqual([]);
  });

  it('has no serious or critical violations on the dashboard', async () => {
    const page = await browser.phone();
    await signUp(page, { name: 'Vera Lúcia', email: uniqueEmail('vera'), password: 'segredo1' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Let the welcome toast finish fading in: half-transparent text is not what she reads.
    await page.waitForTimeout(600);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('has no serious or critical violations in the community, with a post and its comments open', async () => {
    const page = await browser.phone();
    await signUp(page, { name: 'Lívia Prado', email: uniqueEmail('livia'), password: 'segredo1' });
    await page.goto('/comunidade');
    await page.getByLabel('Escreva seu post').fill('Primeira vez aqui! Meu bebê tem 4 meses.');
    await page.getByRole('button', { name: 'Postar' }).click();
    await page.getByText('Post criado com sucesso!').waitFor();
    await page.getByRole('button', { name: '0 comentários' }).first().click();
    await page.getByLabel('Escreva um comentário').waitFor();
    await page.waitForTimeout(600);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

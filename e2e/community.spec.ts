import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uniqueEmail, useBrowser } from './support/browser';
import { signUp } from './support/journeys';
import { gradientPng } from './support/test-image';

const browser = useBrowser();

async function motherAtCommunity(name: string): Promise<Page> {
  const page = await browser.phone();
  await signUp(page, { name, email: uniqueEmail(name.split(' ')[0]!.toLowerCase()), password: 'segredo1' });
  await page.getByRole('navigation').getByRole('link', { name: 'Comunidade' }).click();
  await page.getByRole('heading', { name: 'Comunidade de Mães' }).waitFor();
  return page;
}

const postCard = (page: Page, text: string) =>
  page.getByRole('listitem').filter({ has: page.getByText(text, { exact: true }) });

describe('community', () => {
  it('two mothers: a post with photos goes live, is liked, commented, favourited, reported and deleted', async () => {
    const ana = await motherAtCommunity('Ana Carolina');
    const bia = await motherAtCommunity('Beatriz Lima');
    await bia
      .getByText('Nenhum post ainda. Seja o primeiro a compartilhar!')
      .or(bia.getByRole('list', { name: 'Posts' }))
      .first()
      .waitFor();

    // Two large phone photos: over 1 MB each, so the browser shrinks them before sending.
    const text = 'Meu bebê não dorme à noite, alguma dica?';
    await ana.getByLabel('Escreva seu post').fill(text);
    await ana.getByLabel('Categoria').selectOption('Dúvida');
    const photo = gradientPng(2400, 1400, 24);
    expect(photo.length).toBeGreaterThan(1024 * 1024);
    await ana.getByLabel('Escolher fotos ou vídeos').setInputFiles([
      { name: 'berco.png', mimeType: 'image/png', buffer: photo },
      { name: 'quarto.png', mimeType: 'image/png', buffer: gradientPng(2400, 1400, 24) },
    ]);
    expect(await ana.getByRole('list', { name: 'Arquivos escolhidos' }).getByRole('listitem').count()).toBe(2);
    // Holding the answers a moment lets the progress be seen, as on a slow connection.
    const uploads: { size: number; type: string }[] = [];
    await ana.route('**/api/community/media', async (route) => {
      uploads.push({
        size: route.request().postDataBuffer()?.length ?? 0,
        type: route.request().headers()['content-type'] ?? '',
      });
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    await ana.getByRole('button', { name: 'Postar' }).click();
    await ana.getByText(/Enviando arquivos… \d+%/).waitFor();
    await ana.getByText('Post criado com sucesso!').waitFor();
    expect(uploads).toHaveLength(2);
    expect(uploads.every((u) => u.size < photo.length / 2)).toBe(true);

    const mine = postCard(ana, text);
    await mine.waitFor();
    expect(await mine.getByText('Dúvida', { exact: true }).isVisible()).toBe(true);
    expect(await mine.getByText('agora').isVisible()).toBe(true);
    const sources = await mine
      .locator('img')
      .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).getAttribute('src')));
    expect(sources.filter((s) => s?.startsWith('/media/'))).toHaveLength(2);
    expect(sources.every((s) => !s?.startsWith('/media/') || s.endsWith('.jpg'))).toBe(true);
    expect(await ana.getByLabel('Escreva seu post').inputValue()).toBe('');

    // Beatriz sees it without reloading, and opens a photo full screen.
    const seen = postCard(bia, text);
    await seen.waitFor();
    await seen.getByRole('button', { name: /Ver foto 1 de Ana Carolina/ }).click();
    await bia.getByRole('dialog').getByRole('img', { name: 'Foto 1 de 2' }).waitFor();
    await bia.getByRole('button', { name: 'Próxima foto' }).click();
    await bia.getByRole('img', { name: 'Foto 2 de 2' }).waitFor();
    await bia.keyboard.press('Escape');

    await seen.getByRole('button', { name: 'Curtir' }).click();
    await seen.getByRole('button', { name: 'Descurtir' }).waitFor();
    // Ana's count follows live.
    await mine.getByText('1 curtida').waitFor({ state: 'attached' });

    await seen.getByRole('button', { name: '0 comentários' }).click();
    await seen.getByLabel('Escreva um comentário').fill('Rotina do sono com banho morno ajudou muito aqui!');
    await seen.getByRole('button', { name: 'Enviar' }).click();
    await bia.getByText('Comentário adicionado!').waitFor();
    await seen.getByText('Rotina do sono com banho morno ajudou muito aqui!').waitFor();
    await mine.getByRole('button', { name: '1 comentário' }).waitFor();

    // An offensive comment is refused with the reason and not shown.
    await seen.getByLabel('Escreva um comentário').fill('Você é uma idiota, isso é frescura');
    await seen.getByRole('button', { name: 'Enviar' }).click();
    await bia.getByText('Seu texto tem palavras ofensivas. Reescreva com respeito, por favor.').waitFor();
    expect(await seen.getByText('Você é uma idiota, isso é frescura').count()).toBe(0);
    expect(await seen.getByLabel('Escreva um comentário').inputValue()).toBe('Você é uma idiota, isso é frescura');

    await seen.getByRole('button', { name: 'Favoritar' }).click();
    await bia.getByText('Adicionado aos favoritos!').waitFor();
    await bia.getByRole('tab', { name: 'Favoritos' }).click();
    await postCard(bia, text).getByRole('button', { name: 'Remover dos favoritos' }).waitFor();

    await postCard(bia, text).getByRole('button', { name: 'Denunciar' }).click();
    await bia.getByRole('radio', { name: 'Spam ou propaganda' }).check();
    await bia.getByRole('button', { name: 'Enviar denúncia' }).click();
    await bia.getByText('Denúncia enviada').waitFor();

    // Ana deletes her own post; it leaves Beatriz's favourites too.
    await mine.getByRole('button', { name: 'Deletar post' }).click();
    await ana.getByRole('dialog', { name: 'Deletar post?' }).getByRole('button', { name: 'Deletar' }).click();
    await ana.getByText('Post deletado!').waitFor();
    expect(await postCard(ana, text).count()).toBe(0);
    await bia.getByText(text, { exact: true }).waitFor({ state: 'detached' });
  });

  it('refuses an empty post and keeps the text of a refused one', async () => {
    const page = await motherAtCommunity('Carla Nunes');
    await page.getByRole('button', { name: 'Postar' }).click();
    await page.getByText('Digite algo antes de postar').waitFor();
    await page.getByLabel('Escreva seu post').fill('Vendo fraldas, chama no zap (11) 98888-7777');
    await page.getByRole('button', { name: 'Postar' }).click();
    await page.getByText('Anúncios, vendas e troca de contatos não são permitidos na comunidade.').waitFor();
    expect(await page.getByLabel('Escreva seu post').inputValue()).toBe('Vendo fraldas, chama no zap (11) 98888-7777');
    expect(await page.getByText('43/2000').isVisible()).toBe(true);
  });
});

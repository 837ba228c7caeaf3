import './dom-in-node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import BabyDataPage from '@/features/babies/baby-data-page';
import ImportDetailPage from '@/features/imports/import-detail-page';
import ImportPage from '@/features/imports/import-page';
import { startFakeBabyBuddy } from '../../server/test/fake-babybuddy';
import { createTestContext, type TestContext } from '../../server/test/harness';
import { browserFor, renderPage } from './page-on-the-api';

const KEY = 'a1b2c3d4e5f6';
let ctx: TestContext;
let babyBuddy: Awaited<ReturnType<typeof startFakeBabyBuddy>>;
beforeAll(async () => {
  // A Baby Buddy at home, in plain http: the operator allows it.
  ctx = await createTestContext({ IMPORT_ALLOW_PRIVATE: 'true' });
  babyBuddy = await startFakeBabyBuddy(KEY, { secondChild: true });
});
afterAll(async () => {
  await babyBuddy.close();
  await ctx.close();
});

/** What the page asked to bring into view, and how: jsdom lays nothing out and has no scrollIntoView. */
const scrolled: { element: Element; block: ScrollLogicalPosition | undefined }[] = [];
window.HTMLElement.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
  scrolled.push({ element: this, block: typeof options === 'object' ? options.block : undefined });
};

async function mother() {
  const client = ctx.client();
  await client.signUp({ name: 'Marina Costa' });
  await client.post('/api/babies', { name: 'Bento', birthDate: '2026-08-01', gender: 'M' });
  browserFor(client);
  return client;
}

const card = () => screen.getByRole('heading', { name: 'Baby Buddy' }).closest('[data-slot="card"]') as HTMLElement;

async function fillAccount(address: string, key = KEY) {
  await userEvent.type(screen.getByLabelText('Endereço do Baby Buddy'), address);
  await userEvent.type(screen.getByLabelText('Chave de API'), key);
}

async function readAccount(address: string, key = KEY) {
  await fillAccount(address, key);
  await userEvent.click(screen.getByRole('button', { name: 'Ler meus registros' }));
}

describe('bringing a Baby Buddy', () => {
  it('hides the API key as it is typed, and shows it on request', async () => {
    await mother();
    renderPage(<ImportPage />, '/perfil/importar');
    const key = await screen.findByLabelText('Chave de API');
    expect(key.getAttribute('type')).toBe('password');
    await userEvent.click(within(card()).getByRole('button', { name: 'Mostrar chave' }));
    expect(key.getAttribute('type')).toBe('text');
    await userEvent.click(within(card()).getByRole('button', { name: 'Ocultar chave' }));
    expect(key.getAttribute('type')).toBe('password');
  });

  it('says it is reading once she picks a child, in words with no file in them', async () => {
    await mother();
    renderPage(<ImportPage />, '/perfil/importar');
    await readAccount(babyBuddy.address);
    await screen.findByText('Esta conta tem 2 crianças. De qual você quer trazer os registros?');
    await userEvent.click(screen.getByRole('button', { name: /^Helena Souza/ }));
    expect((await within(card()).findByRole('status')).textContent).toBe('Lendo os registros de Helena Souza…');
    expect(card().textContent).not.toMatch(/arquivo/i);
  });

  it('brings an error into view and to the focus, above the bottom navigation', async () => {
    await mother();
    renderPage(<ImportPage />, '/perfil/importar');
    await readAccount(babyBuddy.address, 'errada');
    const alert = await within(card()).findByRole('alert');
    expect(alert.textContent).toContain('O Baby Buddy recusou a chave de API');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(scrolled).toContainEqual({ element: alert, block: 'center' });
  });

  it('tells at once that an https address is of a server that speaks http', async () => {
    await mother();
    renderPage(<ImportPage />, '/perfil/importar');
    await fillAccount(babyBuddy.address.replace('http://', 'https://'));
    const started = Date.now();
    await userEvent.click(screen.getByRole('button', { name: 'Ler meus registros' }));
    const alert = await within(card()).findByRole('alert');
    expect(alert.textContent).toBe('Este servidor não fala https: tente o endereço com http://');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('shows its preview in the words of a Baby Buddy, not of a file', async () => {
    const client = await mother();
    const answer = await client.post('/api/imports/babybuddy', { address: babyBuddy.address, apiKey: KEY, childId: 1 });
    const { import: preview } = (await answer.json()) as { import: { id: string } };
    renderPage(<ImportDetailPage />, `/perfil/importar/${preview.id}`, '/perfil/importar/:id');
    await screen.findByRole('heading', { name: 'Baby Buddy: Helena Souza' });
    await screen.findByRole('button', { name: 'Importar' });
    expect(document.querySelector('main')?.textContent ?? document.body.textContent).not.toMatch(/arquivo/i);
    expect(document.body.textContent).toContain('Importar de novo a mesma criança do Baby Buddy não repete nada.');
  });
});

describe('the baby a Baby Buddy log goes to (#48)', () => {
  async function previewOfHelena(client: Awaited<ReturnType<typeof mother>>) {
    const answer = await client.post('/api/imports/babybuddy', { address: babyBuddy.address, apiKey: KEY, childId: 1 });
    const { import: preview } = (await answer.json()) as { import: { id: string } };
    renderPage(<ImportDetailPage />, `/perfil/importar/${preview.id}`, '/perfil/importar/:id');
    await screen.findByRole('heading', { name: 'Baby Buddy: Helena Souza' });
  }

  it('proposes her baby born the same day as the child, not her first one, and says whose log it is', async () => {
    const client = await mother();
    await client.post('/api/babies', { name: 'Ana', birthDate: '2026-09-01', gender: 'F' });
    await previewOfHelena(client);
    await screen.findByText('Registros de Helena Souza (nascimento: 01/08/2026)');
    const select = (await screen.findByRole('combobox', { name: 'Bebê' })) as HTMLSelectElement;
    await waitFor(() => expect(select.selectedOptions[0]?.textContent).toBe('Bento'));
  });

  it('proposes none when no baby matches, and asks before importing rows from before the birth', async () => {
    const client = ctx.client();
    await client.signUp({ name: 'Marina Costa' });
    await client.post('/api/babies', { name: 'Theo', birthDate: '2026-11-28', gender: 'M' });
    await client.post('/api/babies', { name: 'Bia', birthDate: '2026-11-27', gender: 'F' });
    browserFor(client);
    await previewOfHelena(client);
    const select = (await screen.findByRole('combobox', { name: 'Bebê' })) as HTMLSelectElement;
    await waitFor(() => expect(select.options.length).toBe(3));
    expect(select.value).toBe('');
    expect((screen.getByRole('button', { name: 'Importar' }) as HTMLButtonElement).disabled).toBe(true);
    const register = screen.getByRole('link', { name: 'Cadastrar Helena Souza como novo bebê' });
    const target = new URL(register.getAttribute('href') ?? '', 'http://lumma');
    expect(target.pathname).toBe('/dados-bebe');
    expect(Object.fromEntries(target.searchParams)).toMatchObject({
      novo: '1',
      nome: 'Helena Souza',
      nascimento: '2026-08-01',
    });

    await userEvent.selectOptions(select, 'Theo');
    await userEvent.click(screen.getByRole('button', { name: 'Importar' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(
      /^Estes registros começam em \d{2}\/11\/2026, antes do nascimento de Theo \(28\/11\/2026\)\. Confira o bebê escolhido\./,
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Escolher outro bebê' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(select);

    await userEvent.click(screen.getByRole('button', { name: 'Importar' }));
    await userEvent.click(
      within(await screen.findByRole('alert')).getByRole('button', { name: 'Importar mesmo assim' }),
    );
    await screen.findByText('Importação concluída: 17 registros adicionados');
  });
});

describe('registering the child of a log as a new baby (#48)', () => {
  function Where() {
    return <output data-testid="where">{useLocation().pathname}</output>;
  }

  it('opens the registration with its name and birth date, and goes back to the preview', async () => {
    const client = await mother();
    const id = '0f8b6c1e-5d4a-4b3c-9a2e-1f0e9d8c7b6a';
    const query = new URLSearchParams({ novo: '1', nome: 'Helena Souza', nascimento: '2026-08-01', importacao: id });
    renderPage(
      <>
        <BabyDataPage />
        <Where />
      </>,
      `/dados-bebe?${query}`,
      '*',
    );
    expect(((await screen.findByLabelText('Nome')) as HTMLInputElement).value).toBe('Helena Souza');
    expect((screen.getByLabelText('Data de nascimento') as HTMLInputElement).value).toBe('2026-08-01');
    await userEvent.click(screen.getByRole('button', { name: 'Cadastrar Bebê' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(`/perfil/importar/${id}`));
    const { babies } = (await (await client.get('/api/babies')).json()) as {
      babies: { name: string; birthDate: string }[];
    };
    expect(babies).toContainEqual(expect.objectContaining({ name: 'Helena Souza', birthDate: '2026-08-01' }));
  });
});

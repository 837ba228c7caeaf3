import './dom-in-node';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import GrowthPage from '@/features/growth/growth-page';
import { createTestContext, type TestContext } from '../../server/test/harness';
import { browserFor, renderPage } from './page-on-the-api';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const birthDate = () => new Date(Date.now() - 120 * 86_400_000).toISOString().slice(0, 10);

describe('the growth measurement dialog', () => {
  it('asks for at least one value in the spec’s words, checks ranges, and saves a weight', async () => {
    const client = ctx.client();
    await client.signUp({ name: 'Camila Rocha' });
    await client.post('/api/babies', { name: 'Helena', birthDate: birthDate(), gender: 'F' });
    browserFor(client);
    renderPage(<GrowthPage />, '/crescimento');

    await screen.findByText('Nenhuma medida ainda.');
    // The header's button and the empty state's open the same dialog.
    await userEvent.click(screen.getAllByRole('button', { name: 'Adicionar medida' })[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar medida' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await within(dialog).findByText('Informe ao menos uma medida: peso, comprimento ou perímetro cefálico');

    await userEvent.type(within(dialog).getByLabelText('Peso (kg)'), '45');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await within(dialog).findByText('Informe um peso entre 0,3 e 40 kg');

    await userEvent.clear(within(dialog).getByLabelText('Peso (kg)'));
    await userEvent.type(within(dialog).getByLabelText('Peso (kg)'), '6,45');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await screen.findByText('Medida adicionada!');
    expect(screen.queryByRole('dialog', { name: 'Adicionar medida' })).toBeNull();
    await screen.findAllByText(/6,45 kg/);
    // With a first measurement the curves appear.
    await screen.findByRole('tablist', { name: 'Curva' });
  });

  it('holds a value far from the last one for “Confira o valor”, and saves it only when she says it is right', async () => {
    const client = ctx.client();
    await client.signUp({ name: 'Camila Rocha' });
    await client.post('/api/babies', { name: 'Helena', birthDate: birthDate(), gender: 'F' });
    await client.post('/api/growth/measurements', {
      weightKg: 6.45,
      measuredOn: new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10),
    });
    browserFor(client);
    renderPage(<GrowthPage />, '/crescimento');
    // The curves' code and tables load after the page: drawn before she taps.
    await screen.findByRole('tablist', { name: 'Curva' });

    await userEvent.click(screen.getByRole('button', { name: 'Adicionar medida' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar medida' });
    await userEvent.type(within(dialog).getByLabelText('Peso (kg)'), '0,65');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    const check = await within(dialog).findByRole('alertdialog', { name: 'Confira o valor' });
    await userEvent.click(within(check).getByRole('button', { name: 'Corrigir' }));
    expect((within(dialog).getByLabelText('Peso (kg)') as HTMLInputElement).value).toBe('0,65');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await userEvent.click(
      within(await within(dialog).findByRole('alertdialog', { name: 'Confira o valor' })).getByRole('button', {
        name: 'Está certo, salvar',
      }),
    );
    await screen.findByText('Medida adicionada!');
    await screen.findAllByText(/0,65 kg/);
    const { measurements } = (await (await client.get('/api/growth')).json()) as {
      measurements: { weightKg: number }[];
    };
    expect(measurements.map((m) => m.weightKg)).toEqual([0.65, 6.45]);
  });
});

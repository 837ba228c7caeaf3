import './dom-in-node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import AgendaPage from '@/features/agenda/agenda-page';
import { createTestContext, type TestContext } from '../../server/test/harness';
import { browserFor, renderPage } from './page-on-the-api';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function motherWithBaby() {
  const client = ctx.client();
  await client.signUp({ name: 'Camila Rocha' });
  await client.post('/api/babies', { name: 'Helena', birthDate: '2026-06-01' });
  return client;
}

/** A minute ago on this machine's clock, as the time field shows it: never in the future. */
const aMinuteAgo = () => {
  const at = new Date(Date.now() - 60_000);
  return `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
};

const openAddDialog = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Adicionar registro' }));
  return screen.findByRole('dialog', { name: 'Adicionar Registro' });
};

describe('the agenda’s add and edit dialogs', () => {
  it('says the spec’s message for a missing time, then saves a feeding with its toast and lists it', async () => {
    browserFor(await motherWithBaby());
    renderPage(<AgendaPage />, '/agenda');
    await screen.findByText('Nenhum registro neste dia.');

    const dialog = await openAddDialog();
    await userEvent.clear(within(dialog).getByLabelText('Horário'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await screen.findByText('Por favor, selecione um horário');
    expect(screen.getByRole('dialog', { name: 'Adicionar Registro' })).toBeTruthy();

    const time = aMinuteAgo();
    await userEvent.type(within(dialog).getByLabelText('Horário'), time);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await screen.findByText('Evento adicionado!');
    await screen.findByText(`Mamada registrada às ${time}`);
    await screen.findByRole('button', { name: `Editar Mamada das ${time}` });
    expect(screen.queryByRole('dialog', { name: 'Adicionar Registro' })).toBeNull();
  });

  it('keeps an event written offline on the phone as Pendente, and sends it once the connection returns', async () => {
    const client = await motherWithBaby();
    const browser = browserFor(client);
    renderPage(<AgendaPage />, '/agenda');
    await screen.findByText('Nenhum registro neste dia.');

    browser.setOnline(false);
    const dialog = await openAddDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Fralda' }));
    await userEvent.clear(within(dialog).getByLabelText('Horário'));
    const time = aMinuteAgo();
    await userEvent.type(within(dialog).getByLabelText('Horário'), time);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await screen.findByText(`Fralda às ${time}: sem internet agora, será enviado quando a conexão voltar.`);
    await screen.findByText('Pendente: será enviado quando a conexão voltar');
    const stored = async () => ((await (await client.get(dayQuery())).json()) as { events: unknown[] }).events;
    expect(await stored()).toEqual([]);

    browser.setOnline(true);
    await waitFor(() => expect(screen.queryByText('Pendente: será enviado quando a conexão voltar')).toBeNull());
    expect(await stored()).toHaveLength(1);
  });

  it('edits an event’s time and refuses a note over 500 characters with the spec’s words', async () => {
    const client = await motherWithBaby();
    browserFor(client);
    const at = new Date(Date.now() - 60_000);
    const time = aMinuteAgo();
    const date = `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;
    await client.post('/api/agenda/events', { type: 'fralda', occurredAt: at.toISOString(), time, date, notes: '' });
    renderPage(<AgendaPage />, '/agenda');
    await userEvent.click(await screen.findByRole('button', { name: `Editar Fralda das ${time}` }));
    const dialog = await screen.findByRole('dialog', { name: /Editar/ });
    const notes = within(dialog).getByLabelText('Observações (opcional)');
    // The field stops at 500; a longer text pasted past it is what the schema still refuses.
    notes.removeAttribute('maxlength');
    await userEvent.click(notes);
    await userEvent.paste('a'.repeat(501));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await screen.findByText('Observação muito longa');
  });
});

function dayQuery() {
  const start = new Date();
  start.setHours(0, 0, 0, 0);
  const end = new Date(start.getTime() + 86_400_000 - 1);
  return `/api/agenda/day?start=${start.toISOString()}&end=${end.toISOString()}`;
}

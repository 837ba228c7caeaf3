import './dom-in-node';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import DashboardPage from '@/features/dashboard/dashboard-page';
import { createTestContext, type TestContext } from '../../server/test/harness';
import { browserFor, renderPage } from './page-on-the-api';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

interface LoggedEvent {
  type: string;
  feeding: string | null;
  leftSeconds: number | null;
  rightSeconds: number | null;
}

async function eventsOfToday(client: ReturnType<TestContext['client']>) {
  const end = new Date();
  const start = new Date(end.getTime() - 3_600_000);
  const response = await client.get(`/api/agenda/day?start=${start.toISOString()}&end=${end.toISOString()}`);
  return ((await response.json()) as { events: LoggedEvent[] }).events;
}

describe('the care timers panel', () => {
  it('times a feeding on the chosen breast, switches sides, and saves one Mamada with both sides', async () => {
    const client = ctx.client();
    await client.signUp({ name: 'Camila Rocha' });
    await client.post('/api/babies', { name: 'Helena', birthDate: '2026-06-01' });
    browserFor(client);
    renderPage(<DashboardPage />, '/dashboard');

    await userEvent.click(await screen.findByRole('radio', { name: 'Peito direito' }));
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar mamada' }));
    await screen.findByText('Mamada em andamento');
    expect(screen.getByRole('button', { name: 'Peito direito, em uso' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('timer', { name: 'Tempo de mamada' }).textContent).toMatch(/^0?0:0\d$/);

    await userEvent.click(screen.getByRole('button', { name: 'Trocar para o peito esquerdo' }));
    await screen.findByRole('button', { name: 'Peito esquerdo, em uso' });
    await userEvent.click(screen.getByRole('button', { name: 'Parar a mamada' }));
    await screen.findByText('Evento adicionado!');
    await screen.findByText(/^Mamada registrada às \d\d:\d\d$/);
    await screen.findByRole('button', { name: 'Iniciar mamada' });

    const events = await eventsOfToday(client);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'mamada',
      leftSeconds: expect.any(Number),
      rightSeconds: expect.any(Number),
    });
  });

  it('starts a sleep shown as Dormindo, and a discarded one leaves nothing in the log', async () => {
    const client = ctx.client();
    await client.signUp({ name: 'Camila Rocha' });
    await client.post('/api/babies', { name: 'Helena', birthDate: '2026-06-01' });
    browserFor(client);
    renderPage(<DashboardPage />, '/dashboard');

    await userEvent.click(await screen.findByRole('button', { name: 'Iniciar sono' }));
    await screen.findByText('Dormindo');
    await userEvent.click(screen.getByRole('button', { name: 'Descartar o sono' }));
    await screen.findByText('Cronômetro descartado');
    await screen.findByRole('button', { name: 'Iniciar sono' });
    await waitFor(async () => expect(await eventsOfToday(client)).toEqual([]));
  });
});

import './dom-in-node';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import NotificationsPage from '@/features/reminders/notifications-page';
import { createTestContext, type TestContext } from '../../server/test/harness';
import { browserFor, renderPage } from './page-on-the-api';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function signedInMother() {
  const client = ctx.client();
  await client.signUp({ name: 'Camila Rocha' });
  browserFor(client);
  renderPage(<NotificationsPage />, '/notificacoes');
  await screen.findByRole('heading', { name: 'Notificações' });
  return client;
}

describe('the notification settings', () => {
  it('saves a switch she turned, and only once something changed', async () => {
    const client = await signedInMother();
    const save = screen.getByRole('button', { name: 'Salvar preferências' });
    expect((save as HTMLButtonElement).disabled).toBe(true);

    const feeding = screen.getByRole('switch', { name: 'Alimentação' });
    const before = feeding.getAttribute('aria-checked') === 'true';
    await userEvent.click(feeding);
    expect(feeding.getAttribute('aria-checked')).toBe(String(!before));
    expect((save as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(save);
    await screen.findByText('Preferências salvas!');

    const saved = (await (await client.get('/api/profile/notifications')).json()) as {
      preferences: Record<string, boolean>;
    };
    expect(saved.preferences.feeding).toBe(!before);
  });

  it('refuses an empty quiet hour in the spec’s words and saves her hours', async () => {
    const client = await signedInMother();
    const start = screen.getByLabelText('Silêncio das');
    await userEvent.clear(start);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar horários' }));
    await screen.findByText('Informe o início do horário de silêncio');

    await userEvent.type(start, '21:30');
    await userEvent.clear(screen.getByLabelText('Lembretes do dia (vacinas, marcos) às'));
    await userEvent.type(screen.getByLabelText('Lembretes do dia (vacinas, marcos) às'), '08:15');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar horários' }));
    await screen.findByText('Horários salvos!');
    const { settings } = (await (await client.get('/api/reminders/settings')).json()) as {
      settings: Record<string, string>;
    };
    expect(settings).toMatchObject({ quietStart: '21:30', dailyTime: '08:15' });
  });
});

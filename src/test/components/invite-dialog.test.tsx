import './dom-in-node';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import FamilyPage from '@/features/family/family-page';
import { createTestContext, type TestContext } from '../../server/test/harness';
import { browserFor, renderPage } from './page-on-the-api';

let ctx: TestContext;
beforeAll(async () => {
  // With SMTP set, the dialog offers to send the link by e-mail (mail is kept in ctx.mail).
  ctx = await createTestContext({ SMTP_URL: 'smtp://127.0.0.1:2525' });
});
afterAll(() => ctx.close());

describe('the invite dialog', () => {
  it('makes a Responsável’s link, e-mails it to one address, and refuses a second address in the server’s words', async () => {
    const client = ctx.client();
    await client.signUp({ name: 'Camila Rocha' });
    await client.post('/api/babies', { name: 'Helena', birthDate: '2026-06-01' });
    browserFor(client);
    renderPage(<FamilyPage />, '/familia');

    await userEvent.click(await screen.findByRole('button', { name: 'Convidar pessoa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Convidar pessoa' });
    within(dialog).getByText(/Quem você convidar vai acompanhar Helena/);
    await userEvent.click(within(dialog).getByRole('radio', { name: /Responsável/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar convite' }));

    const link = (await within(dialog).findByLabelText('Link do convite')) as HTMLInputElement;
    // Behind the dialog, the family's list shows the new link as pending.
    await screen.findByRole('region', { name: 'Convites pendentes', hidden: true });
    expect(link.value).toMatch(/^http:\/\/lumma\.test\/convite\/[\w-]{22}$/);
    const grandmother = ctx.client();
    await grandmother.signUp({ name: 'Lúcia Rocha' });
    const token = link.value.split('/').pop();
    const preview = await (await grandmother.get(`/api/family/invitations/by-token/${token}`)).json();
    expect(preview).toMatchObject({ invitation: { role: 'responsavel' } });

    const email = within(dialog).getByLabelText('E-mail da pessoa');
    await userEvent.type(email, 'vovo.lucia@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: /Enviar por e-mail/ }));
    await screen.findByText('Convite enviado para vovo.lucia@example.com');
    expect(ctx.mail.map((m) => m.to)).toEqual(['vovo.lucia@example.com']);
    expect(ctx.mail[0]!.text).toContain(link.value);

    await userEvent.clear(email);
    await userEvent.type(email, 'outra.pessoa@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: /Enviar por e-mail/ }));
    await within(dialog).findByText(
      'Este convite já foi enviado para outro e-mail. Para convidar outra pessoa, crie um novo convite.',
    );
    expect(ctx.mail).toHaveLength(1);
  });
});

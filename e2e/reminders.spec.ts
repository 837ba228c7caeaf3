import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { clockText, wallClockOf } from '../src/domain/reminders/zoned-time';
import { pushReceiverClient } from '../src/server/test/push-receiver';
import { seriousViolations } from './support/axe';
import { uniqueEmail, useBrowser } from './support/browser';
import { saoPauloDateAgo } from './support/dates';
import { signUp } from './support/journeys';

const browser = useBrowser();
const receiver = pushReceiverClient(inject('pushReceiver'));

/** A mother with a baby, whose reminders may ring at any hour: the suite runs at any time of day. */
async function motherWithBaby(page: Page, name: string) {
  await signUp(page, { name, email: uniqueEmail('mae'), password: 'segredo1' });
  await page.goto('/dados-bebe');
  await page.getByLabel('Nome').fill('Davi');
  await page.getByLabel('Data de nascimento').fill(saoPauloDateAgo(5));
  await page.getByRole('button', { name: 'Cadastrar Bebê' }).click();
  // A baby of a month or more goes on to the vaccine card's first questions.
  await page.waitForURL((url) => url.pathname !== '/dados-bebe');
  await page.goto('/notificacoes');
  await page.getByLabel('Silêncio das').fill('00:00');
  await page.getByLabel('Até as').fill('00:00');
  await page.getByRole('button', { name: 'Salvar horários' }).click();
  await page.getByText('Horários salvos!').waitFor();
}

/** Date and time fields of an instant on São Paulo's clock (the browser's). */
function saoPauloFields(at: Date) {
  const { day, minutes } = wallClockOf(at, 'America/Sao_Paulo');
  return { date: day, time: clockText(minutes) };
}

async function scheduleConsultation(page: Page, title: string, at: Date, remind: string) {
  await page.goto('/agenda');
  await page.getByRole('button', { name: 'Agendar consulta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agendar consulta' });
  const { date, time } = saoPauloFields(at);
  await dialog.getByLabel('Consulta').fill(title);
  await dialog.getByLabel('Data').fill(date);
  await dialog.getByLabel('Horário').fill(time);
  await dialog.getByLabel('Local (opcional)').fill('UBS Centro');
  await dialog.getByText(remind, { exact: true }).click();
  await dialog.getByRole('button', { name: 'Agendar' }).click();
  await page.getByText('Consulta agendada!').waitFor();
}

describe('reminders', () => {
  it('schedules an appointment with "1 dia antes", shows it in Próximos and on the dashboard, and its reminder under the bell', async () => {
    const page = await browser.phone();
    await motherWithBaby(page, 'Renata Alves');

    // Tomorrow, less than a day ahead: "1 dia antes" is already due, and the scheduler sends it at once.
    await scheduleConsultation(page, 'Pediatra — Dra. Ana', new Date(Date.now() + 23.5 * 3_600_000), '1 dia antes');
    const upcoming = page.getByRole('region', { name: 'Próximos' });
    await upcoming.getByText('Pediatra — Dra. Ana').waitFor();
    await upcoming.getByText('UBS Centro').waitFor();

    await page.goto('/dashboard');
    // At the top, in the at-a-glance card; the list below the tiles too.
    const glanceRow = page
      .getByRole('region', { name: 'Resumo de hoje' })
      .getByRole('link', { name: /Próxima consulta/ });
    expect(await glanceRow.textContent()).toMatch(/^Próxima consulta(hoje|amanhã), \d\d:\d\d — Pediatra — Dra\. Ana$/);
    await page.getByRole('navigation', { name: 'Atalhos' }).waitFor();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('region', { name: 'Próximas consultas' }).getByText('Pediatra — Dra. Ana').waitFor();

    const bell = page.getByRole('link', { name: /^Notificações, 1 não lidas$/ });
    for (let tries = 0; !(await bell.isVisible()) && tries < 20; tries++) {
      await page.waitForTimeout(500);
      await page.reload();
    }
    await bell.click();
    await page.waitForURL('**/lembretes');
    const list = page.getByRole('list', { name: 'Notificações' });
    await list.getByText('Consulta: Pediatra — Dra. Ana').waitFor();
    await page.getByRole('link', { name: 'Notificações', exact: true }).waitFor();
    expect(await seriousViolations(page), '/lembretes').toEqual([]);
  });

  it('turns notifications on with the permission granted, lists the device, and the worker shows a push whose tap opens the vaccine card', async () => {
    const page = await browser.phone({ permissions: ['notifications'] });
    await motherWithBaby(page, 'Lívia Prado');

    // Headless Chromium reaches no browser push service: the loopback receiver stands in for it,
    // giving the subscription the browser would (for the app's own VAPID key).
    const { publicKey } = await page.evaluate(() =>
      fetch('/api/reminders/settings').then((r) => r.json() as Promise<{ publicKey: string }>),
    );
    const subscription = await receiver.subscribe(publicKey);
    await page.addInitScript((json) => {
      PushManager.prototype.subscribe = async () =>
        ({ toJSON: () => json, endpoint: json.endpoint }) as unknown as PushSubscription;
      PushManager.prototype.getSubscription = async () => null;
    }, subscription);
    await page.goto('/notificacoes');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.getByRole('button', { name: 'Ativar notificações neste aparelho' }).click();
    await page.getByText('Notificações ativadas neste aparelho!').waitFor();
    const devices = page.getByRole('list', { name: 'Aparelhos' });
    expect(await devices.getByRole('listitem').count()).toBe(1);
    await devices.getByText(/^Chrome no /).waitFor();
    // The toast's fade-in is half transparent: axe reads the page once it has settled.
    await page.waitForTimeout(600);
    expect(await seriousViolations(page), '/notificacoes').toEqual([]);

    // The server pushes a reminder to that device, through the push service.
    await scheduleConsultation(page, 'Vacina da gripe', new Date(Date.now() + 60 * 60_000), '2 horas antes');
    let received: string[] = [];
    for (let tries = 0; received.length === 0 && tries < 40; tries++) {
      await page.waitForTimeout(250);
      received = await receiver.messages(subscription.clientHash);
    }
    expect(received.map((m) => (JSON.parse(m) as { title: string }).title)).toEqual(['Consulta: Vacina da gripe']);

    // A push delivered to the service worker shows a notification; its tap opens the vaccine card.
    await page.goto('/dashboard');
    const cdp = await page.context().newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const active = registrations.find((r: { isDeleted: boolean }) => !r.isDeleted);
        if (active) resolve(active.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(browser.baseURL).origin,
      registrationId: await registrationId,
      data: JSON.stringify({
        id: 'e2e-1',
        title: 'Vacina: Pentavalente (3ª dose)',
        body: 'Davi chegou à idade.',
        url: '/vacinas',
      }),
    });
    let shown: string[] = [];
    for (let tries = 0; shown.length === 0 && tries < 40; tries++) {
      await page.waitForTimeout(100);
      shown = await page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => n.title),
      );
    }
    expect(shown).toEqual(['Vacina: Pentavalente (3ª dose)']);

    const [worker] = page.context().serviceWorkers();
    // No protocol taps a notification: the worker gets the click event a tap would give it.
    await worker!.evaluate(async () => {
      type Scope = { registration: ServiceWorkerRegistration; dispatchEvent(event: Event): boolean };
      type Click = new (type: string, init: { notification: Notification }) => Event;
      const scope = self as unknown as Scope;
      const [notification] = await scope.registration.getNotifications();
      const NotificationClick = (self as unknown as { NotificationEvent: Click }).NotificationEvent;
      scope.dispatchEvent(new NotificationClick('notificationclick', { notification: notification! }));
    });
    await page.waitForURL('**/vacinas');
  });
});

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDateOf } from '../../../domain/agenda/local-days';
import { autismScreeningDays } from '../../../domain/development/autism-screening';
import { addDays, clockText, wallClockOf } from '../../../domain/reminders/zoned-time';
import { addMonths } from '../../../domain/vaccines/vaccine-card';
import { reminders } from '../../db/schema';
import { agendaEvent, registeredBaby, signedUpMother } from '../../test/factories';
import { createTestContext, errorOf, type TestClient, type TestContext } from '../../test/harness';
import { type PushReceiver, type ReceivedSubscription, startPushReceiver } from '../../test/push-receiver';
import { joinFamily } from '../../test/route-table';
import { okJson } from '../../test/typed-client';
import { planTimedReminders } from './reminder-planner.service';
import { createReminderScheduler } from './reminder-scheduler';

let receiver: PushReceiver;
let ctx: TestContext;
beforeAll(async () => {
  receiver = await startPushReceiver();
  ctx = await createTestContext({ PUSH_EXTRA_ORIGINS: receiver.origin });
});
afterAll(async () => {
  await ctx?.close();
  await receiver?.close();
});

/**
 * Today in São Paulo (UTC-3, no daylight time since 2019), and a birth date two months before:
 * the day of the 2-month vaccines. The server checks some dates against the real today, so the
 * test clock moves around it rather than around a fixed date.
 */
const TODAY = localDateOf(new Date(), 'America/Sao_Paulo');
const BIRTH = (() => {
  let day = addMonths(TODAY, -2);
  while (addMonths(day, 2) !== TODAY) day = addDays(day, -1);
  return day;
})();
const SP = (clock: string, day = TODAY) => new Date(`${day}T${clock}:00-03:00`);
const TOMORROW = addDays(TODAY, 1);

async function mother(
  context: TestContext,
  settings: Partial<{ dailyTime: string; quietStart: string; quietEnd: string }> = {},
) {
  const mother = await signedUpMother(context);
  const { client } = mother;
  await okJson(client.api.reminders['time-zone'].$put({ json: { timeZone: 'America/Sao_Paulo' } }));
  await okJson(
    client.api.reminders.settings.$put({
      json: { quietStart: '22:00', quietEnd: '07:00', dailyTime: '09:00', ...settings },
    }),
  );
  const baby = await registeredBaby(mother, { name: 'Davi', birthDate: BIRTH, gender: 'M' });
  return { client, babyId: baby.id };
}

async function device(client: TestClient): Promise<ReceivedSubscription> {
  const { publicKey } = await okJson(client.api.reminders.settings.$get());
  const subscription = await receiver.subscribe(publicKey);
  const response = await client.api.reminders.devices.$post({
    json: { endpoint: subscription.endpoint, keys: subscription.keys },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return subscription;
}

type Push = { title: string; url: string; id: string; dose?: boolean };
/** What a device received, oldest first; only those that open `url` when given. */
const pushes = async (subscription: ReceivedSubscription, url?: string) =>
  (await receiver.messages(subscription.clientHash))
    .map((m) => JSON.parse(m) as Push)
    .filter((p) => !url || p.url === url);

const listOf = (client: TestClient) => okJson(client.api.reminders.$get({ query: {} }));

describe('a vaccine due today', () => {
  it('is pushed once at her hour, with the right title, through a restart and a second process', async () => {
    ctx.clock.set(SP('07:00'));
    const { client } = await mother(ctx);
    const phone = await device(client);

    await ctx.scheduler.runNow();
    expect((await pushes(phone)).map((p) => p.title)).toEqual([]);

    ctx.clock.set(SP('09:00'));
    await ctx.scheduler.runNow();
    const [push, ...more] = await pushes(phone, '/vacinas');
    expect(more).toEqual([]);
    expect(push).toMatchObject({ url: '/vacinas' });
    expect(push!.title).toMatch(/^Dia de vacina: \d doses$/);
    expect(Object.keys(push!).sort()).toEqual(['body', 'id', 'title', 'url']);

    // The same process again, a restarted one, and two at once: nothing more.
    await ctx.scheduler.runNow();
    const restarted = () =>
      createReminderScheduler({
        db: ctx.db,
        clock: ctx.clock,
        push: ctx.push,
        mailer: null,
        logger: { info() {}, warn() {}, error() {} } as never,
        appUrl: 'http://lumma.test',
        secret: 'x'.repeat(40),
      });
    await Promise.all([restarted().runNow(), restarted().runNow()]);
    ctx.clock.advance(60 * 60_000);
    await Promise.all([restarted().runNow(), ctx.scheduler.runNow()]);
    expect(await pushes(phone, '/vacinas')).toHaveLength(1);

    const list = await listOf(client);
    // Two months old today: the month's milestones are due at the same hour.
    expect(list.items.map((n) => [n.kind, n.status, n.title]).sort()).toEqual([
      ['milestones', 'sent', 'Davi fez 2 meses'],
      ['vaccine', 'sent', push!.title],
    ]);
    expect(list.unread).toBe(2);
    expect(await okJson(client.api.reminders.read.$post())).toEqual({ unread: 0 });
    expect(await okJson(client.api.reminders.unread.$get())).toEqual({ unread: 0 });
  });

  it('is sent again a week later only while a dose is missing, and not at all once the doses are in', async () => {
    ctx.clock.set(SP('08:00'));
    const { client, babyId } = await mother(ctx);
    const phone = await device(client);
    ctx.clock.set(SP('09:00'));
    await ctx.scheduler.runNow();
    expect(await pushes(phone, '/vacinas')).toHaveLength(1);

    // She registers every dose due by this age before the week is over.
    await okJson(client.api.vaccines.onboarding.$post({ json: { babyId, choice: 'all' } }));
    ctx.clock.set(SP('09:00', addDays(TODAY, 7)));
    await ctx.scheduler.runNow();
    expect(await pushes(phone, '/vacinas')).toHaveLength(1);
  });

  it('is held by quiet hours to 07:00', async () => {
    ctx.clock.set(SP('20:00'));
    const { client } = await mother(ctx, { dailyTime: '23:00' });
    const phone = await device(client);
    ctx.clock.set(SP('23:00'));
    await ctx.scheduler.runNow();
    expect(await pushes(phone, '/vacinas')).toEqual([]);
    ctx.clock.set(SP('06:59', TOMORROW));
    await ctx.scheduler.runNow();
    expect(await pushes(phone, '/vacinas')).toEqual([]);
    ctx.clock.set(SP('07:00', TOMORROW));
    await ctx.scheduler.runNow();
    expect(await pushes(phone, '/vacinas')).toHaveLength(1);
  });
});

describe('planning (decision 035)', () => {
  it('looks at a baby once across four processes, then a day later or when her care changes', async () => {
    const own = await createTestContext();
    try {
      // Midnight today in São Paulo: already past on the real clock the agenda checks, and 9 h
      // before her daily hour, when the 2-month vaccines fall due, so the day plans reminders at
      // any real hour (real time itself planned nothing from 11:00 to 24:00 there).
      const now = SP('00:00');
      own.clock.set(now);
      const { client, babyId } = await mother(own);
      // Milliseconds since the epoch; -Infinity while the baby is due at once.
      const planAt = async () =>
        Number(
          (
            await own.db.execute<{ at: string }>(
              sql`select (extract(epoch from plan_at) * 1000)::text as at from babies where id = ${babyId}`,
            )
          ).rows[0]!.at,
        );
      expect(await planAt()).toBe(Number.NEGATIVE_INFINITY);

      // Four processes at once: the baby's rows are proposed by one of them only.
      const counts = await Promise.all([1, 2, 3, 4].map(() => planTimedReminders(own.db, own.clock.now())));
      const planned = await own.db.select().from(reminders).where(eq(reminders.babyId, babyId));
      expect(planned.length).toBeGreaterThan(0);
      expect(counts.reduce((a, b) => a + b, 0)).toBe(planned.length);
      expect(await planAt()).toBe(now.getTime() + 24 * 3_600_000);

      own.clock.advance(10 * 60_000);
      expect(await planTimedReminders(own.db, own.clock.now())).toBe(0);

      // A feeding logged: the baby is looked at again by the next pass, not a day later.
      const fed = new Date(now.getTime() - 60_000);
      const clock = wallClockOf(fed, 'America/Sao_Paulo');
      await agendaEvent(client, {
        type: 'mamada',
        babyId,
        occurredAt: fed.toISOString(),
        date: clock.day,
        time: clockText(clock.minutes),
      });
      expect(await planAt()).toBe(Number.NEGATIVE_INFINITY);
      await planTimedReminders(own.db, own.clock.now());
      expect(await planAt()).toBe(own.clock.now().getTime() + 24 * 3_600_000);
    } finally {
      await own.close();
    }
  });
});

describe('appointments', () => {
  it('are listed as coming, remind at the chosen time, and are marked missed after downtime', async () => {
    ctx.clock.set(SP('10:00'));
    const { client, babyId } = await mother(ctx);
    const phone = await device(client);
    const created = await client.api.consultations.$post({
      json: {
        title: 'Pediatra — Dra. Ana',
        startsAt: SP('14:30', TOMORROW).toISOString(),
        place: 'UBS Centro',
        remind: 'day-before',
      },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const soon = await okJson(
      client.api.consultations.$post({
        json: { title: 'Vacina da gripe', startsAt: SP('13:00').toISOString(), remind: 'two-hours' },
      }),
    );
    const upcoming = await okJson(client.api.consultations.upcoming.$get({ query: { babyId } }));
    expect(upcoming.consultations.map((c) => c.title)).toEqual(['Vacina da gripe', 'Pediatra — Dra. Ana']);

    // "2 horas antes" of 13:00 is 11:00; the server is down until 13:30: too late to be of use.
    ctx.clock.set(SP('13:30'));
    await ctx.scheduler.runNow();
    expect(await pushes(phone)).toEqual([]);
    const missed = (await listOf(client)).items.find((n) => n.kind === 'appointment');
    expect(missed).toMatchObject({ status: 'missed', title: 'Consulta: Vacina da gripe' });

    // "1 dia antes" of 26/11 14:30 rings at 14:30 today.
    ctx.clock.set(SP('14:30'));
    await ctx.scheduler.runNow();
    const titles = (await pushes(phone)).map((p) => p.title);
    expect(titles).toEqual(['Consulta: Pediatra — Dra. Ana']);
    const [push] = await pushes(phone);
    expect(push!.url).toMatch(/^\/agenda\?consulta=/);

    // The measurements are asked for two hours after it starts.
    ctx.clock.set(SP('16:30', TOMORROW));
    await ctx.scheduler.runNow();
    expect((await pushes(phone)).map((p) => p.title)).toContain('Anote as medidas da consulta');

    await okJson(client.api.consultations[':id'].$delete({ param: { id: soon.consultation.id } }));
    expect((await listOf(client)).items.some((n) => n.title === 'Consulta: Vacina da gripe')).toBe(true);
  });

  it('refuses a time in the past and a bad reminder choice, and a stranger gets 404', async () => {
    ctx.clock.set(SP('10:00'));
    const { client } = await mother(ctx);
    const past = await client.api.consultations.$post({
      json: { title: 'Pediatra', startsAt: SP('09:00').toISOString(), remind: 'at-time' },
    });
    expect(past.status).toBe(400);
    expect((await errorOf(past)).message).toBe('Escolha uma data e um horário no futuro');
    // 'never' is no reminder choice: the typed client cannot send it.
    const badRemind = await client.post('/api/consultations', {
      title: 'Pediatra',
      startsAt: SP('11:00').toISOString(),
      remind: 'never',
    });
    expect((await errorOf(badRemind)).message).toBe('Escolha quando lembrar');
    const { consultation } = await okJson(
      client.api.consultations.$post({
        json: { title: 'Pediatra', startsAt: SP('11:00').toISOString(), remind: 'at-time' },
      }),
    );
    const stranger = await mother(ctx);
    const removal = (id: string) => stranger.client.api.consultations[':id'].$delete({ param: { id } });
    expect((await removal(consultation.id)).status).toBe(404);
    expect((await removal('not-a-uuid')).status).toBe(404);
  });

  it('reach each member of the family by her own switches', async () => {
    ctx.clock.set(SP('10:00'));
    const { client, babyId } = await mother(ctx);
    const partner = ctx.client();
    await partner.signUp();
    await joinFamily(client, partner, babyId);
    await okJson(
      partner.api.profile.notifications.$put({
        json: {
          vaccines: true,
          appointments: false,
          feeding: false,
          sleep: false,
          diaper: false,
          medication: true,
          growth: true,
          tips: false,
        },
      }),
    );
    const hers = await device(client);
    const his = await device(partner);
    await okJson(
      client.api.consultations.$post({
        json: { title: 'Ortopedista', startsAt: SP('12:00').toISOString(), remind: 'at-time' },
      }),
    );
    ctx.clock.set(SP('12:00'));
    await ctx.scheduler.runNow();
    expect((await pushes(hers)).map((p) => p.title)).toContain('Consulta: Ortopedista');
    expect((await pushes(his)).map((p) => p.title)).not.toContain('Consulta: Ortopedista');
  });
});

describe('the autism screening (M-CHAT-R/F) at 18 months', () => {
  /** A birth date whose 18-month screening day, at this gestational age, is `on`; null if none is. */
  const bornForScreeningOn = (on: string, weeks: number) => {
    let day = addDays(addMonths(on, -18), -(40 - Math.min(weeks, 40)) * 7 - 5);
    while (autismScreeningDays(day, weeks * 7)[0]!.day < on) day = addDays(day, 1);
    return autismScreeningDays(day, weeks * 7)[0]!.day === on ? day : null;
  };
  // No full-term baby turns 18 months on some 31sts (18 months after June 30 is December 30, after
  // July 1 January 1): on such a day, the screening day of these tests is tomorrow.
  const DAY = bornForScreeningOn(TODAY, 40) && bornForScreeningOn(TODAY, 32) ? TODAY : addDays(TODAY, 1);
  const bornForScreeningToday = (weeks: number) => {
    const day = bornForScreeningOn(DAY, weeks);
    expect(day).not.toBeNull();
    return day!;
  };
  const TITLE = 'Davi fez 1 ano e 6 meses: peça a triagem do autismo';

  async function motherOf(weeks: number, birthDate = bornForScreeningToday(weeks)) {
    const { client } = await mother(ctx);
    await registeredBaby({ api: client.api }, { name: 'Davi', birthDate, gestationalWeeks: weeks });
    return client;
  }

  it('reminds her at her hour, on the milestones switch, to ask for it at the visit', async () => {
    ctx.clock.set(SP('08:00', DAY));
    const client = await motherOf(39);
    const phone = await device(client);
    await ctx.scheduler.runNow();
    ctx.clock.set(SP('09:00', DAY));
    await ctx.scheduler.runNow();
    const push = (await pushes(phone, '/desenvolvimento')).find((p) => p.title === TITLE);
    expect(push).toBeDefined();
    const item = (await listOf(client)).items.find((n) => n.title === TITLE);
    expect(item).toMatchObject({ kind: 'milestones', status: 'sent' });
    expect(item?.body).toMatch(/Caderneta da Criança tem o questionário M-CHAT-R\/F/);
    expect(item?.body).toMatch(/aos 18 e aos 24 meses/);
  });

  it('comes on the corrected age of a baby born at 32 weeks, not on her 18th month of life', async () => {
    ctx.clock.set(SP('09:00', DAY));
    const preterm = await motherOf(32);
    const termDay = await motherOf(32, bornForScreeningToday(39));
    await ctx.scheduler.runNow();
    expect((await listOf(preterm)).items.map((n) => n.title)).toContain(TITLE);
    expect((await listOf(termDay)).items.map((n) => n.title)).not.toContain(TITLE);
  });

  it('is not sent when she turned the growth and milestones switch off', async () => {
    ctx.clock.set(SP('08:30', DAY));
    const client = await motherOf(39);
    const phone = await device(client);
    const { preferences } = await okJson(client.api.profile.notifications.$get());
    await okJson(client.api.profile.notifications.$put({ json: { ...preferences, growth: false } }));
    ctx.clock.set(SP('09:00', DAY));
    await ctx.scheduler.runNow();
    expect((await pushes(phone)).map((p) => p.title)).not.toContain(TITLE);
    const planned = await ctx.db.select({ status: reminders.status }).from(reminders).where(eq(reminders.title, TITLE));
    expect(planned.map((r) => r.status)).toContain('off');
  });
});

describe('her time zone', () => {
  it('is what /api/me tells the app, so the app sends the phone’s only when it differs', async () => {
    const client = ctx.client();
    await client.signUp();
    const zoneOf = async () => (await okJson(client.api.me.$get())).profile.timeZone;
    expect(await zoneOf()).toBe('America/Sao_Paulo');
    await okJson(client.api.reminders['time-zone'].$put({ json: { timeZone: 'America/Manaus' } }));
    expect(await zoneOf()).toBe('America/Manaus');
  });
});

describe('devices', () => {
  it('forgets a device its push service says is gone (410)', async () => {
    ctx.clock.set(SP('10:00'));
    const { client } = await mother(ctx);
    const phone = await device(client);
    expect((await okJson(client.api.reminders.settings.$get())).devices).toHaveLength(1);
    await receiver.expire(phone.clientHash);
    await okJson(
      client.api.consultations.$post({
        json: { title: 'Pediatra', startsAt: SP('10:30').toISOString(), remind: 'at-time' },
      }),
    );
    ctx.clock.set(SP('10:30'));
    await ctx.scheduler.runNow();
    expect((await okJson(client.api.reminders.settings.$get())).devices).toEqual([]);
  });

  it('refuses an endpoint that is not a push service over https, and another mother’s device is a 404', async () => {
    const { client } = await mother(ctx);
    const keys = { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) };
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/x',
      'https://169.254.169.254/latest',
      'file:///etc/passwd',
    ]) {
      const response = await client.api.reminders.devices.$post({ json: { endpoint, keys } });
      expect(response.status).toBe(400);
    }
    const refused = await client.api.reminders.devices.$post({ json: { endpoint: 'https://evil.example/push', keys } });
    expect((await errorOf(refused)).message).toBe(
      'Este endereço de notificação não é de um serviço de push conhecido (https).',
    );
    const phone = await device(client);
    const { devices } = await okJson(client.api.reminders.settings.$get());
    const stranger = await mother(ctx);
    const param = { id: devices[0]!.id };
    expect((await stranger.client.api.reminders.devices[':id'].$delete({ param })).status).toBe(404);
    await okJson(client.api.reminders.devices[':id'].$delete({ param }));
    expect(phone.endpoint).toContain(receiver.origin);
  });
});

describe('medicine schedules', () => {
  it('remind every dose, in quiet hours too; "Dei agora" logs it once for the family', async () => {
    // The agenda takes no event in the future of the real clock: this one is real, 8 h 10 min ago.
    const now = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    const firstDose = new Date(now.getTime() - (8 * 60 + 10) * 60_000);
    const clockOf = (at: Date) => clockText(wallClockOf(at, 'America/Sao_Paulo').minutes);
    ctx.clock.set(now);
    // Her quiet hours cover this moment, and a dose rings all the same.
    const { client, babyId } = await mother(ctx, {
      quietStart: clockOf(new Date(now.getTime() - 3_600_000)),
      quietEnd: clockOf(new Date(now.getTime() + 3_600_000)),
    });
    const phone = await device(client);
    const event = await agendaEvent(client, {
      type: 'remedio',
      babyId,
      occurredAt: firstDose.toISOString(),
      date: wallClockOf(firstDose, 'America/Sao_Paulo').day,
      time: clockOf(firstDose),
      medicine: 'Amoxicilina',
      dose: '5 ml',
    });
    const schedule = (everyHours: number, days: number) =>
      client.api['medicine-schedules'].$post({ json: { eventId: event.id, everyHours, days } });
    const zero = await schedule(0, 5);
    expect((await errorOf(zero)).message).toBe('Informe de 1 em 1 a 24 em 24 horas');
    const tooLong = await schedule(8, 400);
    expect((await errorOf(tooLong)).message).toBe('Informe de 1 a 60 dias');
    const hourlyForTwoMonths = await schedule(1, 60);
    expect(hourlyForTwoMonths.status).toBe(400);
    expect((await errorOf(hourlyForTwoMonths)).message).toBe(
      'No máximo 120 doses por repetição: aumente o intervalo ou diminua os dias',
    );
    const created = await okJson(schedule(8, 2));
    // Six doses in two days; the one ten minutes ago is still worth a reminder.
    expect(created.doses).toBe(6);
    const again = await schedule(6, 1);
    expect(again.status).toBe(409);

    await ctx.scheduler.runNow();
    const [dose, ...more] = await pushes(phone, '/lembretes');
    expect(more).toEqual([]);
    expect(dose).toMatchObject({ title: 'Hora do remédio: Amoxicilina', dose: true, url: '/lembretes' });

    const answer = (who: TestClient, answer: 'given' | 'skipped') =>
      who.api.reminders[':id'].dose.$post({ param: { id: dose!.id }, json: { answer } });
    const given = await answer(client, 'given');
    expect(given.status, await given.clone().text()).toBe(200);
    expect((await answer(client, 'skipped')).status).toBe(409);
    const day = await okJson(
      client.api.agenda.day.$get({
        query: {
          babyId,
          start: new Date(now.getTime() - 60_000).toISOString(),
          end: new Date(now.getTime() + 60_000).toISOString(),
        },
      }),
    );
    expect(day.events.filter((e) => e.type === 'remedio').map((e) => [e.medicine, e.dose])).toEqual([
      ['Amoxicilina', '5 ml'],
    ]);
    const listed = (await listOf(client)).items.find((n) => n.id === dose!.id);
    expect(listed?.answer).toBe('given');

    const { schedules } = await okJson(client.api['medicine-schedules'].$get({ query: { babyId } }));
    const stranger = await mother(ctx);
    const stop = (who: TestClient) =>
      who.api['medicine-schedules'][':id'].stop.$post({ param: { id: schedules[0]!.id } });
    expect((await stop(stranger.client)).status).toBe(404);
    expect((await answer(stranger.client, 'given')).status).toBe(404);
    await okJson(stop(client));
    ctx.clock.set(new Date(now.getTime() + 8 * 3_600_000));
    await ctx.scheduler.runNow();
    expect(await pushes(phone, '/lembretes')).toHaveLength(1);
  });
});

describe('e-mail', () => {
  it('goes to the SMTP outbox when she has no device, with a link that turns that kind off', async () => {
    const smtp = await createTestContext({ SMTP_URL: 'smtp://127.0.0.1:2525' });
    try {
      smtp.clock.set(SP('08:00'));
      const { client } = await mother(smtp);
      smtp.clock.set(SP('09:00'));
      await smtp.scheduler.runNow();
      const sent = smtp.mail.filter((m) => /vacina/i.test(m.subject));
      expect(sent).toHaveLength(1);
      expect(sent[0]!.text).toContain('Abrir no Lumma: http://lumma.test/vacinas');
      const token = decodeURIComponent(/desativar\?t=([^\s]+)/.exec(sent[0]!.text)![1]!);
      const off = (token: string) => smtp.client().api.reminders.off.$post({ json: { token } });
      expect((await errorOf(await off(`${token}x`))).message).toBe('Este link de desativação não é válido.');
      expect(await okJson(off(token))).toEqual({ kind: 'vaccines', label: 'vacinas' });
      const { preferences } = await okJson(client.api.profile.notifications.$get());
      expect(preferences.vaccines).toBe(false);
      const [row] = await smtp.db.select().from(reminders).where(eq(reminders.kind, 'vaccine'));
      expect(row?.status).toBe('sent');
    } finally {
      await smtp.close();
    }
  });
});

describe('"Avisar 15 min antes da janela"', () => {
  it('rings 15 min before the next nap’s window for whoever turned sleep on, and not once she sleeps', async () => {
    // Yesterday: the agenda refuses events later than the real now.
    const DAY = addDays(TODAY, -1);
    ctx.clock.set(SP('09:40', DAY));
    const { client, babyId } = await mother(ctx);
    const partner = ctx.client();
    await partner.signUp();
    await joinFamily(client, partner, babyId);
    const switches = {
      vaccines: true,
      appointments: true,
      feeding: false,
      diaper: false,
      medication: true,
      growth: true,
    };
    await okJson(client.api.profile.notifications.$put({ json: { ...switches, tips: false, sleep: true } }));
    const hers = await device(client);
    const his = await device(partner);
    const sleep = (from: Date, to: Date) =>
      agendaEvent(
        { api: client.api },
        { type: 'sono', occurredAt: from.toISOString(), endedAt: to.toISOString(), date: DAY, time: '08:00' },
      );
    await sleep(SP('19:00', addDays(DAY, -1)), SP('06:30', DAY));
    await sleep(SP('08:30', DAY), SP('09:30', DAY));
    // Two months old, no days of her own yet: the common band, 45 to 90 min after 09:30.
    await ctx.scheduler.runNow();
    expect(await pushes(hers, '/sono')).toEqual([]);
    ctx.clock.set(SP('10:00', DAY));
    await ctx.scheduler.runNow();
    expect((await pushes(hers, '/sono')).map((p) => p.title)).toEqual([
      'Davi: a janela da próxima soneca abre às 10:15',
    ]);
    expect(await pushes(his, '/sono')).toEqual([]);
    // Woke at 11:00: the notice is planned for 11:30; she fell asleep at 11:20, so it is taken back.
    ctx.clock.set(SP('11:05', DAY));
    await sleep(SP('10:20', DAY), SP('11:00', DAY));
    await ctx.scheduler.runNow();
    ctx.clock.set(SP('11:25', DAY));
    await sleep(SP('11:20', DAY), SP('11:25', DAY));
    ctx.clock.set(SP('11:30', DAY));
    await ctx.scheduler.runNow();
    expect((await pushes(hers, '/sono')).map((p) => p.title)).toEqual([
      'Davi: a janela da próxima soneca abre às 10:15',
    ]);
  });
});

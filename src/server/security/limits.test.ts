import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDateOf } from '../../domain/agenda/local-days';
import { LIMIT_MESSAGES, LIMITS } from '../../domain/limits';
import { addDays } from '../../domain/reminders/zoned-time';
import { babies, bookletEntries, consultations, growthMeasurements, vaccines } from '../db/schema';
import { agendaEvent, motherWithBaby as registeredMother, signedUpMother } from '../test/factories';
import { createTestContext, errorOf, type TestClient, type TestContext } from '../test/harness';
import { okJson } from '../test/typed-client';

/**
 * What a family or a person may keep at once (src/domain/limits.ts): the last one past the limit
 * is a 429 in Portuguese, also when requests arrive together; and a device's endpoint stays with
 * the person who registered it.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

// São Paulo's day: a share link may not end after the sharer's today, which UTC's passes at 21:00.
const TODAY = localDateOf(new Date(), 'America/Sao_Paulo');
const PUSH_KEYS = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };

const motherWithBaby = () => registeredMother(ctx, { name: 'Lia', birthDate: '2026-01-10' });

async function expectLimit(response: Response, message: string) {
  expect(response.status, await response.clone().text()).toBe(429);
  expect(await errorOf(response)).toEqual({ code: 'limit_reached', message });
}

const statuses = (responses: Response[]) => responses.map((r) => r.status).sort();

describe('limits per baby and per account', () => {
  it(`${LIMITS.runningSchedules} medicines repeat at once per baby, also when asked together`, async () => {
    const mother = await motherWithBaby();
    const { client, api, babyId } = mother;
    const medicine = async () => {
      const event = await agendaEvent(mother, {
        babyId,
        type: 'remedio',
        medicine: 'Paracetamol',
        occurredAt: new Date().toISOString(),
        date: TODAY,
        time: '08:00',
      });
      return event.id;
    };
    const repeat = (eventId: string) => client.post('/api/medicine-schedules', { eventId, everyHours: 24, days: 1 });
    for (let i = 0; i < LIMITS.runningSchedules - 2; i++) expect((await repeat(await medicine())).status).toBe(201);
    const events = await Promise.all([1, 2, 3, 4, 5].map(medicine));
    const together = await Promise.all(events.map(repeat));
    expect(statuses(together)).toEqual([201, 201, 429, 429, 429]);
    await expectLimit(together.find((r) => r.status === 429)!, LIMIT_MESSAGES.runningSchedules);
    const { schedules } = await okJson(api['medicine-schedules'].$get({ query: { babyId } }));
    expect(schedules).toHaveLength(LIMITS.runningSchedules);
    await okJson(api['medicine-schedules'][':id'].stop.$post({ param: { id: schedules[0]!.id } }));
    expect((await repeat(events[together.findIndex((r) => r.status === 429)]!)).status).toBe(201);
  });

  it(`${LIMITS.activeReportLinks} report links are open at once per baby; a revoked one frees its place`, async () => {
    const { client, api, babyId } = await motherWithBaby();
    const share = () =>
      client.post('/api/reports/links', { babyId, from: addDays(TODAY, -60), to: TODAY, tz: 'America/Sao_Paulo' });
    for (let i = 0; i < LIMITS.activeReportLinks - 1; i++) expect((await share()).status).toBe(201);
    const together = await Promise.all([share(), share(), share()]);
    expect(statuses(together)).toEqual([201, 429, 429]);
    await expectLimit(together.find((r) => r.status === 429)!, LIMIT_MESSAGES.activeReportLinks);
    const { links } = await okJson(api.reports.links.$get({ query: { babyId } }));
    await okJson(api.reports.links[':id'].$delete({ param: { id: links[0]!.id } }));
    expect((await share()).status).toBe(201);
  });

  it(`${LIMITS.pushDevices} devices per person; registering one of hers again is not a new one`, async () => {
    const { client, api } = await signedUpMother(ctx);
    const register = (n: number) =>
      client.post('/api/reminders/devices', {
        endpoint: `https://fcm.googleapis.com/fcm/send/limit-${n}`,
        keys: PUSH_KEYS,
      });
    for (let n = 0; n < LIMITS.pushDevices - 1; n++) expect((await register(n)).status).toBe(201);
    const together = await Promise.all([100, 101, 102].map(register));
    expect(statuses(together)).toEqual([201, 429, 429]);
    await expectLimit(together.find((r) => r.status === 429)!, LIMIT_MESSAGES.pushDevices);
    expect((await register(0)).status).toBe(201);
    const { devices } = await okJson(api.reminders.settings.$get());
    expect(devices).toHaveLength(LIMITS.pushDevices);
  });

  it(`${LIMITS.bookletEntries} allergies and health conditions together per baby`, async () => {
    const { client, userId, babyId } = await motherWithBaby();
    await ctx.db.insert(bookletEntries).values(
      Array.from({ length: LIMITS.bookletEntries - 1 }, (_, i) => ({
        babyId,
        list: i % 2 ? ('allergies' as const) : ('healthConditions' as const),
        value: `Item ${i}`,
        recordedBy: userId,
      })),
    );
    const together = await Promise.all([
      client.post(`/api/babies/${babyId}/allergies`, { value: 'Ovo' }),
      client.post(`/api/babies/${babyId}/health-conditions`, { value: 'Asma' }),
    ]);
    expect(statuses(together)).toEqual([201, 429]);
    await expectLimit(together.find((r) => r.status === 429)!, LIMIT_MESSAGES.bookletEntries);
  });

  it(`${LIMITS.upcomingConsultations} consultations to come per baby; past ones do not count`, async () => {
    const { client, userId, babyId } = await motherWithBaby();
    const soon = (days: number) => new Date(Date.now() + days * 86_400_000);
    await ctx.db.insert(consultations).values([
      ...Array.from({ length: LIMITS.upcomingConsultations - 1 }, (_, i) => ({
        babyId,
        userId,
        title: `Consulta ${i}`,
        startsAt: soon(i + 1),
        remind: 'at-time' as const,
      })),
      { babyId, userId, title: 'Passada', startsAt: soon(-3), remind: 'at-time' as const },
    ]);
    const book = () =>
      client.post('/api/consultations', {
        babyId,
        title: 'Pediatra',
        startsAt: soon(2).toISOString(),
        remind: 'at-time',
      });
    expect(statuses(await Promise.all([book(), book()]))).toEqual([201, 429]);
    await expectLimit(await book(), LIMIT_MESSAGES.upcomingConsultations);
  });

  it(`${LIMITS.vaccineRecords} vaccine doses per baby`, async () => {
    const { client, userId, babyId } = await motherWithBaby();
    await ctx.db.insert(vaccines).values(
      Array.from({ length: LIMITS.vaccineRecords }, (_, i) => ({
        babyId,
        vaccineName: `Vacina ${i}`,
        applicationDate: TODAY,
        recordedBy: userId,
      })),
    );
    await expectLimit(
      await client.post('/api/vaccines/records', {
        babyId,
        vaccineName: 'Mais uma',
        applicationDate: TODAY,
        doseNumber: 1,
      }),
      LIMIT_MESSAGES.vaccineRecords,
    );
  });

  it(`${LIMITS.measurementsPerDay} measurements per baby on one day, a new one or one moved there`, async () => {
    const { client, userId, babyId } = await motherWithBaby();
    await ctx.db.insert(growthMeasurements).values(
      Array.from({ length: LIMITS.measurementsPerDay }, () => ({
        babyId,
        recordedBy: userId,
        measuredOn: '2026-03-01',
        weightKg: 5,
      })),
    );
    const add = (measuredOn: string) => client.post('/api/growth/measurements', { babyId, measuredOn, weightKg: 5 });
    await expectLimit(await add('2026-03-01'), LIMIT_MESSAGES.measurementsPerDay);
    const moved = await add('2026-03-02');
    expect(moved.status).toBe(201);
    const { measurement } = (await moved.json()) as { measurement: { id: string } };
    await expectLimit(
      await client.request('PUT', `/api/growth/measurements/${measurement.id}`, {
        measuredOn: '2026-03-01',
        weightKg: 5,
      }),
      LIMIT_MESSAGES.measurementsPerDay,
    );
  });

  it(`${LIMITS.babiesPerAccount} babies registered per person`, async () => {
    const { client, userId } = await signedUpMother(ctx);
    await ctx.db.insert(babies).values(
      Array.from({ length: LIMITS.babiesPerAccount - 1 }, (_, i) => ({
        userId,
        name: `Bebê ${i}`,
        birthDate: '2026-01-10',
      })),
    );
    const register = () => client.post('/api/babies', { name: 'Mais um', birthDate: '2026-01-10' });
    expect(statuses(await Promise.all([register(), register()]))).toEqual([201, 429]);
    await expectLimit(await register(), LIMIT_MESSAGES.babiesPerAccount);
  });
});

describe('a push endpoint', () => {
  const endpoint = 'https://fcm.googleapis.com/fcm/send/her-phone';
  const register = (client: TestClient, body: Record<string, unknown> = {}) =>
    client.post('/api/reminders/devices', { endpoint, keys: PUSH_KEYS, ...body });
  const devicesOf = async (client: TestClient) => (await okJson(client.api.reminders.settings.$get())).devices;

  it('stays with the person who registered it: another one is refused and her device stays', async () => {
    const victim = (await signedUpMother(ctx)).client;
    const intruder = (await signedUpMother(ctx)).client;
    const { device } = await okJson(
      victim.api.reminders.devices.$post({ json: { endpoint, keys: PUSH_KEYS, device: 'Celular da Ana' } }),
    );
    const taken = await register(intruder, { device: 'Intrusa' });
    expect(taken.status).toBe(409);
    expect((await errorOf(taken)).message).toBe(
      'Este aparelho já recebe as notificações de outra conta. Para recebê-las nesta, desative as notificações na outra conta primeiro.',
    );
    expect(await devicesOf(victim)).toEqual([expect.objectContaining({ id: device.id, device: 'Celular da Ana' })]);
    expect(await devicesOf(intruder)).toEqual([]);
    await okJson(victim.api.reminders.devices[':id'].$delete({ param: { id: device.id } }));
    expect((await register(intruder)).status).toBe(201);
  });

  it('is posted to on port 443 only', async () => {
    const { client } = await signedUpMother(ctx);
    for (const port of ['8443', '25', '6379']) {
      const response = await client.post('/api/reminders/devices', {
        endpoint: `https://fcm.googleapis.com:${port}/fcm/send/x`,
        keys: PUSH_KEYS,
      });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).message).toBe(
        'Este endereço de notificação não é de um serviço de push conhecido (https).',
      );
    }
    expect(await devicesOf(client)).toEqual([]);
  });
});

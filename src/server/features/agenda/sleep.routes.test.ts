import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, clockText, instantAt, wallClockOf } from '../../../domain/reminders/zoned-time';
import { motherWithBaby, signedUpMother } from '../../test/factories';
import { createTestContext, errorOf, type TestContext } from '../../test/harness';
import { okJson, type TypedClient } from '../../test/typed-client';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/**
 * A zone where it is now between 12:00 and 16:00, so the baby's morning naps are behind her and
 * the card has a window to show whatever the hour the test runs at.
 */
const TZ = [
  'Pacific/Kiritimati',
  'Australia/Brisbane',
  'Asia/Tokyo',
  'Asia/Kolkata',
  'Europe/Moscow',
  'Europe/Lisbon',
  'America/Sao_Paulo',
  'America/Chicago',
  'America/Los_Angeles',
  'Pacific/Honolulu',
].find((zone) => {
  const hour = wallClockOf(new Date(), zone).minutes / 60;
  return hour >= 12 && hour < 16;
})!;
const today = wallClockOf(new Date(), TZ).day;
const at = (day: string, clock: string) =>
  instantAt(day, Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3)), TZ).toISOString();

type EventFields = Parameters<TypedClient['agenda']['events']['$post']>[0]['json'];
async function sleep(client: TypedClient, day: string, from: string, to: string) {
  const endDay = to < from ? addDays(day, 1) : day;
  const json = {
    type: 'sono',
    occurredAt: at(day, from),
    endedAt: at(endDay, to),
    date: day,
    time: from,
  } as EventFields;
  const response = await client.agenda.events.$post({ json });
  expect(response.status, await response.clone().text()).toBe(201);
}

/** Four nights and three days of the same three naps, then this morning's first nap. */
async function threeRegularDays(client: TypedClient) {
  await sleep(client, addDays(today, -4), '19:00', '06:30');
  for (let d = 3; d >= 1; d--) {
    const day = addDays(today, -d);
    await sleep(client, day, '08:30', '09:30');
    await sleep(client, day, '11:45', '12:30');
    await sleep(client, day, '15:30', '16:15');
    await sleep(client, day, '19:00', '06:30');
  }
  await sleep(client, today, '08:30', '09:30');
}

const forecastOf = (client: TypedClient, babyId?: string) =>
  client.agenda.sleep.forecast.$get({ query: { tz: TZ, babyId } });
const pageOf = (client: TypedClient, days: '7' | '14' | '30', babyId?: string) =>
  client.agenda.sleep.$get({ query: { tz: TZ, days, babyId } });

async function familyWithCaregiver() {
  const ana = await motherWithBaby(ctx, { name: 'Helena', birthDate: addDays(today, -160) }, { name: 'Ana Souza' });
  const carla = await signedUpMother(ctx, { name: 'Carla Cuidadora' });
  const invitation = await okJson(ana.api.family.invitations.$post({ json: { babyId: ana.babyId, role: 'cuidador' } }));
  const token = invitation.path.split('/').pop()!;
  await okJson(carla.api.family.invitations['by-token'][':token'].accept.$post({ param: { token } }));
  return { ana, carla };
}

describe('Sono: the next window', () => {
  it('learns the window from her own days, and the family sees the same', async () => {
    const { ana, carla } = await familyWithCaregiver();
    await threeRegularDays(ana.api);
    const answer = await okJson(forecastOf(ana.api));
    if (!('forecast' in answer)) throw new Error('no baby');
    expect(answer.baby).toMatchObject({ id: ana.babyId, name: 'Helena' });
    expect(answer.learning).toEqual({ used: 3, skipped: 0 });
    const { forecast } = answer;
    if (forecast.state !== 'awake') throw new Error(forecast.state);
    expect(forecast.window.basis).toEqual({ kind: 'own', days: 3 });
    const width = (Date.parse(forecast.window.end) - Date.parse(forecast.window.start)) / 60_000;
    expect(width).toBeGreaterThanOrEqual(20);
    expect(width).toBeLessThanOrEqual(40);
    expect(await okJson(forecastOf(carla.api, ana.babyId))).toEqual(answer);
  });

  it('falls back to the common band for her corrected age with too little data', async () => {
    // Born 160 days ago at 32 weeks: 104 days corrected, 3 months.
    const ana = await motherWithBaby(ctx, { name: 'Helena', birthDate: addDays(today, -160), gestationalWeeks: 32 });
    await sleep(ana.api, addDays(today, -1), '19:00', '06:30');
    await sleep(ana.api, today, '08:30', '09:30');
    const answer = await okJson(forecastOf(ana.api));
    if (!('forecast' in answer) || answer.forecast.state !== 'awake') throw new Error('no window');
    expect(answer).toMatchObject({ months: 3, corrected: true });
    expect(answer.forecast.window.basis).toEqual({ kind: 'common', months: 3 });
    expect(Date.parse(answer.forecast.window.start) - Date.parse(at(today, '09:30'))).toBe(45 * 60_000);
  });

  it('says she is asleep while a sleep timer runs', async () => {
    const ana = await motherWithBaby(ctx);
    const startedAt = new Date(Date.now() - 48 * 60_000).toISOString();
    const timer = await ana.api.agenda.timers.$post({ json: { id: crypto.randomUUID(), kind: 'sono', startedAt } });
    expect(timer.status).toBe(201);
    const answer = await okJson(forecastOf(ana.api));
    expect('forecast' in answer && answer.forecast).toEqual({ state: 'asleep', since: startedAt });
  });

  it('has no window for a new baby, and nothing for a mother without one', async () => {
    const ana = await motherWithBaby(ctx);
    const answer = await okJson(forecastOf(ana.api));
    expect('forecast' in answer && answer.forecast).toEqual({ state: 'no_data' });
    const noBaby = await signedUpMother(ctx);
    expect(await okJson(forecastOf(noBaby.api))).toEqual({ baby: null });
  });
});

describe('Sono: the page', () => {
  it('draws each day, the range for her age and the score, for the family', async () => {
    const { ana, carla } = await familyWithCaregiver();
    await threeRegularDays(ana.api);
    await ana.api.agenda.events.$post({
      json: { type: 'mamada', occurredAt: at(addDays(today, -1), '10:00'), date: today, time: '10:00' } as EventFields,
    });
    const page = await okJson(pageOf(ana.api, '7'));
    if (!('days' in page)) throw new Error('no baby');
    expect(page.days).toHaveLength(7);
    const yesterday = page.days[5]!;
    expect(yesterday.day).toBe(addDays(today, -1));
    expect(yesterday.naps).toBe(3);
    expect(yesterday.feedings).toEqual([600]);
    expect(yesterday.sleeps.map((s) => [clockText(s.from), clockText(s.to)])).toEqual([
      ['00:00', '06:30'],
      ['08:30', '09:30'],
      ['11:45', '12:30'],
      ['15:30', '16:15'],
      ['19:00', clockText(yesterday.minutes)],
    ]);
    expect(yesterday.sleepSeconds).toBe((6.5 + 1 + 0.75 + 0.75 + 5) * 3600);
    expect(yesterday.longestNightSeconds).toBe(11.5 * 3600);
    expect(page.range).toMatchObject({ minHours: 12, maxHours: 16 });
    expect(page.learnedWindows.map((w) => [w.part, w.medianMinutes])).toEqual([
      ['manha', 120],
      ['tarde', 165],
    ]);
    // Today's nap was scored against the window learned from the three days before; the
    // first days' naps against the common band.
    expect(page.score.total).toBe(10);
    expect(page.score.inside).toBeGreaterThanOrEqual(1);
    expect(await okJson(pageOf(carla.api, '7', ana.babyId))).toEqual(page);
    const month = await okJson(pageOf(ana.api, '30'));
    expect('days' in month && month.days).toHaveLength(30);
  });

  it('answers 404 to a stranger and 400 to a period it does not draw', async () => {
    const ana = await motherWithBaby(ctx);
    const stranger = await signedUpMother(ctx);
    for (const response of [await pageOf(stranger.api, '7', ana.babyId), await forecastOf(stranger.api, ana.babyId)]) {
      expect(response.status).toBe(404);
      expect((await errorOf(response)).code).toBe('baby_not_found');
    }
    const bad = await ana.client.get(`/api/agenda/sleep?days=3&tz=${encodeURIComponent(TZ)}`);
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toBe('Escolha 7, 14 ou 30 dias');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { motherWithBaby as registeredMother } from '../../test/factories';
import { createTestContext, errorOf, type TestClient, type TestContext } from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type EventJson = { id: string; type: string; title: string | null; notes: string | null; occurredAt: string };
type DayJson = { events: EventJson[]; summary: Record<string, number>; baby: { name: string } | null };

async function motherWithBaby(babyName = 'Helena') {
  return (await registeredMother(ctx, { name: babyName, birthDate: '2026-06-01' })).client;
}

// São Paulo is UTC-3 all year: local 21/11 runs from 03:00Z on 21/11 to 02:59:59.999Z on 22/11.
const DAY = { start: '2026-11-21T03:00:00.000Z', end: '2026-11-22T02:59:59.999Z' };
const dayQuery = (range = DAY) =>
  `/api/agenda/day?start=${encodeURIComponent(range.start)}&end=${encodeURIComponent(range.end)}`;
const event = (type: string, occurredAt: string, time: string, extra: object = {}) => ({
  type,
  occurredAt,
  time,
  date: '2026-11-21',
  ...extra,
});

async function add(client: TestClient, body: object) {
  const response = await client.post('/api/agenda/events', body);
  expect(response.status).toBe(201);
  return ((await response.json()) as { event: EventJson }).event;
}

describe('agenda events', () => {
  it('adds events and lists the day in time order with its summary', async () => {
    const client = await motherWithBaby();
    await add(client, event('mamada', '2026-11-21T10:30:00.000Z', '07:30', { notes: '  peito esquerdo ' }));
    await add(client, event('fralda', '2026-11-21T11:00:00.000Z', '08:00'));
    await add(client, event('mamada', '2026-11-21T05:00:00.000Z', '02:00'));
    await add(client, event('Banho', '2026-11-21T22:00:00.000Z', '19:00'));

    const day = (await (await client.get(dayQuery())).json()) as DayJson;
    expect(day.baby?.name).toBe('Helena');
    expect(day.events.map((e) => [e.type, e.title, e.occurredAt])).toEqual([
      ['mamada', null, '2026-11-21T05:00:00.000Z'],
      ['mamada', null, '2026-11-21T10:30:00.000Z'],
      ['fralda', null, '2026-11-21T11:00:00.000Z'],
      ['outro', 'Banho', '2026-11-21T22:00:00.000Z'],
    ]);
    expect(day.events[1]?.notes).toBe('peito esquerdo');
    expect(day.summary).toEqual({ mamada: 2, fralda: 1, sono: 0, remedio: 0 });
  });

  it('keeps events to the requested range, up to the last millisecond', async () => {
    const client = await motherWithBaby();
    await add(client, event('sono', '2026-11-21T02:59:59.999Z', '23:59', { date: '2026-11-20' }));
    await add(client, event('sono', '2026-11-21T03:00:00.000Z', '00:00'));
    await add(client, event('sono', '2026-11-22T02:59:59.999Z', '23:59'));
    await add(client, event('sono', '2026-11-22T03:00:00.000Z', '00:00', { date: '2026-11-22' }));
    const day = (await (await client.get(dayQuery())).json()) as DayJson;
    expect(day.events.map((e) => e.occurredAt)).toEqual(['2026-11-21T03:00:00.000Z', '2026-11-22T02:59:59.999Z']);
    const yesterday = (await (
      await client.get(dayQuery({ start: '2026-11-20T03:00:00.000Z', end: '2026-11-21T02:59:59.999Z' }))
    ).json()) as DayJson;
    expect(yesterday.events).toHaveLength(1);
  });

  it('deletes her own event; another mother gets 404 and the event stays', async () => {
    const ana = await motherWithBaby();
    const bia = await motherWithBaby('Bento');
    const created = await add(ana, event('remedio', '2026-11-21T15:00:00.000Z', '12:00'));

    const stranger = await bia.request('DELETE', `/api/agenda/events/${created.id}`);
    expect(stranger.status).toBe(404);
    expect((await errorOf(stranger)).message).toBe('Evento não encontrado.');
    expect(((await (await ana.get(dayQuery())).json()) as DayJson).events).toHaveLength(1);
    expect(((await (await bia.get(dayQuery())).json()) as DayJson).events).toHaveLength(0);

    expect((await ana.request('DELETE', `/api/agenda/events/${created.id}`)).status).toBe(200);
    expect(((await (await ana.get(dayQuery())).json()) as DayJson).events).toHaveLength(0);
    expect((await ana.request('DELETE', `/api/agenda/events/${created.id}`)).status).toBe(404);
  });

  it("cannot add to another mother's baby", async () => {
    const ana = await motherWithBaby();
    const { babies } = (await (await ana.get('/api/babies')).json()) as { babies: { id: string }[] };
    const bia = await motherWithBaby('Bento');
    const response = await bia.post(
      '/api/agenda/events',
      event('mamada', '2026-11-21T10:30:00.000Z', '07:30', { babyId: babies[0]!.id }),
    );
    expect(response.status).toBe(404);
  });

  it("reads a baby she names, and answers another mother's baby with 404", async () => {
    const ana = await motherWithBaby();
    await ana.post('/api/babies', { name: 'Caio', birthDate: '2026-01-10' });
    const { babies } = (await (await ana.get('/api/babies')).json()) as { babies: { id: string; name: string }[] };
    const older = babies.find((b) => b.name === 'Caio')!;
    await add(ana, event('sono', '2026-11-21T15:00:00.000Z', '12:00', { babyId: older.id }));
    const named = (await (await ana.get(`${dayQuery()}&babyId=${older.id}`)).json()) as DayJson;
    expect(named.baby?.name).toBe('Caio');
    expect(named.summary).toEqual({ mamada: 0, fralda: 0, sono: 1, remedio: 0 });
    expect(((await (await ana.get(dayQuery())).json()) as DayJson).events).toEqual([]);

    const bia = await motherWithBaby('Bento');
    const response = await bia.get(`${dayQuery()}&babyId=${older.id}`);
    expect(response.status).toBe(404);
    expect((await errorOf(response)).message).toBe('Bebê não encontrado.');
  });

  it('lands once when the same event is sent again with its id', async () => {
    const client = await motherWithBaby();
    const id = crypto.randomUUID();
    const body = event('mamada', '2026-11-21T10:30:00.000Z', '07:30', { id });
    expect((await client.post('/api/agenda/events', body)).status).toBe(201);
    expect((await client.post('/api/agenda/events', body)).status).toBe(200);
    expect(((await (await client.get(dayQuery())).json()) as DayJson).events).toHaveLength(1);
  });

  it('needs a baby first', async () => {
    const client = ctx.client();
    await client.signUp();
    const response = await client.post('/api/agenda/events', event('mamada', '2026-11-21T10:30:00.000Z', '07:30'));
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe('Nenhum bebê cadastrado. Cadastre um bebê primeiro.');
    expect(await (await client.get(dayQuery())).json()).toEqual({
      baby: null,
      events: [],
      summary: { mamada: 0, fralda: 0, sono: 0, remedio: 0 },
    });
  });

  it.each([
    [{ time: '' }, 'Por favor, selecione um horário'],
    [{ date: '' }, 'Por favor, selecione uma data'],
    [{ time: '25:00' }, 'Por favor, selecione um horário'],
  ])('refuses %o with "%s"', async (change, message) => {
    const client = await motherWithBaby();
    const response = await client.post('/api/agenda/events', {
      ...event('mamada', '2026-11-21T10:30:00.000Z', '07:30'),
      ...change,
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe(message);
  });

  it('refuses a range that is not one day', async () => {
    const client = await motherWithBaby();
    expect((await client.get(dayQuery({ start: DAY.end, end: DAY.start }))).status).toBe(400);
    expect((await client.get(dayQuery({ start: '2026-11-01T03:00:00.000Z', end: DAY.end }))).status).toBe(400);
    expect((await client.get('/api/agenda/day?start=ontem&end=hoje')).status).toBe(400);
  });
});

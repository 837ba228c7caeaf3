import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { babyFields, motherWithBaby as registeredMother, signedUpMother } from '../../test/factories';
import { createTestContext, errorOf, type TestContext } from '../../test/harness';
import { okJson, type TypedClient } from '../../test/typed-client';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type EventFields = Parameters<TypedClient['agenda']['events']['$post']>[0]['json'];

async function motherWithBaby(babyName = 'Helena') {
  return (await registeredMother(ctx, { name: babyName, birthDate: '2026-06-01' })).api;
}

// São Paulo is UTC-3 all year: local 21/11 runs from 03:00Z on 21/11 to 02:59:59.999Z on 22/11.
const DAY = { start: '2026-11-21T03:00:00.000Z', end: '2026-11-22T02:59:59.999Z' };
const dayOf = (api: TypedClient, range = DAY, babyId?: string) =>
  api.agenda.day.$get({ query: { ...range, ...(babyId && { babyId }) } });
// The route's type names every detail, but an event leaves out those it has not.
const event = (type: string, occurredAt: string, time: string, extra: Partial<EventFields> = {}) =>
  ({ type, occurredAt, time, date: '2026-11-21', ...extra }) as EventFields;

async function add(api: TypedClient, body: EventFields) {
  const response = await api.agenda.events.$post({ json: body });
  expect(response.status).toBe(201);
  return (await okJson(response)).event;
}

describe('agenda events', () => {
  it('adds events and lists the day in time order with its summary', async () => {
    const client = await motherWithBaby();
    await add(client, event('mamada', '2026-11-21T10:30:00.000Z', '07:30', { notes: '  peito esquerdo ' }));
    await add(client, event('fralda', '2026-11-21T11:00:00.000Z', '08:00'));
    await add(client, event('mamada', '2026-11-21T05:00:00.000Z', '02:00'));
    await add(client, event('Banho', '2026-11-21T22:00:00.000Z', '19:00'));

    const day = await okJson(dayOf(client));
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
    const day = await okJson(dayOf(client));
    expect(day.events.map((e) => e.occurredAt)).toEqual(['2026-11-21T03:00:00.000Z', '2026-11-22T02:59:59.999Z']);
    const yesterday = await okJson(
      dayOf(client, { start: '2026-11-20T03:00:00.000Z', end: '2026-11-21T02:59:59.999Z' }),
    );
    expect(yesterday.events).toHaveLength(1);
  });

  it('deletes her own event; another mother gets 404 and the event stays', async () => {
    const ana = await motherWithBaby();
    const bia = await motherWithBaby('Bento');
    const created = await add(ana, event('remedio', '2026-11-21T15:00:00.000Z', '12:00'));

    const stranger = await bia.agenda.events[':id'].$delete({ param: { id: created.id } });
    expect(stranger.status).toBe(404);
    expect((await errorOf(stranger)).message).toBe('Evento não encontrado.');
    expect((await okJson(dayOf(ana))).events).toHaveLength(1);
    expect((await okJson(dayOf(bia))).events).toHaveLength(0);

    expect((await ana.agenda.events[':id'].$delete({ param: { id: created.id } })).status).toBe(200);
    expect((await okJson(dayOf(ana))).events).toHaveLength(0);
    expect((await ana.agenda.events[':id'].$delete({ param: { id: created.id } })).status).toBe(404);
  });

  it("cannot add to another mother's baby", async () => {
    const ana = await motherWithBaby();
    const { babies } = await okJson(ana.babies.$get());
    const bia = await motherWithBaby('Bento');
    const response = await bia.agenda.events.$post({
      json: event('mamada', '2026-11-21T10:30:00.000Z', '07:30', { babyId: babies[0]!.id }),
    });
    expect(response.status).toBe(404);
  });

  it("reads a baby she names, and answers another mother's baby with 404", async () => {
    const ana = await motherWithBaby();
    await ana.babies.$post({ json: babyFields({ name: 'Caio', birthDate: '2026-01-10' }) });
    const { babies } = await okJson(ana.babies.$get());
    const older = babies.find((b) => b.name === 'Caio')!;
    await add(ana, event('sono', '2026-11-21T15:00:00.000Z', '12:00', { babyId: older.id }));
    const named = await okJson(dayOf(ana, DAY, older.id));
    expect(named.baby?.name).toBe('Caio');
    expect(named.summary).toEqual({ mamada: 0, fralda: 0, sono: 1, remedio: 0 });
    expect((await okJson(dayOf(ana))).events).toEqual([]);

    const bia = await motherWithBaby('Bento');
    const response = await dayOf(bia, DAY, older.id);
    expect(response.status).toBe(404);
    expect((await errorOf(response)).message).toBe('Bebê não encontrado.');
  });

  it('lands once when the same event is sent again with its id', async () => {
    const client = await motherWithBaby();
    const id = crypto.randomUUID();
    const body = event('mamada', '2026-11-21T10:30:00.000Z', '07:30', { id });
    expect((await client.agenda.events.$post({ json: body })).status).toBe(201);
    expect((await client.agenda.events.$post({ json: body })).status).toBe(200);
    expect((await okJson(dayOf(client))).events).toHaveLength(1);
  });

  it('needs a baby first', async () => {
    const { api: client } = await signedUpMother(ctx);
    const response = await client.agenda.events.$post({ json: event('mamada', '2026-11-21T10:30:00.000Z', '07:30') });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe('Nenhum bebê cadastrado. Cadastre um bebê primeiro.');
    expect(await okJson(dayOf(client))).toEqual({
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
    const response = await client.agenda.events.$post({
      json: { ...event('mamada', '2026-11-21T10:30:00.000Z', '07:30'), ...change },
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe(message);
  });

  it('refuses a range that is not one day', async () => {
    const client = await motherWithBaby();
    expect((await dayOf(client, { start: DAY.end, end: DAY.start })).status).toBe(400);
    expect((await dayOf(client, { start: '2026-11-01T03:00:00.000Z', end: DAY.end })).status).toBe(400);
    expect((await dayOf(client, { start: 'ontem', end: 'hoje' })).status).toBe(400);
  });
});

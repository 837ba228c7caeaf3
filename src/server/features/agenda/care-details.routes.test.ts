import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { motherWithBaby as registeredMother } from '../../test/factories';
import { createTestContext, errorOf, type TestClient, type TestContext } from '../../test/harness';
import { joinFamily } from '../../test/route-table';
import { okJson, type TypedClient } from '../../test/typed-client';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type EventFields = Parameters<TypedClient['agenda']['events']['$post']>[0]['json'];
type TimerStart = Parameters<TypedClient['agenda']['timers']['$post']>[0]['json'];
type TimerSides = Parameters<TypedClient['agenda']['timers'][':id']['$put']>[0]['json'];

async function motherWithBaby() {
  return (await registeredMother(ctx, { name: 'Helena', birthDate: '2026-06-01' })).client;
}

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
// The route's type names every detail, but an event leaves out those it has not (and a refused one
// may say what no event may).
const event = (type: string, extra: object = {}, occurredAt = ago(60)) =>
  ({
    type,
    occurredAt,
    time: '08:00',
    date: '2026-11-21',
    ...extra,
  }) as EventFields;
const dayOf = (client: TestClient) => {
  // One clock reading: two would make the span a few ms longer than the 26 h the server allows.
  const now = Date.now();
  const start = new Date(now - 25 * 3600_000).toISOString();
  const end = new Date(now + 3600_000).toISOString();
  return okJson(client.api.agenda.day.$get({ query: { start, end } }));
};
/** The dashboard's glance, as the route answers it (with no baby yet, only `{ baby: null }`). */
const anyGlanceOf = (client: TestClient, start = ago(12 * 60), end = new Date(Date.now() + 3600_000).toISOString()) =>
  okJson(client.api.agenda.glance.$get({ query: { start, end } }));
/** The glance of a mother who has a baby. */
const glanceOf = async (client: TestClient, start?: string) => {
  const glance = await anyGlanceOf(client, start);
  if (!('timers' in glance)) throw new Error(`no baby at a glance: ${JSON.stringify(glance)}`);
  return glance;
};

async function add(client: TestClient, body: EventFields) {
  const response = await client.api.agenda.events.$post({ json: body });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await okJson(response)).event;
}

describe('details by type', () => {
  it('stores and lists each type’s details', async () => {
    const client = await motherWithBaby();
    const sleepStart = ago(200);
    const sleepEnd = ago(80);
    await add(client, event('mamada', { feeding: 'peito_direito', leftSeconds: 300, rightSeconds: 600 }));
    await add(client, event('mamada', { feeding: 'mamadeira', bottleMl: 120, milk: 'formula' }));
    await add(client, event('sono', { endedAt: sleepEnd }, sleepStart));
    await add(client, event('fralda', { diaper: 'xixi_e_coco' }));
    await add(client, event('remedio', { medicine: ' Paracetamol ', dose: '5 gotas' }));
    await add(client, event('mamada'));

    const { events } = await dayOf(client);
    const details = events.map(
      ({ type, feeding, leftSeconds, rightSeconds, bottleMl, milk, endedAt, diaper, medicine, dose }) => ({
        type,
        ...Object.fromEntries(
          Object.entries({
            feeding,
            leftSeconds,
            rightSeconds,
            bottleMl,
            milk,
            endedAt,
            diaper,
            medicine,
            dose,
          }).filter(([, v]) => v !== null),
        ),
      }),
    );
    expect(details).toEqual([
      { type: 'sono', endedAt: sleepEnd },
      { type: 'mamada', feeding: 'peito_direito', leftSeconds: 300, rightSeconds: 600 },
      { type: 'mamada', feeding: 'mamadeira', bottleMl: 120, milk: 'formula' },
      { type: 'fralda', diaper: 'xixi_e_coco' },
      { type: 'remedio', medicine: 'Paracetamol', dose: '5 gotas' },
      { type: 'mamada' },
    ]);
  });

  it.each([
    ['an end before the start', event('sono', { endedAt: ago(90) }, ago(60)), 'O fim deve ser depois do início'],
    ['a sleep over 24 h', event('sono', { endedAt: ago(10) }, ago(25 * 60)), 'A duração não pode passar de 24 horas'],
    [
      'a time in the future',
      event('mamada', {}, new Date(Date.now() + 3600_000).toISOString()),
      'O horário não pode estar no futuro',
    ],
    [
      'an end in the future',
      event('sono', { endedAt: new Date(Date.now() + 3600_000).toISOString() }),
      'O horário não pode estar no futuro',
    ],
    ['over 500 ml', event('mamada', { feeding: 'mamadeira', bottleMl: 501 }), 'Informe a quantidade em ml, de 1 a 500'],
    [
      'a negative amount',
      event('mamada', { feeding: 'mamadeira', bottleMl: -5 }),
      'Informe a quantidade em ml, de 1 a 500',
    ],
    [
      'ml on the breast',
      event('mamada', { feeding: 'peito_esquerdo', bottleMl: 90 }),
      'Quantidade e tipo de leite são só da mamadeira',
    ],
    [
      'a side’s time for the bottle',
      event('mamada', { feeding: 'mamadeira', leftSeconds: 60 }),
      'A duração por peito é só da mamada no peito',
    ],
    ['a negative duration', event('mamada', { feeding: 'peito_esquerdo', leftSeconds: -1 }), 'Duração inválida'],
    [
      'a diaper’s detail on a feeding',
      event('mamada', { diaper: 'xixi' }),
      'Este detalhe não vale para este tipo de registro',
    ],
    [
      'a medicine on a custom type',
      event('Banho', { medicine: 'Dipirona' }),
      'Este detalhe não vale para este tipo de registro',
    ],
    ['an unknown diaper', event('fralda', { diaper: 'verde' }), 'Escolha xixi, cocô ou os dois'],
    ['a very long dose', event('remedio', { dose: 'x'.repeat(41) }), 'Dose muito longa'],
  ])('refuses %s with a clear message and saves nothing', async (_label, body, message) => {
    const client = await motherWithBaby();
    const response = await client.api.agenda.events.$post({ json: body });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe(message);
    expect((await dayOf(client)).events).toEqual([]);
  });

  it('keeps old events as they were: no details', async () => {
    const client = await motherWithBaby();
    const saved = await add(client, event('fralda'));
    expect(saved).toMatchObject({ diaper: null, endedAt: null, feeding: null, medicine: null });
  });
});

describe('editing an event', () => {
  it('changes its time and details', async () => {
    const client = await motherWithBaby();
    const saved = await add(client, event('mamada', { feeding: 'peito_esquerdo', leftSeconds: 300 }));
    const occurredAt = ago(30);
    const response = await client.api.agenda.events[':id'].$patch({
      param: { id: saved.id },
      json: {
        ...event('mamada', { feeding: 'mamadeira', bottleMl: 90, milk: 'materno', notes: 'bebeu tudo' }, occurredAt),
      },
    });
    expect(response.status).toBe(200);
    const [listed] = (await dayOf(client)).events;
    expect(listed).toMatchObject({
      id: saved.id,
      occurredAt,
      feeding: 'mamadeira',
      bottleMl: 90,
      milk: 'materno',
      leftSeconds: null,
      notes: 'bebeu tudo',
    });
  });

  it('refuses bad details and changes nothing', async () => {
    const client = await motherWithBaby();
    const saved = await add(client, event('sono', { endedAt: ago(10) }, ago(60)));
    const response = await client.api.agenda.events[':id'].$patch({
      param: { id: saved.id },
      json: event('sono', { endedAt: ago(70) }, ago(60)),
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe('O fim deve ser depois do início');
    expect((await dayOf(client)).events[0]).toMatchObject({ endedAt: saved.endedAt });
  });

  it('answers 404 for another mother’s event and for no event', async () => {
    const client = await motherWithBaby();
    const other = await motherWithBaby();
    const saved = await add(client, event('fralda'));
    for (const id of [saved.id, crypto.randomUUID(), 'nao-e-um-id']) {
      const response = await other.api.agenda.events[':id'].$patch({
        param: { id },
        json: event('fralda', { diaper: 'coco' }),
      });
      expect(response.status).toBe(404);
    }
    expect((await dayOf(client)).events[0]).toMatchObject({ diaper: null });
  });
});

describe('timers', () => {
  // A refused start may leave out what the route's type asks for.
  const start = (client: TestClient, body: object) => client.api.agenda.timers.$post({ json: body as TimerStart });

  it('runs a feeding side by side, and stopping it saves one event with both sides', async () => {
    const client = await motherWithBaby();
    const id = crypto.randomUUID();
    const startedAt = ago(20);
    const started = await start(client, { id, kind: 'mamada', startedAt, side: 'esquerdo' });
    expect(started.status).toBe(201);
    // Sent again from the phone's queue: the same timer, not a conflict.
    expect((await start(client, { id, kind: 'mamada', startedAt, side: 'esquerdo' })).status).toBe(200);

    const switched = await client.api.agenda.timers[':id'].$put({
      param: { id },
      json: { side: 'direito', sideSince: ago(8), leftSeconds: 720, rightSeconds: 0 },
    });
    expect(switched.status).toBe(200);
    const glance = await glanceOf(client);
    expect(glance.timers).toEqual([
      expect.objectContaining({ id, kind: 'mamada', side: 'direito', leftSeconds: 720, rightSeconds: 0, startedAt }),
    ]);

    const stop = {
      id,
      ...event('mamada', { feeding: 'peito_direito', leftSeconds: 720, rightSeconds: 480, endedAt: ago(0) }, startedAt),
    };
    await add(client, stop);
    // The stop sent again lands once.
    expect((await client.api.agenda.events.$post({ json: stop })).status).toBe(200);
    expect((await glanceOf(client)).timers).toEqual([]);
    const { events } = await dayOf(client);
    expect(events).toEqual([
      expect.objectContaining({ id, leftSeconds: 720, rightSeconds: 480, feeding: 'peito_direito' }),
    ]);
  });

  it('runs one of each kind per baby, whoever in the family starts it, and the family sees it', async () => {
    const client = await motherWithBaby();
    const { baby } = await glanceOf(client);
    const carer = ctx.client();
    await carer.signUp({ name: 'Carla Cuidadora' });
    await joinFamily(client, carer, baby.id);

    const sleepId = crypto.randomUUID();
    expect((await start(client, { id: sleepId, kind: 'sono', startedAt: ago(5) })).status).toBe(201);
    expect((await glanceOf(carer)).timers).toEqual([expect.objectContaining({ id: sleepId, kind: 'sono' })]);
    const second = await start(carer, { id: crypto.randomUUID(), kind: 'sono', startedAt: ago(1) });
    expect(second.status).toBe(409);
    expect((await errorOf(second)).message).toBe('Já há um sono em andamento para este bebê.');
    expect(
      (await start(carer, { id: crypto.randomUUID(), kind: 'mamada', startedAt: ago(1), side: 'direito' })).status,
    ).toBe(201);
    expect((await glanceOf(client)).timers).toHaveLength(2);

    // Both press Parar at once: the sleep is saved once, and neither is told it failed.
    const stop = { id: sleepId, ...event('sono', { endedAt: ago(0) }, ago(5)) };
    const answers = await Promise.all([
      client.api.agenda.events.$post({ json: stop }),
      carer.api.agenda.events.$post({ json: stop }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 201]);
    expect((await dayOf(client)).events.filter((e) => e.type === 'sono')).toHaveLength(1);
    expect((await glanceOf(carer)).timers).toEqual([expect.objectContaining({ kind: 'mamada' })]);
  });

  it.each([
    ['a feeding with no side', { kind: 'mamada' }, 'Escolha o peito esquerdo ou o direito'],
    ['a sleep with a side', { kind: 'sono', side: 'esquerdo' }, 'Escolha o peito esquerdo ou o direito'],
    [
      'a start in the future',
      { kind: 'sono', startedAt: new Date(Date.now() + 3600_000).toISOString() },
      'O início não pode estar no futuro nem há mais de 24 horas.',
    ],
    [
      'a start over a day ago',
      { kind: 'sono', startedAt: ago(25 * 60) },
      'O início não pode estar no futuro nem há mais de 24 horas.',
    ],
  ])('refuses %s', async (_label, body, message) => {
    const client = await motherWithBaby();
    const response = await start(client, { id: crypto.randomUUID(), startedAt: ago(1), ...body });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe(message);
    expect((await glanceOf(client)).timers).toEqual([]);
  });

  it('refuses sides that do not fit in the feeding, and another mother’s timer is 404', async () => {
    const client = await motherWithBaby();
    const other = await motherWithBaby();
    const id = crypto.randomUUID();
    await start(client, { id, kind: 'mamada', startedAt: ago(10), side: 'esquerdo' });
    const tooMuch = await client.api.agenda.timers[':id'].$put({
      param: { id },
      json: { side: 'direito', sideSince: ago(5), leftSeconds: 3600, rightSeconds: 0 },
    });
    expect(tooMuch.status).toBe(400);
    expect((await errorOf(tooMuch)).message).toBe('Os tempos por peito não cabem no tempo da mamada.');
    const sides: TimerSides = { side: 'direito', sideSince: ago(5), leftSeconds: 300, rightSeconds: 0 };
    expect((await other.api.agenda.timers[':id'].$put({ param: { id }, json: sides })).status).toBe(404);
    expect((await other.api.agenda.timers[':id'].$delete({ param: { id } })).status).toBe(404);
    expect((await glanceOf(client)).timers).toEqual([
      expect.objectContaining({ id, side: 'esquerdo', leftSeconds: 0 }),
    ]);
    expect((await client.api.agenda.timers[':id'].$delete({ param: { id } })).status).toBe(200);
    expect((await glanceOf(client)).timers).toEqual([]);
    expect((await dayOf(client)).events).toEqual([]);
  });
});

describe('the dashboard at a glance', () => {
  it('answers the last of each kind and the day’s counts, a night’s sleep counted inside the day', async () => {
    const client = await motherWithBaby();
    const dayStart = ago(10 * 60);
    await add(client, event('sono', { endedAt: ago(9 * 60) }, ago(11 * 60)));
    await add(client, event('mamada', { feeding: 'peito_esquerdo' }, ago(300)));
    await add(client, event('mamada', { feeding: 'peito_direito' }, ago(130)));
    await add(client, event('fralda', { diaper: 'xixi' }, ago(200)));
    await add(client, event('fralda', { diaper: 'xixi_e_coco' }, ago(45)));
    await add(client, event('sono', { endedAt: ago(100) }, ago(160)));
    await add(client, event('remedio', { medicine: 'Vitamina D', dose: '2 gotas' }, ago(240)));
    await add(client, event('mamada', {}, ago(11 * 60)));

    const glance = await glanceOf(client, dayStart);
    expect(glance).toMatchObject({
      baby: { name: 'Helena', role: 'responsavel' },
      timers: [],
      lastFeeding: { feeding: 'peito_direito', occurredAt: expect.any(String) },
      lastDiaper: { diaper: 'xixi_e_coco' },
      lastSleep: { endedAt: expect.any(String) },
      lastMedicine: { medicine: 'Vitamina D', dose: '2 gotas' },
      // The night's sleep ran from 11 h to 9 h ago: one hour of it is inside the day.
      today: { mamada: 2, fralda: 2, xixi: 2, coco: 1, remedio: 1, sleepSeconds: 3600 + 3600 },
    });
  });

  it('answers no baby before the first one', async () => {
    const client = ctx.client();
    await client.signUp();
    expect(await anyGlanceOf(client)).toEqual({ baby: null });
  });
});

describe('the next appointment at a glance', () => {
  const hoursAhead = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();
  const schedule = async (client: TestClient, title: string, startsAt: string) => {
    const response = await client.api.consultations.$post({ json: { title, startsAt, remind: 'at-time' } });
    expect(response.status, await response.clone().text()).toBe(201);
  };

  it('is the soonest within a week, of this baby only', async () => {
    const client = await motherWithBaby();
    expect((await glanceOf(client)).nextConsultation).toBeNull();
    await schedule(client, 'Ortopedista', hoursAhead(24 * 10));
    expect((await glanceOf(client)).nextConsultation).toBeNull();
    await schedule(client, 'Pediatra', hoursAhead(26));
    await schedule(client, 'Vacina da gripe', hoursAhead(50));
    const other = await motherWithBaby();
    await schedule(other, 'Dermatologista', hoursAhead(2));

    const { nextConsultation } = await glanceOf(client);
    expect(nextConsultation).toEqual({ id: expect.any(String), title: 'Pediatra', startsAt: expect.any(String) });
    expect(Math.abs(Date.parse(nextConsultation!.startsAt) - Date.parse(hoursAhead(26)))).toBeLessThan(60_000);
  });
});

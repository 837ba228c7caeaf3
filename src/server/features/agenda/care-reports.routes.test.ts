import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDateOf, localDayWindows } from '../../../domain/agenda/local-days';
import { parseCsv } from '../../../test/parse-csv';
import { motherWithBaby } from '../../test/factories';
import { createTestContext, errorOf, type TestContext } from '../../test/harness';
import { okJson, type TypedClient } from '../../test/typed-client';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const TZ = 'America/Sao_Paulo';
const [dayBefore, yesterday] = localDayWindows(localDateOf(new Date(Date.now() - 86_400_000), TZ), 2, TZ);
/** An instant `hours` after the local day's start (São Paulo keeps no daylight saving since 2019). */
const at = (day: { start: Date }, hours: number) => new Date(day.start.getTime() + hours * 3_600_000).toISOString();

const mother = (name: string) => motherWithBaby(ctx, { name: 'Théo Lima', birthDate: '2026-06-01' }, { name });

type EventFields = Parameters<TypedClient['agenda']['events']['$post']>[0]['json'];

async function log(client: TypedClient, type: string, occurredAt: string, details: Partial<EventFields> = {}) {
  // The route's type names every detail, but an event leaves out those it has not.
  const json = { type, occurredAt, date: '2026-11-21', time: '08:00', ...details } as EventFields;
  const response = await client.agenda.events.$post({ json });
  expect(response.status, await response.clone().text()).toBe(201);
}

/** The summary of a family with a baby: one without answers only `baby: null`. */
async function summaryOf(request: Awaited<ReturnType<TypedClient['agenda']['summary']['$get']>>) {
  const summary = await okJson(request);
  if (!('days' in summary)) throw new Error('a summary without a baby');
  return summary;
}

describe('Resumo', () => {
  it('counts and sums each local day by hand-checked totals, a night’s sleep split at midnight', async () => {
    const { api: client } = await mother('Ana Souza');
    const other = await mother('Bia Lima');
    // The day before yesterday: one feeding, and a sleep from 22:00 to 06:00 the next morning.
    await log(client, 'mamada', at(dayBefore!, 9), { feeding: 'peito_esquerdo', leftSeconds: 420 });
    await log(client, 'sono', at(dayBefore!, 22), { endedAt: at(yesterday!, 6) });
    // Yesterday: three feedings, four diapers, three medicines and a nap from 13:00 to 14:30.
    await log(client, 'mamada', at(yesterday!, 7), { feeding: 'peito_direito', leftSeconds: 600, rightSeconds: 300 });
    await log(client, 'mamada', at(yesterday!, 11), { feeding: 'mamadeira', bottleMl: 120, milk: 'formula' });
    await log(client, 'mamada', at(yesterday!, 16), { feeding: 'mamadeira', bottleMl: 90 });
    await log(client, 'fralda', at(yesterday!, 7.5), { diaper: 'xixi' });
    await log(client, 'fralda', at(yesterday!, 9), { diaper: 'coco' });
    await log(client, 'fralda', at(yesterday!, 12), { diaper: 'xixi_e_coco' });
    await log(client, 'fralda', at(yesterday!, 18));
    await log(client, 'remedio', at(yesterday!, 8), { medicine: 'Paracetamol', dose: '5 gotas' });
    await log(client, 'remedio', at(yesterday!, 20), { medicine: 'Paracetamol', dose: '5 gotas' });
    await log(client, 'remedio', at(yesterday!, 10), { medicine: 'Vitamina D', dose: '2 gotas' });
    await log(client, 'sono', at(yesterday!, 13), { endedAt: at(yesterday!, 14.5) });
    // Another family's baby counts for nothing here.
    await log(other.api, 'mamada', at(yesterday!, 7));

    const response = await client.agenda.summary.$get({ query: { days: '7', tz: TZ } });
    expect(response.status).toBe(200);
    const { days, averages } = await summaryOf(response);
    expect(days).toHaveLength(7);
    expect(days.at(-1)!.day).toBe(localDateOf(new Date(), TZ));
    const byDay = Object.fromEntries(days.map((d) => [d.day, d]));
    expect(byDay[dayBefore!.day]).toEqual({
      day: dayBefore!.day,
      feedings: 1,
      bottleMl: 0,
      breastSeconds: 420,
      sleepSeconds: 2 * 3600,
      diapers: 0,
      wet: 0,
      dirty: 0,
      medicines: 0,
      medicineNames: [],
    });
    expect(byDay[yesterday!.day]).toEqual({
      day: yesterday!.day,
      feedings: 3,
      bottleMl: 210,
      breastSeconds: 900,
      sleepSeconds: 6 * 3600 + 1.5 * 3600,
      diapers: 4,
      wet: 2,
      dirty: 2,
      medicines: 3,
      medicineNames: ['Paracetamol', 'Vitamina D'],
    });
    expect(averages).toEqual({
      feedings: 4 / 7,
      sleepSeconds: ((2 + 7.5) * 3600) / 7,
      diapers: 4 / 7,
      wet: 2 / 7,
      dirty: 2 / 7,
      medicines: 3 / 7,
    });
  });

  it('answers 30 days, and 404 for another mother’s baby', async () => {
    const { api: client } = await mother('Carla Dias');
    const other = await mother('Dora Reis');
    const response = await client.agenda.summary.$get({ query: { days: '30', tz: TZ } });
    expect((await summaryOf(response)).days).toHaveLength(30);
    const refused = await client.agenda.summary.$get({ query: { days: '7', tz: TZ, babyId: other.babyId } });
    expect(refused.status).toBe(404);
  });

  it.each([
    ['days=14&tz=America%2FSao_Paulo', 'Escolha 7 ou 30 dias'],
    ['days=7&tz=America%2FAtlantida', 'Fuso horário inválido'],
    ['days=7', 'Fuso horário inválido'],
  ])('refuses %s with a clear message', async (query, message) => {
    const { client } = await mother('Eva Lins');
    const response = await client.get(`/api/agenda/summary?${query}`);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe(message);
  });
});

describe('Exportar CSV', () => {
  it('writes every event with every field, and reads back as it was logged', async () => {
    const { api: client, babyId } = await mother('Fernanda Costa');
    const notes = 'chorou "muito";\nmamou de novo, depois';
    await log(client, 'mamada', at(yesterday!, 7), {
      feeding: 'peito_direito',
      leftSeconds: 600,
      rightSeconds: 300,
      notes,
    });
    await log(client, 'sono', at(dayBefore!, 22), { endedAt: at(yesterday!, 6) });
    await log(client, 'remedio', at(yesterday!, 8), { medicine: 'Paracetamol', dose: '2,5 ml' });
    await log(client, 'Banho de sol', at(yesterday!, 9));

    const response = await client.agenda.export.$get({ query: { tz: TZ, babyId } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="lumma-agenda-theo-lima-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(new TextDecoder().decode(bytes));
    expect(header).toEqual([
      'id',
      'tipo',
      'titulo',
      'inicio_iso',
      'fim_iso',
      'data_local',
      'hora_local',
      'fim_data_local',
      'fim_hora_local',
      'duracao_min',
      'alimentacao',
      'peito_esquerdo_min',
      'peito_direito_min',
      'mamadeira_ml',
      'leite',
      'fralda',
      'remedio',
      'dose',
      'observacao',
      'registrado_por',
    ]);
    const read = rows.map((row) => Object.fromEntries(header!.map((key, i) => [key, row[i]])));
    expect(read.map((r) => r.tipo)).toEqual(['Sono', 'Mamada', 'Remédio', 'Outro']);
    expect(read[0]).toMatchObject({
      inicio_iso: at(dayBefore!, 22),
      fim_iso: at(yesterday!, 6),
      data_local: dayBefore!.day,
      hora_local: '22:00',
      fim_data_local: yesterday!.day,
      fim_hora_local: '06:00',
      duracao_min: '480',
      registrado_por: 'Fernanda',
    });
    expect(read[1]).toMatchObject({
      hora_local: '07:00',
      alimentacao: 'Peito direito',
      peito_esquerdo_min: '10',
      peito_direito_min: '5',
      duracao_min: '15',
      observacao: notes,
    });
    expect(read[2]).toMatchObject({ remedio: 'Paracetamol', dose: '2,5 ml', mamadeira_ml: '' });
    expect(read[3]).toMatchObject({ titulo: 'Banho de sol', observacao: '' });
  });

  it('is in the LGPD export too, with the details', async () => {
    const { api: client } = await mother('Iara Melo');
    await log(client, 'mamada', at(yesterday!, 7), { feeding: 'mamadeira', bottleMl: 150, milk: 'materno' });
    await log(client, 'sono', at(dayBefore!, 22), { endedAt: at(yesterday!, 6) });
    // The export is streamed: its answer has no type.
    const { data } = (await (await client.account.export.$get()).json()) as {
      data: { agendaEvents: Record<string, unknown>[] };
    };
    expect(data.agendaEvents).toEqual([
      expect.objectContaining({ type: 'sono', endedAt: at(yesterday!, 6) }),
      expect.objectContaining({ type: 'mamada', feeding: 'mamadeira', bottleMl: 150, milk: 'materno' }),
    ]);
  });

  it('answers 404 for another mother’s baby', async () => {
    const { api: client } = await mother('Gabi Nunes');
    const other = await mother('Helô Prado');
    const response = await client.agenda.export.$get({ query: { tz: TZ, babyId: other.babyId } });
    expect(response.status).toBe(404);
  });
});

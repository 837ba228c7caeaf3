import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../../test/parse-csv';
import { babies } from '../../db/schema';
import { type BabyOptions, babyFields, motherWithBaby } from '../../test/factories';
import { createTestContext, errorOf, type TestClient, type TestContext } from '../../test/harness';
import { joinFamily } from '../../test/route-table';
import { okJson, type TypedClient } from '../../test/typed-client';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type MeasurementBody = Parameters<TypedClient['growth']['measurements']['$post']>[0]['json'];
/** A measurement's body: the route's type names every value, but the form leaves out those it has not. */
const measurement = (fields: Partial<MeasurementBody>) => fields as MeasurementBody;

const DAY_MS = 86_400_000;
/** A São Paulo day `days` ago, as the server dates a form's measurement. */
const daysAgo = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(Date.now() - days * DAY_MS));

const mother = (baby: BabyOptions = {}) =>
  motherWithBaby(ctx, { name: 'Theo', birthDate: daysAgo(122), gender: 'M', ...baby });

const growthOf = (client: TestClient, babyId?: string) =>
  okJson(client.api.growth.$get({ query: babyId ? { babyId } : {} }));

async function add(client: TestClient, body: Partial<MeasurementBody>) {
  const response = await client.api.growth.measurements.$post({ json: measurement(body) });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await okJson(response)).measurement;
}

describe('the baby form’s weight and height', () => {
  it('become a measurement of today for a 4-month-old, scored on the WHO tables', async () => {
    // WHO boys at day 122: median weight 7.01 kg, median length 63.9 cm (z 0, percentile 50).
    const { client } = await mother({ weight: '7,01', height: '63.9' });
    const { measurements, age } = await growthOf(client);
    expect(age).toEqual({ standard: 'who', realDays: 122, days: 122, corrected: false, pmaDays: null });
    expect(measurements).toHaveLength(1);
    const [first] = measurements;
    expect(first).toMatchObject({ measuredOn: daysAgo(0), weightKg: 7.01, lengthCm: 63.9, position: 'lying' });
    expect(Math.abs(first!.scores.weightForAge!.z)).toBeLessThanOrEqual(0.02);
    expect(Math.round(first!.scores.weightForAge!.percentile)).toBe(50);
    expect(Math.abs(first!.scores.lengthForAge!.z)).toBeLessThanOrEqual(0.05);
    expect(first!.scores.weightForLength).toBeDefined();
  });

  it('are dated the birth date when they plainly are the birth values', async () => {
    const newborn = await mother({ birthDate: daysAgo(3), weight: '3.4' });
    expect((await growthOf(newborn.client)).measurements[0]?.measuredOn).toBe(daysAgo(3));
    const remembered = await mother({ birthDate: daysAgo(200), weight: '3.2', height: '49' });
    expect((await growthOf(remembered.client)).measurements[0]?.measuredOn).toBe(daysAgo(200));
  });

  it('add a measurement of today when the form changes them, and the card shows the latest', async () => {
    const { client, babyId } = await mother({ weight: '6.5' });
    await add(client, { measuredOn: daysAgo(0), weightKg: '7,2' });
    const { baby } = await okJson(client.api.babies[':id'].$get({ param: { id: babyId } }));
    expect(baby.weight).toBe(7.2);
    await okJson(
      client.api.babies[':id'].$put({
        param: { id: babyId },
        json: babyFields({ name: 'Theo', birthDate: daysAgo(122), gender: 'M', weight: '7.3' }),
      }),
    );
    const { measurements } = await growthOf(client);
    expect(measurements.map((m) => m.weightKg)).toEqual([7.3, 7.2, 6.5]);
  });

  it('are refused outside the measurement limits', async () => {
    const client = ctx.client();
    await client.signUp();
    const response = await client.api.babies.$post({
      json: babyFields({ name: 'Theo', birthDate: daysAgo(10), height: '25' }),
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe('Informe uma altura entre 30 e 130 cm');
  });
});

describe('Adicionar medida', () => {
  it.each([
    ['no value', { measuredOn: daysAgo(1) }, 'Informe ao menos uma medida: peso, comprimento ou perímetro cefálico'],
    ['a weight of 45 kg', { measuredOn: daysAgo(1), weightKg: 45 }, 'Informe um peso entre 0,3 e 40 kg'],
    [
      'a length of 20 cm',
      { measuredOn: daysAgo(1), lengthCm: 20 },
      'Informe um comprimento ou altura entre 30 e 130 cm',
    ],
    ['a head of 70 cm', { measuredOn: daysAgo(1), headCm: 70 }, 'Informe um perímetro cefálico entre 20 e 60 cm'],
    [
      'a day before birth',
      { measuredOn: daysAgo(130), weightKg: 6 },
      'A data da medida não pode ser antes do nascimento.',
    ],
    ['a day in the future', { measuredOn: daysAgo(-3), weightKg: 6 }, 'A data da medida não pode ser no futuro'],
    ['a day that is not one', { measuredOn: '2026-02-30x', weightKg: 6 }, 'Data inválida'],
  ])('refuses %s and saves nothing', async (_label, body, message) => {
    const { client } = await mother();
    const response = await client.api.growth.measurements.$post({ json: measurement(body) });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe(message);
    expect((await growthOf(client)).measurements).toEqual([]);
  });

  it('asks "Confira o valor" for a value far from the previous one, and saves it once confirmed', async () => {
    const { client } = await mother({ weight: '6.5' });
    const typo = { measuredOn: daysAgo(0), weightKg: 16.5 };
    const response = await client.api.growth.measurements.$post({ json: measurement(typo) });
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toMatchObject({ code: 'check_value' });
    expect((await growthOf(client)).measurements).toHaveLength(1);
    const saved = await add(client, { ...typo, confirmed: true });
    expect(saved.weightKg).toBe(16.5);
  });

  it('stores the head circumference and how the length was measured', async () => {
    const { client } = await mother();
    const saved = await add(client, { measuredOn: daysAgo(2), lengthCm: 64, position: 'standing', headCm: '41,5' });
    expect(saved).toMatchObject({ lengthCm: 64, position: 'standing', headCm: 41.5, weightKg: null });
    expect(saved.scores.headForAge?.percentile).toBeGreaterThan(40);
    expect(saved.scores.weightForLength).toBeUndefined();
  });

  it('edits and deletes a measurement', async () => {
    const { client } = await mother();
    const saved = await add(client, { measuredOn: daysAgo(5), weightKg: 6.8 });
    const edited = await okJson(
      client.api.growth.measurements[':id'].$put({
        param: { id: saved.id },
        json: measurement({ measuredOn: daysAgo(4), weightKg: 6.9 }),
      }),
    );
    expect(edited.measurement).toMatchObject({ id: saved.id, measuredOn: daysAgo(4), weightKg: 6.9 });
    expect((await client.api.growth.measurements[':id'].$delete({ param: { id: saved.id } })).status).toBe(200);
    expect((await growthOf(client)).measurements).toEqual([]);
  });

  it('leaves the scores out until the baby’s sex is informed', async () => {
    const { client } = await mother({ gender: '' });
    const saved = await add(client, { measuredOn: daysAgo(1), weightKg: 6.8 });
    expect(saved.scores).toEqual({});
  });

  it('reads a premature baby at the corrected age, and by PMA on the preterm curve', async () => {
    const { client } = await mother({ birthDate: daysAgo(120), gestationalWeeks: '32' });
    const growth = await growthOf(client);
    expect(growth.baby).toMatchObject({ gestationalWeeks: 32, gestationalDays: 0 });
    expect(growth.age).toEqual({
      standard: 'intergrowth_preterm',
      realDays: 120,
      days: 120 - 8 * 7,
      corrected: true,
      pmaDays: 32 * 7 + 120,
    });
    const saved = await add(client, { measuredOn: daysAgo(0), weightKg: 5 });
    expect(saved).toMatchObject({ ageDays: 64, realAgeDays: 120, pmaDays: 344, standard: 'intergrowth_preterm' });
    expect(saved.scores.weightForAge?.table).toBe('ig_weight');
  });
});

describe('a baby born before 37 weeks (INTERGROWTH-21st until 64 weeks of PMA)', () => {
  it('keeps 32 + 4 weeks, and reads the healthy 32-week boy near the median at birth, not at −4 z', async () => {
    const { client, api, babyId } = await mother({
      birthDate: daysAgo(30),
      gestationalWeeks: '32',
      gestationalDays: '4',
    });
    const { baby } = await okJson(api.babies[':id'].$get({ param: { id: babyId } }));
    expect(baby).toMatchObject({ gestationalWeeks: 32, gestationalDays: 4 });

    const born32 = await mother({ birthDate: daysAgo(30), gestationalWeeks: '32' });
    const atBirth = await add(born32.client, {
      measuredOn: daysAgo(30),
      weightKg: 1.7,
      lengthCm: 42,
      headCm: 29.5,
      confirmed: true,
    });
    expect(atBirth).toMatchObject({ standard: 'intergrowth_preterm', pmaDays: 224, realAgeDays: 0, ageDays: 0 });
    expect(atBirth.scores).toEqual({
      weightForAge: { z: 0.38, percentile: 64.8, table: 'ig_weight' },
      lengthForAge: { z: 0.42, percentile: 66.4, table: 'ig_length' },
      headForAge: { z: -0.17, percentile: 43.3, table: 'ig_head' },
    });
    const csv = parseCsv(
      (await (await born32.client.api.growth.export.$get({ query: {} })).text()).replace(/^\uFEFF/, ''),
    );
    expect(csv[1]![csv[0]!.indexOf('curva')]).toBe('INTERGROWTH-21st prematuros');
    // 32 + 4 at birth: four days older by PMA than the boy born at 32 + 0.
    expect((await add(client, { measuredOn: daysAgo(30), weightKg: 1.7, confirmed: true })).pmaDays).toBe(228);
  });

  it('hands over to the WHO curves at the corrected age from 64 weeks of PMA', async () => {
    // Born at 30 weeks: 64 weeks of PMA at 238 days, corrected age 168 days.
    const { client } = await mother({ birthDate: daysAgo(238), gestationalWeeks: '30' });
    const lastPreterm = await add(client, { measuredOn: daysAgo(1), weightKg: 7.7 });
    expect(lastPreterm).toMatchObject({ standard: 'intergrowth_preterm', pmaDays: 447 });
    const firstWho = await add(client, { measuredOn: daysAgo(0), weightKg: 7.7 });
    expect(firstWho).toMatchObject({ standard: 'who', pmaDays: 448, ageDays: 168 });
    expect(firstWho.scores.weightForAge?.table).toBe('wfa');
    expect(Math.abs(firstWho.scores.weightForAge!.z - lastPreterm.scores.weightForAge!.z)).toBeLessThan(0.3);
  });

  it('scores nothing for a 25-week baby before 27 weeks of PMA, and says which curve starts when', async () => {
    const { client } = await mother({ birthDate: daysAgo(7), gestationalWeeks: '25', gender: 'F' });
    const growth = await growthOf(client);
    expect(growth.age).toMatchObject({ standard: 'before_preterm_curves', pmaDays: 182 });
    const saved = await add(client, { measuredOn: daysAgo(0), weightKg: 0.8, headCm: 23 });
    expect(saved).toMatchObject({ standard: 'before_preterm_curves', scores: {} });
  });

  it('refuses days without weeks, or beyond 6, in pt-BR', async () => {
    const ana = await mother();
    for (const [fields, message] of [
      [{ gestationalDays: '3' }, 'Informe também as semanas da idade gestacional'],
      [{ gestationalWeeks: '33', gestationalDays: '7' }, 'Informe os dias da idade gestacional, de 0 a 6'],
    ] as const) {
      const response = await ana.api.babies.$post({ json: babyFields({ birthDate: daysAgo(5), ...fields }) });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).message).toBe(message);
    }
  });

  it('gives "Marcos do desenvolvimento" the latest head circumference’s z on her standard', async () => {
    const { client, api } = await mother({ birthDate: daysAgo(30), gestationalWeeks: '32' });
    expect((await okJson(api.development.$get({ query: {} }))).headZ).toBeNull();
    // PMA 36 + 2: the preterm head median is about 32.7 cm; 37 cm is far above +2 z.
    await add(client, { measuredOn: daysAgo(0), headCm: 37, confirmed: true });
    const { headZ } = await okJson(api.development.$get({ query: {} }));
    expect(headZ).toBeGreaterThan(2);
  });

  it('draws the preterm lines by PMA, 27 to 64 weeks, beside the WHO lines', async () => {
    const curves = await okJson(ctx.client().api.growth.curves.$get({ query: { sex: 'M' } }));
    const weight = curves.preterm.weightForAge;
    expect(weight[0]![0]).toBe(27);
    expect(weight.at(-1)![0]).toBe(64);
    // The README's check values: boys at 40 weeks, −2 SD 2.59, median 3.43, +2 SD 4.54 kg.
    const at40 = weight.find(([week]) => week === 40)!;
    expect([at40[2], at40[3], at40[4]].map((v) => v.toFixed(2))).toEqual(['2.59', '3.43', '4.54']);
    expect(curves.preterm.headForAge.find(([week]) => week === 64)![3]).toBeCloseTo(43.0, 1);
  });
});

describe('whose measurements', () => {
  it('answers 404 for another mother’s baby and measurement', async () => {
    const ana = await mother();
    const bia = await mother();
    const anas = await add(ana.client, { measuredOn: daysAgo(1), weightKg: 6.8 });
    expect((await bia.api.growth.$get({ query: { babyId: ana.babyId } })).status).toBe(404);
    expect(
      (
        await bia.api.growth.measurements.$post({
          json: measurement({ babyId: ana.babyId, measuredOn: daysAgo(1), weightKg: 7 }),
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await bia.api.growth.measurements[':id'].$put({
          param: { id: anas.id },
          json: measurement({ measuredOn: daysAgo(1), weightKg: 7 }),
        })
      ).status,
    ).toBe(404);
    expect((await bia.api.growth.measurements[':id'].$delete({ param: { id: anas.id } })).status).toBe(404);
    expect((await growthOf(ana.client)).measurements.map((m) => m.weightKg)).toEqual([6.8]);
  });

  it('lets a Cuidador(a) add and change her own, not the Responsável’s', async () => {
    const ana = await mother();
    const carla = ctx.client();
    await carla.signUp({ name: 'Carla Lima' });
    await joinFamily(ana.client, carla, ana.babyId);
    const anas = await add(ana.client, { measuredOn: daysAgo(3), weightKg: 6.8 });
    const carlas = await add(carla, { babyId: ana.babyId, measuredOn: daysAgo(1), weightKg: 6.9 });
    const seen = await growthOf(carla, ana.babyId);
    expect(seen.measurements.map((m) => [m.id, m.canChange])).toEqual([
      [carlas.id, true],
      [anas.id, false],
    ]);
    const refused = await carla.api.growth.measurements[':id'].$delete({ param: { id: anas.id } });
    expect(refused.status).toBe(403);
    expect((await carla.api.growth.measurements[':id'].$delete({ param: { id: carlas.id } })).status).toBe(200);
  });
});

describe('milestones', () => {
  const FIRST = '0-1m';

  it('marks "Já faz" and "Ainda não" with the day, unmarks, and refuses what it cannot', async () => {
    const { client } = await mother();
    const { marks: none } = await okJson(client.api.development.$get({ query: {} }));
    expect(none).toEqual([]);
    const { milestones } = await import('../../../domain/development/milestones').then((m) => ({
      milestones: m.MILESTONE_BANDS.find((band) => band.id.startsWith(FIRST))!.milestones,
    }));
    const [a, b] = milestones;
    const mark = (id: string, json: { mark: 'sim' | 'nao' | null; markedOn: string }) =>
      client.api.development.marks[':milestoneId'].$put({ param: { milestoneId: id }, json });
    await okJson(mark(a!.id, { mark: 'sim', markedOn: daysAgo(2) }));
    await okJson(mark(b!.id, { mark: 'nao', markedOn: daysAgo(1) }));
    const { marks } = await okJson(client.api.development.$get({ query: {} }));
    expect(marks).toEqual(
      expect.arrayContaining([
        { milestoneId: a!.id, mark: 'sim', markedOn: daysAgo(2) },
        { milestoneId: b!.id, mark: 'nao', markedOn: daysAgo(1) },
      ]),
    );
    await okJson(mark(a!.id, { mark: null, markedOn: daysAgo(0) }));
    expect((await okJson(client.api.development.$get({ query: {} }))).marks).toHaveLength(1);

    const unknown = await mark('voa', { mark: 'sim', markedOn: daysAgo(0) });
    expect(unknown.status).toBe(404);
    const early = await mark(a!.id, { mark: 'sim', markedOn: daysAgo(400) });
    expect((await errorOf(early)).message).toBe('A data não pode ser antes do nascimento.');
  });

  it('answers 404 for another mother’s baby', async () => {
    const ana = await mother();
    const bia = await mother();
    expect((await bia.api.development.$get({ query: { babyId: ana.babyId } })).status).toBe(404);
  });
});

describe('a long history', () => {
  it('shows the newest 1,000 measurements and says older ones are left out; the CSV keeps all', async () => {
    const { client, babyId } = await mother({ birthDate: daysAgo(1500), weight: undefined, height: undefined });
    const insertDays = (count: number) =>
      ctx.db.execute(sql`insert into growth_measurements (baby_id, measured_on, weight_kg)
        select ${babyId}::uuid, current_date - d, 10 from generate_series(1, ${count}::int) d`);
    await insertDays(1000);
    const exactly = await growthOf(client);
    expect(exactly.measurements).toHaveLength(1000);
    expect(exactly).not.toHaveProperty('olderNotShown');

    await ctx.db.execute(sql`insert into growth_measurements (baby_id, measured_on, weight_kg)
      values (${babyId}::uuid, current_date - 1400, 9)`);
    const capped = await growthOf(client);
    expect(capped.measurements).toHaveLength(1000);
    expect(capped.measurements[0]!.measuredOn).toBe(exactly.measurements[0]!.measuredOn);
    expect(capped.measurements.at(-1)!.measuredOn).toBe(exactly.measurements.at(-1)!.measuredOn);
    expect(capped).toHaveProperty('olderNotShown', true);

    const csv = parseCsv(await (await client.api.growth.export.$get({ query: {} })).text());
    expect(csv).toHaveLength(1 + 1001);
  });
});

describe('exports', () => {
  it('puts measurements and marks in the LGPD export and the CSV', async () => {
    const { client } = await mother({ weight: '6.45' });
    await add(client, { measuredOn: daysAgo(1), lengthCm: 63.5, headCm: 41 });
    const { MILESTONE_BANDS } = await import('../../../domain/development/milestones');
    const milestone = MILESTONE_BANDS[0]!.milestones[0]!;
    await okJson(
      client.api.development.marks[':milestoneId'].$put({
        param: { milestoneId: milestone.id },
        json: { mark: 'nao', markedOn: daysAgo(0) },
      }),
    );

    // The export is a file, streamed: its answer has no type.
    const exported = (await (await client.api.account.export.$get()).json()) as {
      data: { growthMeasurements: unknown[]; milestoneMarks: unknown[] };
    };
    expect(exported.data.growthMeasurements).toHaveLength(2);
    expect(exported.data.milestoneMarks).toEqual([expect.objectContaining({ milestoneId: milestone.id, mark: 'nao' })]);

    const csv = await client.api.growth.export.$get({ query: {} });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const rows = parseCsv((await csv.text()).replace(/^\uFEFF/, ''));
    const [header, ...lines] = rows;
    const column = (name: string) => header!.indexOf(name);
    expect(lines.map((r) => r[column('tipo')])).toEqual(['Medida', 'Medida', 'Marco do desenvolvimento']);
    expect(lines[0]![column('perimetro_cefalico_cm')]).toBe('41');
    expect(lines[0]![column('curva')]).toBe('OMS');
    expect(lines[1]![column('peso_kg')]).toBe('6,45');
    expect(lines[2]![column('marco')]).toBe(milestone.text);
    expect(lines[2]![column('situacao')]).toBe('Ainda não');
  });
});

describe('the WHO curves', () => {
  it('are public, kept a day, and ordered −3 < −2 < 0 < +2 < +3 at every point', async () => {
    const response = await ctx.client().api.growth.curves.$get({ query: { sex: 'F' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const curves = await okJson(response);
    for (const name of ['weightForAge', 'lengthForAge', 'headForAge', 'weightForLength', 'weightForHeight'] as const) {
      expect(curves[name].length).toBeGreaterThan(50);
      for (const [, ...values] of curves[name]) expect([...values].sort((a, b) => a - b)).toEqual(values);
    }
    // WHO girls, day 0: median weight 3.2322 kg.
    expect(curves.weightForAge![0]![3]).toBe(3.23);
  });
});

describe('migration 0016', () => {
  it('dates the weight and height already on babies as the form’s rule says', async () => {
    const migration = fs.readFileSync(
      new URL('../../db/migrations/0016_growth_development.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration.slice(migration.lastIndexOf('INSERT INTO "growth_measurements"'));
    const { client } = await mother();
    const { user } = await okJson(client.api.me.$get());
    const registered = (birthDate: string, createdDaysAgo: number, weight: number | null, height: number | null) =>
      ctx.db
        .insert(babies)
        .values({
          userId: user.id,
          name: 'Antigo',
          birthDate,
          weight,
          height,
          createdAt: new Date(Date.now() - createdDaysAgo * DAY_MS),
        })
        .returning({ id: babies.id })
        .then(([row]) => row!.id);
    const newborn = await registered(daysAgo(100), 97, 3.3, 50);
    const remembered = await registered(daysAgo(300), 10, 3.1, null);
    const current = await registered(daysAgo(300), 10, 8.2, 70);
    const outOfRange = await registered(daysAgo(300), 10, null, 150);
    await ctx.db.execute(sql.raw(backfill));
    const rows = await ctx.db.execute<{
      baby_id: string;
      measured_on: string;
      weight_kg: string | null;
      position: string | null;
    }>(
      sql`select baby_id, measured_on::text, weight_kg::text, position from growth_measurements where baby_id in (${sql.join(
        [newborn, remembered, current, outOfRange].map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    const byBaby = new Map(rows.rows.map((r) => [r.baby_id, r]));
    expect(byBaby.get(newborn)).toMatchObject({ measured_on: daysAgo(100), position: 'lying' });
    expect(byBaby.get(remembered)).toMatchObject({ measured_on: daysAgo(300), position: null });
    expect(byBaby.get(current)).toMatchObject({ measured_on: daysAgo(10), position: 'lying' });
    expect(byBaby.has(outOfRange)).toBe(false);
  });
});

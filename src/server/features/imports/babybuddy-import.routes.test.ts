import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEPT_AS_EDITED } from '../../../domain/imports/import-rows';
import { appointments, babies, growthMeasurements } from '../../db/schema';
import { type Mother, motherWithBaby } from '../../test/factories';
import { startFakeBabyBuddy } from '../../test/fake-babybuddy';
import { createTestContext, errorOf, type TestContext } from '../../test/harness';
import { okJson } from '../../test/typed-client';

const KEY = 'a1b2c3d4e5f6';
let home: TestContext;
let hosted: TestContext;
let babyBuddy: Awaited<ReturnType<typeof startFakeBabyBuddy>>;

beforeAll(async () => {
  home = await createTestContext({ IMPORT_ALLOW_PRIVATE: 'true' });
  hosted = await createTestContext();
  babyBuddy = await startFakeBabyBuddy(KEY);
});
afterAll(async () => {
  await babyBuddy.close();
  await home.close();
  await hosted.close();
});

const preview = (mother: Mother, body: { address: string; apiKey: string; childId?: number }) =>
  mother.api.imports.babybuddy.$post({ json: body });

/** The preview of the account's child (the only one, or the one named). */
async function previewed(mother: Mother, body: { address: string; apiKey: string; childId?: number }) {
  const answer = await okJson(preview(mother, body));
  if (!('import' in answer)) throw new Error(`no preview: ${JSON.stringify(answer)}`);
  return answer.import;
}

describe('a Baby Buddy account', () => {
  it('is read list by list, paging through the feedings, and previewed', async () => {
    const ana = await motherWithBaby(home);
    babyBuddy.requests.length = 0;
    const read = await previewed(ana, { address: babyBuddy.address, apiKey: KEY });
    expect(read.fileName).toBe('Baby Buddy: Helena Souza');
    expect(read.summaryLine).toBe(
      '4 mamadas, 3 sonos, 3 fraldas, 1 remédio, 5 outros registros, 1 medida, 0 linhas não entendidas',
    );
    expect(babyBuddy.requests.filter((r) => r.startsWith('/api/feedings/'))).toEqual([
      '/api/feedings/?limit=200',
      '/api/feedings/?limit=2&offset=2',
      '/api/feedings/?limit=2&offset=4',
    ]);
  });

  it('is written with its UTC times and details, and adds nothing the second time', async () => {
    const ana = await motherWithBaby(home);
    const first = await previewed(ana, { address: babyBuddy.address, apiKey: KEY });
    const done = (
      await okJson(
        ana.api.imports[':id'].confirm.$post({
          param: { id: first.id },
          json: { babyId: ana.babyId, beforeBirth: true },
        }),
      )
    ).import;
    expect(done).toMatchObject({ status: 'done', added: 17 });
    const events = await home.db.select().from(appointments).where(eq(appointments.babyId, ana.babyId));
    const at = (iso: string) => events.filter((e) => e.appointmentDate.toISOString() === iso);
    expect(at('2026-11-20T11:00:00.000Z').find((e) => e.type === 'mamada')).toMatchObject({
      feeding: 'peito_esquerdo',
      leftSeconds: 1200,
      description: 'mamou bem',
    });
    expect(at('2026-11-20T14:00:00.000Z')[0]).toMatchObject({ feeding: null, description: 'Os dois peitos' });
    expect(at('2026-11-20T20:00:00.000Z')[0]).toMatchObject({ feeding: 'mamadeira', bottleMl: 90, milk: 'materno' });
    expect(at('2026-11-20T15:00:00.000Z')[0]).toMatchObject({
      type: 'fralda',
      diaper: 'xixi_e_coco',
      description: 'cor: amarelo · quantidade: 2,5',
    });
    expect(at('2026-11-20T22:30:00.000Z')[0]).toMatchObject({
      type: 'sono',
      endedAt: new Date('2026-11-21T08:45:00Z'),
    });
    expect(at('2026-11-20T11:00:00.000Z').find((e) => e.type === 'remedio')).toMatchObject({
      medicine: 'Vitamina D',
      dose: '2 gotas',
    });
    expect(at('2026-11-20T18:00:00.000Z')[0]).toMatchObject({ title: 'Temperatura', description: '37,8 °C' });
    const measurements = await home.db
      .select()
      .from(growthMeasurements)
      .where(eq(growthMeasurements.babyId, ana.babyId));
    // Weight, length and head of the same day: one measurement, as the growth page lists them.
    expect(measurements.map((m) => [m.measuredOn, m.weightKg, m.lengthCm, m.position, m.headCm])).toEqual([
      ['2026-11-18', 6.4, 61.5, 'lying', 40.2],
    ]);

    // The baby's card shows the latest weight and length, imported ones too, and not once undone.
    const card = async () =>
      (
        await home.db
          .select({ weight: babies.weight, height: babies.height })
          .from(babies)
          .where(eq(babies.id, ana.babyId))
      )[0];
    expect(await card()).toEqual({ weight: 6.4, height: 61.5 });

    // The same server by another address: its rows are known by the child and their ids there.
    const sameServer = babyBuddy.address.replace('127.0.0.1', 'localhost');
    expect(sameServer).not.toBe(babyBuddy.address);
    const again = await previewed(ana, { address: sameServer, apiKey: KEY });
    const twice = (
      await okJson(
        ana.api.imports[':id'].confirm.$post({
          param: { id: again.id },
          json: { babyId: ana.babyId, beforeBirth: true },
        }),
      )
    ).import;
    expect(twice).toMatchObject({ status: 'done', written: 17, added: 0, earlierImportAt: done.confirmedAt });
    expect(done.earlierImportAt).toBeNull();
    await okJson(ana.api.imports[':id'].$delete({ param: { id: first.id } }));
    expect(await card()).toEqual({ weight: null, height: null });
  });

  it('asks before writing a log that starts before the chosen baby was born (#48)', async () => {
    const ana = await motherWithBaby(home, { name: 'Théo', birthDate: '2026-11-28' });
    const read = await previewed(ana, { address: babyBuddy.address, apiKey: KEY });
    expect(read.summary.child).toEqual({ name: 'Helena Souza', birthDate: '2026-08-01' });
    const firstDay = read.summary.firstDay!;
    expect(firstDay < '2026-11-28').toBe(true);
    const [year, month, day] = firstDay.split('-');
    const refused = await ana.api.imports[':id'].confirm.$post({
      param: { id: read.id },
      json: { babyId: ana.babyId },
    });
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toMatchObject({
      code: 'import_before_birth',
      message: `Estes registros começam em ${day}/${month}/${year}, antes do nascimento de Théo (28/11/2026). Confira o bebê escolhido.`,
    });
    // Nothing written, and the preview still waits for her answer.
    expect(await home.db.select().from(appointments).where(eq(appointments.babyId, ana.babyId))).toEqual([]);
    expect((await okJson(ana.api.imports[':id'].$get({ param: { id: read.id } }))).import.status).toBe('preview');
    const done = await okJson(
      ana.api.imports[':id'].confirm.$post({ param: { id: read.id }, json: { babyId: ana.babyId, beforeBirth: true } }),
    );
    expect(done.import).toMatchObject({ status: 'done', added: 17 });
  });

  it('writes at once to a baby born before the log starts', async () => {
    const ana = await motherWithBaby(home, { name: 'Helena', birthDate: '2026-08-01' });
    const read = await previewed(ana, { address: babyBuddy.address, apiKey: KEY });
    const done = await okJson(
      ana.api.imports[':id'].confirm.$post({ param: { id: read.id }, json: { babyId: ana.babyId } }),
    );
    expect(done.import).toMatchObject({ status: 'done', added: 17 });
  });

  it('with several children: lists them first, reading nothing else, and imports the one she picks', async () => {
    const twins = await startFakeBabyBuddy(KEY, { secondChild: true });
    try {
      const ana = await motherWithBaby(home);
      const listed = await okJson(preview(ana, { address: twins.address, apiKey: KEY }));
      expect(listed).toEqual({
        children: [
          { id: 1, name: 'Helena Souza', birthDate: '2026-08-01' },
          { id: 2, name: 'Heitor Souza', birthDate: '2026-08-01' },
        ],
      });
      expect(twins.requests).toEqual(['/api/children/?limit=200']);
      const helena = await previewed(ana, { address: twins.address, apiKey: KEY, childId: 1 });
      expect(helena.fileName).toBe('Baby Buddy: Helena Souza');
      expect(helena.total).toBe(17);
      // Heitor has no rows of his own in the lists: Helena's are not his.
      const heitor = await preview(ana, { address: twins.address, apiKey: KEY, childId: 2 });
      // In the Baby Buddy's words, not a file's.
      expect(await errorOf(heitor)).toMatchObject({
        code: 'import_empty',
        message: 'Não encontramos nenhum registro desta criança no seu Baby Buddy.',
      });
    } finally {
      await twins.close();
    }
  });

  it('is refused, in words, with a wrong key or a child it does not have', async () => {
    const ana = await motherWithBaby(home);
    const wrong = await preview(ana, { address: babyBuddy.address, apiKey: 'errada' });
    expect(wrong.status).toBe(400);
    expect((await errorOf(wrong)).message).toContain('recusou a chave de API');
    const noChild = await preview(ana, { address: babyBuddy.address, apiKey: KEY, childId: 7 });
    expect((await errorOf(noChild)).code).toBe('babybuddy_child');
  });

  it('is not read from a private or loopback address, nor over http, unless the operator allows it', async () => {
    const ana = await motherWithBaby(hosted);
    const before = babyBuddy.requests.length;
    const refusals = [];
    // One after another: sent at once, all but two would be refused as imports under way.
    for (const address of [
      babyBuddy.address,
      `https://127.0.0.1:${babyBuddy.port}`,
      `https://localhost:${babyBuddy.port}`,
      'https://10.0.0.7',
      'https://[::1]/',
      'https://192.168.0.10/babybuddy',
      'ftp://babybuddy.example',
      'https://mae:senha@babybuddy.example',
    ]) {
      const response = await preview(ana, { address, apiKey: KEY });
      const error = await errorOf(response);
      refusals.push([address, response.status, error.message.includes('rede privada') ? 'private' : error.code]);
    }
    expect(refusals).toEqual([
      [babyBuddy.address, 400, 'babybuddy_address'],
      [`https://127.0.0.1:${babyBuddy.port}`, 400, 'private'],
      [`https://localhost:${babyBuddy.port}`, 400, 'private'],
      ['https://10.0.0.7', 400, 'private'],
      ['https://[::1]/', 400, 'private'],
      ['https://192.168.0.10/babybuddy', 400, 'private'],
      ['ftp://babybuddy.example', 400, 'babybuddy_address'],
      ['https://mae:senha@babybuddy.example', 400, 'babybuddy_address'],
    ]);
    expect(babyBuddy.requests.length).toBe(before);
  });
});

describe('a Baby Buddy imported again after rows were edited there (#48)', () => {
  it('updates the rows changed there, keeps the ones she edited in Lumma, and leaves the others untouched', async () => {
    const edited = await startFakeBabyBuddy(KEY);
    try {
      const ana = await motherWithBaby(home, { name: 'Helena', birthDate: '2026-08-01' });
      const importOnce = async () => {
        const read = await previewed(ana, { address: edited.address, apiKey: KEY });
        return (
          await okJson(ana.api.imports[':id'].confirm.$post({ param: { id: read.id }, json: { babyId: ana.babyId } }))
        ).import;
      };
      const first = await importOnce();
      expect(first).toMatchObject({ added: 17, updated: 0, kept: 0 });
      const events = async () =>
        new Map(
          (await home.db.select().from(appointments).where(eq(appointments.babyId, ana.babyId))).map((e) => [
            `${e.type}@${e.description ?? e.bottleMl}`,
            e,
          ]),
        );
      const before = await events();
      const bottle = [...before.values()].find((e) => e.bottleMl === 90)!;
      const formula = [...before.values()].find((e) => e.bottleMl === 120)!;
      // She corrects the formula feeding in Lumma; then both are changed in Baby Buddy.
      await okJson(
        ana.api.agenda.events[':id'].$patch(
          {
            param: { id: formula.id },
            json: {
              type: 'mamada',
              occurredAt: '2026-11-20T17:05:00.000Z',
              date: '2026-11-20',
              time: '14:05',
              notes: 'corrigido por mim',
              feeding: 'mamadeira',
              bottleMl: 130,
              milk: 'formula',
            },
          },
          { headers: { 'if-match': '"1"' } },
        ),
      );
      edited.edit('feedings', 4, { amount: 110, start: '2026-11-20T20:30:00Z', end: '2026-11-20T20:45:00Z' });
      edited.edit('feedings', 3, { amount: 150 });
      edited.edit('weight', 1, { weight: 6.5 });

      const second = await importOnce();
      expect(second).toMatchObject({ status: 'done', added: 0, updated: 2, kept: 1, written: 17 });
      expect(second.unread).toContainEqual({
        line: expect.any(Number),
        text: 'Mamada #3',
        reason: KEPT_AS_EDITED,
        imported: true,
      });
      const after = await events();
      const [bottleNow, formulaNow] = [bottle, formula].map((e) => [...after.values()].find((a) => a.id === e.id)!);
      expect(bottleNow).toMatchObject({
        bottleMl: 110,
        appointmentDate: new Date('2026-11-20T20:30:00Z'),
        endedAt: new Date('2026-11-20T20:45:00Z'),
        version: 2,
        importId: first.id,
      });
      expect(formulaNow).toMatchObject({ bottleMl: 130, description: 'corrigido por mim', version: 2 });
      // Every row unchanged in Baby Buddy is as it was, at its first version.
      for (const e of after.values())
        if (e.id !== bottle.id && e.id !== formula.id) expect(e.version, `${e.type} ${e.description}`).toBe(1);
      const [weight] = await home.db.select().from(growthMeasurements).where(eq(growthMeasurements.babyId, ana.babyId));
      expect(weight).toMatchObject({ weightKg: 6.5, lengthCm: 61.5, headCm: 40.2 });

      // Told once: the same rows read again change nothing and list nothing.
      const third = await importOnce();
      expect(third).toMatchObject({ added: 0, updated: 0, kept: 0 });
      expect(third.unread.filter((row) => row.reason === KEPT_AS_EDITED)).toEqual([]);
      expect([...(await events()).values()].map((e) => e.version).sort()).toEqual(
        [...after.values()].map((e) => e.version).sort(),
      );
    } finally {
      await edited.close();
    }
  });

  it('keeps a measurement she edited in Lumma when Baby Buddy changed it too', async () => {
    const edited = await startFakeBabyBuddy(KEY);
    try {
      const ana = await motherWithBaby(home, { name: 'Helena', birthDate: '2026-08-01' });
      const importOnce = async () => {
        const read = await previewed(ana, { address: edited.address, apiKey: KEY });
        return (
          await okJson(ana.api.imports[':id'].confirm.$post({ param: { id: read.id }, json: { babyId: ana.babyId } }))
        ).import;
      };
      await importOnce();
      const measured = () => home.db.select().from(growthMeasurements).where(eq(growthMeasurements.babyId, ana.babyId));
      const [imported] = await measured();
      const put = await ana.api.growth.measurements[':id'].$put({
        param: { id: imported!.id },
        json: {
          measuredOn: '2026-11-18',
          weightKg: 6.45,
          lengthCm: 61.5,
          position: 'lying',
          headCm: 40.2,
          confirmed: true,
        },
      });
      expect(put.status).toBe(200);
      edited.edit('weight', 1, { weight: 6.6 });
      const again = await importOnce();
      expect(again).toMatchObject({ added: 0, updated: 0, kept: 1 });
      expect(again.unread).toContainEqual(expect.objectContaining({ text: 'Peso #1', reason: KEPT_AS_EDITED }));
      expect((await measured()).map((m) => m.weightKg)).toEqual([6.45]);
    } finally {
      await edited.close();
    }
  });
});

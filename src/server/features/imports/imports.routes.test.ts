import fs from 'node:fs';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../../domain/errors';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, summarize } from '../../../domain/imports/import-rows';
import { appointments, dataImports, growthMeasurements } from '../../db/schema';
import { type Mother, motherWithBaby, registeredBaby, signedUpMother } from '../../test/factories';
import { createTestContext, errorOf, type TestContext } from '../../test/harness';
import { huckleberryMonths } from '../../test/huckleberry-months';
import { joinFamily } from '../../test/route-table';
import { okJson } from '../../test/typed-client';
import { xlsxOf } from '../../test/xlsx-files';
import { createImportResumer, IMPORT_MAX_ATTEMPTS, newClaim } from './import-jobs';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const HEADER = 'Type,Start,End,Duration,Start Condition,Start Location,End Condition,Notes';
const FIXTURE = fs.readFileSync(new URL('../../../test/fixtures/huckleberry-export.csv', import.meta.url));
const csv = (...lines: string[]) => new TextEncoder().encode([HEADER, ...lines].join('\r\n'));
const SMALL = csv(
  'Feed,2026-03-01 07:30,2026-03-01 07:47,00:17,00:10R,Breast,00:05L,boa pega',
  'Feed,2026-03-01 10:00,,,Formula,Bottle,4 oz,',
  'Sleep,2026-03-01 11:00,2026-03-01 12:30,01:30,,,,',
  'Diaper,2026-03-01 12:40,,yellow,soft,,Pee + Poo,',
  'Medication,2026-03-01 13:00,,,Vitamin D,Drops,1ml,',
  'Growth,2026-03-01 14:00,,,3.62 kg,,,',
  'Teleport to Mars,nope,,,,,,',
);

type Preview = {
  id: string;
  status: string;
  summaryLine: string;
  summaryDetails: string[];
  unread: { line: number; reason: string }[];
  total: number;
  written: number;
  error: string | null;
};
type Imported = Preview & { total: number; written: number; added: number; canUndo: boolean; babyId: string | null };

async function upload(mother: Mother, bytes: Uint8Array, name = 'huckleberry.csv') {
  return mother.client.upload('/api/imports/huckleberry', bytes, name, 'text/csv');
}

/** The preview of a file: at once for a small one, once read in the background for a large one. */
async function previewOf(mother: Mother, bytes: Uint8Array) {
  const response = await upload(mother, bytes);
  expect([201, 202], await response.clone().text()).toContain(response.status);
  const sent = ((await response.json()) as { import: Preview }).import;
  if (response.status === 201) return sent;
  await ctx.background.drain();
  return (await okJson(mother.api.imports[':id'].$get({ param: { id: sent.id } }))).import as Preview;
}

// The test babies are born today and the files are older: she has said to import them anyway.
async function confirm(mother: Mother, importId: string, babyId: string) {
  return mother.api.imports[':id'].confirm.$post({ param: { id: importId }, json: { babyId, beforeBirth: true } });
}

async function finished(mother: Mother, importId: string): Promise<Imported> {
  await ctx.background.drain();
  return (await okJson(mother.api.imports[':id'].$get({ param: { id: importId } }))).import as Imported;
}

const eventsOf = async (babyId: string) =>
  (await ctx.db.select({ n: count() }).from(appointments).where(eq(appointments.babyId, babyId)))[0]!.n;
const importedOf = async (babyId: string) =>
  (
    await ctx.db
      .select({ n: count() })
      .from(appointments)
      .where(and(eq(appointments.babyId, babyId), isNotNull(appointments.importId)))
  )[0]!.n;

describe('a Huckleberry export', () => {
  it('is previewed with what it read and the rows it could not, and nothing is written yet', async () => {
    const ana = await motherWithBaby(ctx);
    const preview = await previewOf(ana, SMALL);
    expect(preview.status).toBe('preview');
    expect(preview.summaryLine).toBe('2 mamadas, 1 sono, 1 fralda, 1 remédio, 1 medida, 1 linha não entendida');
    expect(preview.summaryDetails).toEqual(['1 linha não entendida: Data de início ilegível (1)']);
    expect(preview.unread).toEqual([
      { line: 8, text: 'Teleport to Mars,nope,,,,,,', reason: 'Data de início ilegível', imported: false },
    ]);
    expect(await eventsOf(ana.babyId)).toBe(0);
  });

  it('is written to the baby she picks, with its details, on her clock, marked as imported', async () => {
    const ana = await motherWithBaby(ctx);
    const preview = await previewOf(ana, SMALL);
    const response = await confirm(ana, preview.id, ana.babyId);
    expect(response.status).toBe(200);
    const done = (await okJson(response)).import;
    expect(done).toMatchObject({ status: 'done', written: 6, added: 6, canUndo: true, babyId: ana.babyId });
    const rows = await ctx.db.select().from(appointments).where(eq(appointments.babyId, ana.babyId));
    const byType = Object.fromEntries(rows.map((r) => [r.feeding ?? r.type, r]));
    expect(byType.peito_esquerdo).toMatchObject({
      appointmentDate: new Date('2026-03-01T10:30:00Z'),
      endedAt: new Date('2026-03-01T10:47:00Z'),
      leftSeconds: 300,
      rightSeconds: 600,
      description: 'boa pega',
      importId: preview.id,
      userId: ana.userId,
    });
    expect(byType.mamadeira).toMatchObject({ bottleMl: 118, milk: 'formula' });
    expect(byType.fralda).toMatchObject({ diaper: 'xixi_e_coco', description: 'consistência: pastosa · cor: amarelo' });
    expect(byType.remedio).toMatchObject({ medicine: 'Vitamin D', dose: '1 ml' });
    const [measurement] = await ctx.db
      .select()
      .from(growthMeasurements)
      .where(eq(growthMeasurements.babyId, ana.babyId));
    expect(measurement).toMatchObject({ measuredOn: '2026-03-01', weightKg: 3.62, importId: preview.id });
    // The agenda's day shows them like any other event.
    const day = await okJson(
      ana.api.agenda.day.$get({
        query: { start: '2026-03-01T03:00:00.000Z', end: '2026-03-02T02:59:59.999Z', babyId: ana.babyId },
      }),
    );
    expect(day.events).toHaveLength(5);
    expect(day.events.every((event) => event.imported)).toBe(true);
  });

  it('adds nothing the second time, to the same baby', async () => {
    const ana = await motherWithBaby(ctx);
    const first = await previewOf(ana, SMALL);
    await okJson(confirm(ana, first.id, ana.babyId));
    const again = await previewOf(ana, SMALL);
    const done = (await okJson(confirm(ana, again.id, ana.babyId))).import;
    expect(done).toMatchObject({ status: 'done', written: 6, added: 0 });
    expect(await eventsOf(ana.babyId)).toBe(5);
  });

  it('writes months of log in the background, with its progress, and undoes exactly what it added', async () => {
    const ana = await motherWithBaby(ctx);
    const own = await okJson(
      ana.api.agenda.events.$post({
        json: { type: 'fralda', occurredAt: '2026-08-10T12:00:00.000Z', date: '2026-08-10', time: '09:00' },
      }),
    );
    const preview = await previewOf(ana, FIXTURE);
    expect(preview.summaryLine).toMatch(/ 3 medidas, 4 linhas não entendidas$/);
    const response = await confirm(ana, preview.id, ana.babyId);
    expect(response.status).toBe(202);
    expect((await okJson(response)).import.status).toBe('running');
    const done = await finished(ana, preview.id);
    expect(done.status).toBe('done');
    expect(done.written).toBe(done.total);
    expect(done.added).toBe(done.total);
    expect(await importedOf(ana.babyId)).toBe(done.total - 3);

    const undo = await okJson(ana.api.imports[':id'].$delete({ param: { id: preview.id } }));
    expect(undo.removed).toBe(done.total);
    expect(undo.import?.status).toBe('undone');
    expect(await importedOf(ana.babyId)).toBe(0);
    const left = await ctx.db.select().from(appointments).where(eq(appointments.babyId, ana.babyId));
    expect(left.map((e) => e.id)).toEqual([own.event.id]);
    const twice = await ana.api.imports[':id'].$delete({ param: { id: preview.id } });
    expect(twice.status).toBe(409);
  });

  it('is read in the background when large: the upload answers at once, the preview follows with its progress', async () => {
    const ana = await motherWithBaby(ctx);
    const response = await upload(ana, huckleberryMonths(5000));
    expect(response.status).toBe(202);
    const sent = ((await response.json()) as { import: Preview }).import;
    expect(sent).toMatchObject({ status: 'reading', total: 0, written: 0 });
    await ctx.background.drain();
    const read = (await okJson(ana.api.imports[':id'].$get({ param: { id: sent.id } }))).import;
    expect(read.status).toBe('preview');
    expect(read.summaryLine).toMatch(/ linhas não entendidas$/);
    // Read in the reader's process, the reasons come back with the rows.
    expect(read.summaryDetails).toContainEqual(expect.stringMatching(/^[\d.]+ linhas não entendidas: \D+ \(\d/));
    expect(read).toMatchObject({ written: 0, error: null });
    // The file is not kept once read.
    const [stored] = await ctx.db
      .select({ upload: dataImports.upload, total: dataImports.total })
      .from(dataImports)
      .where(eq(dataImports.id, sent.id));
    expect(stored).toEqual({ upload: null, total: read.total });
    expect(read.total).toBeGreaterThan(4900);
    const confirmed = await confirm(ana, read.id, ana.babyId);
    expect(confirmed.status).toBe(202);
    const done = await finished(ana, read.id);
    expect(done).toMatchObject({ status: 'done', written: read.total, added: read.total });
  });

  it('left running by a process that died, is carried on once, though two processes look for it at once', async () => {
    const ana = await motherWithBaby(ctx);
    const preview = await previewOf(ana, FIXTURE);
    // What a process killed right after the confirmation leaves: held by a job that is gone.
    await ctx.db
      .update(dataImports)
      .set({
        status: 'running',
        babyId: ana.babyId,
        confirmedAt: new Date(),
        claim: crypto.randomUUID(),
        lockedUntil: new Date(Date.now() - 1000),
      })
      .where(eq(dataImports.id, preview.id));
    const resumed: unknown[] = [];
    const logger = {
      info: (msg: string, fields?: unknown) => msg === 'import resumed' && resumed.push(fields),
      warn() {},
      error() {},
    };
    const [one, two] = [ctx.deps, ctx.deps].map(({ database, realtime, clock, background, importReader }) =>
      createImportResumer({ db: database.db, realtime, logger, clock, background, importReader, previewHours: 24 }),
    );
    await Promise.all([one!.run(), two!.run()]);
    expect(resumed).toEqual([{ importId: preview.id, status: 'running', written: 0 }]);
    const done = await finished(ana, preview.id);
    expect(done).toMatchObject({ status: 'done', written: preview.total, added: preview.total });
    // A lease that has not run out is another process at work: left alone.
    const other = await previewOf(ana, FIXTURE);
    await ctx.db
      .update(dataImports)
      .set({ status: 'running', babyId: ana.babyId, confirmedAt: new Date(), ...newClaim() })
      .where(eq(dataImports.id, other.id));
    await one!.run();
    expect(resumed).toHaveLength(1);
    await ctx.db.delete(dataImports).where(eq(dataImports.id, other.id));
  });

  it('left reading by processes it took down twice, is given up at the next start, in words, and never read again', async () => {
    const ana = await motherWithBaby(ctx);
    // What two processes killed while reading a file leave: its second attempt's lease run out.
    const left = (attempts: number) =>
      ctx.db
        .insert(dataImports)
        .values({
          userId: ana.userId,
          source: 'huckleberry',
          fileName: 'h.xlsx',
          status: 'reading',
          summary: summarize([], []),
          rows: [],
          unread: [],
          upload: Buffer.from(SMALL),
          claim: crypto.randomUUID(),
          lockedUntil: new Date(Date.now() - 1000),
          attempts,
        })
        .returning({ id: dataImports.id })
        .then(([stored]) => stored!.id);
    const poisoned = await left(IMPORT_MAX_ATTEMPTS);
    const reads: number[] = [];
    const given: unknown[] = [];
    const { database, realtime, clock, background, importReader } = ctx.deps;
    const resumer = createImportResumer({
      db: database.db,
      realtime,
      clock,
      background,
      previewHours: 24,
      logger: {
        info() {},
        warn() {},
        error: (msg: string, fields?: unknown) => msg === 'import given up' && given.push(fields),
      },
      importReader: {
        read: (request, options) => {
          reads.push(request.bytes.length);
          return importReader.read(request, options);
        },
      },
    });
    await resumer.run();
    expect(reads).toEqual([]);
    expect(given).toEqual([{ importId: poisoned }]);
    const failed = await finished(ana, poisoned);
    expect(failed).toMatchObject({ status: 'failed', error: ERRORS.import_too_complex.message, added: 0 });
    const [stored] = await ctx.db.select().from(dataImports).where(eq(dataImports.id, poisoned));
    expect(stored).toMatchObject({ upload: null, claim: null, lockedUntil: null });
    await resumer.run();
    expect(reads).toEqual([]);

    // With an attempt left, it is read once more.
    const once = await left(IMPORT_MAX_ATTEMPTS - 1);
    await resumer.run();
    expect(reads).toEqual([SMALL.length]);
    expect((await finished(ana, once)).status).toBe('preview');
  });

  it('cannot be undone after 7 days', async () => {
    const ana = await motherWithBaby(ctx);
    const preview = await previewOf(ana, SMALL);
    await okJson(confirm(ana, preview.id, ana.babyId));
    ctx.clock.advance(7 * 86_400_000 + 1000);
    try {
      expect((await finished(ana, preview.id)).canUndo).toBe(false);
      const response = await ana.api.imports[':id'].$delete({ param: { id: preview.id } });
      expect(response.status).toBe(409);
      expect((await errorOf(response)).message).toContain('7 dias');
    } finally {
      ctx.clock.set(new Date());
    }
  });

  it('belongs to the family: a stranger gets 404, a Cuidador(a) sees it but only the importer or a Responsável undoes', async () => {
    const ana = await motherWithBaby(ctx);
    const bia = await motherWithBaby(ctx, { name: 'Bebê da Bia' });
    const carla = await signedUpMother(ctx, { name: 'Carla Cuidadora' });
    await joinFamily(ana.client, carla.client, ana.babyId);
    const preview = await previewOf(ana, SMALL);
    // Before it is confirmed, the preview is hers alone.
    expect((await carla.api.imports[':id'].$get({ param: { id: preview.id } })).status).toBe(404);
    // Another mother's baby is not found; so is the import for her.
    expect((await confirm(ana, preview.id, bia.babyId)).status).toBe(404);
    expect((await confirm(bia, preview.id, bia.babyId)).status).toBe(404);
    await okJson(confirm(ana, preview.id, ana.babyId));
    expect((await bia.api.imports[':id'].$get({ param: { id: preview.id } })).status).toBe(404);
    expect((await bia.api.imports[':id'].$delete({ param: { id: preview.id } })).status).toBe(404);
    expect((await okJson(bia.api.imports.$get())).imports).toEqual([]);
    const seen = (await okJson(carla.api.imports[':id'].$get({ param: { id: preview.id } }))).import;
    expect(seen.canUndo).toBe(false);
    const refused = await carla.api.imports[':id'].$delete({ param: { id: preview.id } });
    expect(refused.status).toBe(403);
    expect((await okJson(carla.api.imports.$get())).imports.map((i) => i.id)).toEqual([preview.id]);
    // A Cuidador(a) imports to the baby too: she logs care.
    const hers = await previewOf(carla, csv('Diaper,2026-03-02 08:00,,,,,Pee,'));
    expect((await okJson(confirm(carla, hers.id, ana.babyId))).import.added).toBe(1);
    expect((await okJson(carla.api.imports[':id'].$delete({ param: { id: hers.id } }))).removed).toBe(1);
  });

  it('reads the same rows from the .xlsx form of the export', async () => {
    const ana = await motherWithBaby(ctx);
    const xlsx = fs.readFileSync(new URL('../../../test/fixtures/huckleberry-export.xlsx', import.meta.url));
    const fromXlsx = await previewOf(ana, xlsx);
    const first120 = new TextEncoder().encode(FIXTURE.toString('utf8').split('\r\n').slice(0, 121).join('\r\n'));
    const fromCsv = await previewOf(ana, first120);
    expect(fromXlsx.summaryLine).toBe(fromCsv.summaryLine);
    expect(fromXlsx.summaryLine).toMatch(/, 1 linha não entendida$/);
    await okJson(confirm(ana, fromXlsx.id, ana.babyId));
    // The same rows: the CSV of them adds nothing after the .xlsx.
    expect((await okJson(confirm(ana, fromCsv.id, ana.babyId))).import.added).toBe(0);
  });

  it('is refused, in words, when it is not an export, too large, too long or empty', async () => {
    const ana = await motherWithBaby(ctx);
    const notOne = await upload(ana, new TextEncoder().encode('Date,Event\n2026-03-01,Feed'));
    expect(notOne.status).toBe(400);
    expect((await errorOf(notOne)).message).toContain('não parece uma exportação do Huckleberry');
    const big = await upload(ana, new Uint8Array(IMPORT_MAX_BYTES + 1).fill(65));
    expect(big.status).toBe(413);
    expect((await errorOf(big)).message).toContain('5 MB');
    // Too long to read on the request: read in the background, and refused there, in words.
    const long = await previewOf(
      ana,
      csv(...Array.from({ length: IMPORT_MAX_ROWS + 1 }, () => 'Diaper,2026-03-01 12:40,,,,,Pee,')),
    );
    expect(long).toMatchObject({ status: 'failed', added: 0 });
    expect(long.error).toContain('linhas');
    expect(await eventsOf(ana.babyId)).toBe(0);
    const empty = await upload(ana, csv());
    expect(empty.status).toBe(400);
    expect((await errorOf(empty)).code).toBe('import_empty');
    const noFile = await ana.client.request('POST', '/api/imports/huckleberry', new FormData());
    expect(noFile.status).toBe(400);
    expect((await errorOf(noFile)).code).toBe('import_no_file');
  });

  it('made to take the server down (probe of 2026-11-28), fails alone, in words, on its request or in the background', async () => {
    const ana = await motherWithBaby(ctx);
    // 518 bytes whose one cell is at column PUQCYS (2x10^8): read on the request.
    const column = await upload(ana, xlsxOf('<row r="2"><c r="PUQCYS2"><v>1</v></c></row>'), 'h.xlsx');
    expect(column.status).toBe(400);
    expect((await errorOf(column)).message).toContain('não parece uma exportação do Huckleberry');
    // 1.6 M one-cell rows in 121 KB: read in the background.
    const rows = await previewOf(ana, xlsxOf('<row><c><v>123456</v></c></row>'.repeat(1_600_000)));
    expect(rows).toMatchObject({ status: 'failed', error: ERRORS.import_too_complex.message, total: 0 });
    expect((await okJson(ana.api.imports.$get())).imports.map((i) => i.status)).toEqual(['failed']);
    expect((await previewOf(ana, SMALL)).status).toBe('preview');
  });

  it('is confirmed once, even when confirmed twice at once', async () => {
    const ana = await motherWithBaby(ctx);
    const second = await registeredBaby(ana, { name: 'Gêmeo' });
    const preview = await previewOf(ana, SMALL);
    const [one, two] = await Promise.all([confirm(ana, preview.id, ana.babyId), confirm(ana, preview.id, second.id)]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    expect((await eventsOf(ana.babyId)) + (await eventsOf(second.id))).toBe(5);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summarize } from '../../../domain/imports/import-rows';
import { dataImports } from '../../db/schema';
import { type Mother, motherWithBaby } from '../../test/factories';
import { createTestContext, errorOf, type TestContext } from '../../test/harness';
import { okJson } from '../../test/typed-client';
import { deleteExpiredPreviews } from './import-quotas';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ IMPORT_MAX_PER_DAY: '3', IMPORT_MAX_KEPT_MB: '1', IMPORT_PREVIEW_HOURS: '24' });
});
afterAll(() => ctx.close());

const HEADER = 'Type,Start,End,Duration,Start Condition,Start Location,End Condition,Notes';
const SMALL = new TextEncoder().encode(
  [HEADER, 'Feed,2026-03-01 10:00,,,Formula,Bottle,4 oz,', 'Sleep,2026-03-01 11:00,2026-03-01 12:30,01:30,,,,'].join(
    '\r\n',
  ),
);
const upload = (mother: Mother) =>
  mother.client.upload('/api/imports/huckleberry', SMALL, 'huckleberry.csv', 'text/csv');

/** An import of hers, as a step of the limits finds it. */
const stored = (mother: Mother, status: 'preview' | 'running', rows: unknown[] = []) =>
  ctx.db.insert(dataImports).values({
    userId: mother.userId,
    source: 'huckleberry',
    fileName: 'huckleberry.csv',
    status,
    summary: summarize([], []),
    rows: rows as never,
    unread: [],
  });

describe('per-account import limits', () => {
  it('refuses a third import while two are under way, in words', async () => {
    const ana = await motherWithBaby(ctx);
    await stored(ana, 'running');
    await stored(ana, 'running');
    const refused = await upload(ana);
    expect(refused.status).toBe(429);
    expect(await errorOf(refused)).toEqual({
      code: 'import_limit',
      message: 'Você já tem 2 importações em andamento. Espere uma terminar para começar outra.',
    });
    const babyBuddy = await ana.api.imports.babybuddy.$post({ json: { address: 'http://127.0.0.1:9', apiKey: 'abc' } });
    expect(babyBuddy.status).toBe(429);
  });

  it('lets only as many through as the limit when she sends several at once', async () => {
    const ana = await motherWithBaby(ctx);
    await stored(ana, 'running');
    // Each request reads the count before the others have written their row: the gate counts them.
    const statuses = (await Promise.all([upload(ana), upload(ana), upload(ana)])).map((r) => r.status).sort();
    expect(statuses).toEqual([201, 429, 429]);
  });

  it('refuses more imports a day than the install allows (IMPORT_MAX_PER_DAY)', async () => {
    const ana = await motherWithBaby(ctx);
    for (let i = 0; i < 3; i++) expect((await upload(ana)).status).toBe(201);
    const refused = await upload(ana);
    expect(refused.status).toBe(429);
    expect((await errorOf(refused)).message).toBe(
      'Você já fez 3 importações nas últimas 24 horas. Tente de novo amanhã.',
    );
    // Another mother is not held back by her.
    expect((await upload(await motherWithBaby(ctx))).status).toBe(201);
  });

  it('refuses a new import while her unconfirmed previews hold more than IMPORT_MAX_KEPT_MB', async () => {
    const ana = await motherWithBaby(ctx);
    await stored(ana, 'preview', [{ note: 'x'.repeat(1_100_000) }]);
    const refused = await upload(ana);
    expect(refused.status).toBe(413);
    expect((await errorOf(refused)).message).toBe(
      'Você tem prévias demais esperando confirmação. Confirme uma delas, ou espere: uma prévia não confirmada é apagada depois de 24 horas.',
    );
  });

  it('lets a preview expire: confirming it says so, and the sweep deletes it', async () => {
    const ana = await motherWithBaby(ctx);
    const start = new Date();
    ctx.clock.set(start);
    const preview = (await okJson(upload(ana) as never)) as { import: { id: string } };
    const id = preview.import.id;
    const later = new Date(start.getTime() + 25 * 3_600_000);
    ctx.clock.set(later);
    const confirm = await ana.api.imports[':id'].confirm.$post({ param: { id }, json: { babyId: ana.babyId } });
    expect(confirm.status).toBe(409);
    expect(await errorOf(confirm)).toEqual({
      code: 'import_expired',
      message: 'Esta prévia expirou: ela fica guardada por 24 horas. Importe o histórico de novo.',
    });
    expect(await deleteExpiredPreviews(ctx.db, 24, start)).toBe(0);
    expect(await deleteExpiredPreviews(ctx.db, 24, later)).toBeGreaterThanOrEqual(1);
    expect(await ctx.db.select().from(dataImports).where(eq(dataImports.id, id))).toEqual([]);
  });
});

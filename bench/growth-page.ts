import { sql } from 'drizzle-orm';
import { createTestContext } from '../src/server/test/harness';
import { medianOfGets, serveOnLoopback } from './loopback-http';

// Issue #23's budget: the growth page of a baby with 60 measurements answers under 10 ms (p50) on
// the embedded database.
const MEASUREMENTS = 60;

/**
 * Over HTTP on the embedded database: a boy of almost 5 years with 60 measurements (weight,
 * length or height, head) spread over his life, then "Crescimento", one request at a time.
 */
export async function measureGrowthPage(warmup = 50, rounds = 300) {
  const ctx = await createTestContext();
  const { base, close } = await serveOnLoopback(ctx);
  try {
    const client = ctx.client();
    await client.signUp();
    const birth = new Date(Date.now() - 1800 * 86_400_000).toISOString().slice(0, 10);
    const { baby } = (await (
      await client.post('/api/babies', { name: 'Davi', birthDate: birth, gender: 'M' })
    ).json()) as {
      baby: { id: string };
    };
    // Measurement i on day 30·i: a plausible boy on the median lines, lying then standing.
    await ctx.db.execute(sql`
      insert into growth_measurements (baby_id, measured_on, weight_kg, length_cm, position, head_cm)
      select ${baby.id}::uuid, ${birth}::date + i * 30, round((3.3 + 15 * (i / 60.0) ^ 0.6)::numeric, 3),
        round((50 + 60 * (i / 60.0) ^ 0.6)::numeric, 1), case when i * 30 < 731 then 'lying' else 'standing' end,
        round((34.5 + 16 * (i / 60.0) ^ 0.35)::numeric, 1)
      from generate_series(0, ${MEASUREMENTS - 1}::int) i`);
    await ctx.db.execute(sql.raw('vacuum analyze growth_measurements'));
    const p50 = await medianOfGets(`${base}/api/growth`, client.cookieHeader(), warmup, rounds);
    return { measurements: MEASUREMENTS, p50 };
  } finally {
    close();
    await ctx.close();
  }
}

import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../src/server/test/harness';
import { medianOfGets, serveOnLoopback } from './loopback-http';

// Issue #22's budget: the 30-day Resumo of a baby with three years of care (about 25 events a
// day) costs at most twice today's day view of the same baby.
const DAYS = 3 * 365;
const EVENTS_PER_DAY = 25;
const TZ = 'America/Sao_Paulo';

/**
 * Over HTTP on the embedded database: a mother's baby with three years of events seeded by SQL
 * (feedings by side and bottle, diapers, sleeps with their ends, medicines, custom types), then
 * today's day view and the 30-day summary, one request at a time.
 */
export async function measureCareSummary(warmup = 50, rounds = 300) {
  const ctx = await createTestContext();
  const { base, close } = await serveOnLoopback(ctx);
  try {
    const client = ctx.client();
    await client.signUp();
    const cookie = client.cookieHeader();
    const me = (await (await client.get('/api/auth/get-session')).json()) as { user: { id: string } };
    const { baby } = (await (await client.post('/api/babies', { name: 'Lia', birthDate: '2023-11-01' })).json()) as {
      baby: { id: string };
    };
    await seedCareLog(ctx, me.user.id, baby.id, DAYS);
    await ctx.db.execute(sql.raw('vacuum analyze appointments'));
    const { count } = (await ctx.db.execute<{ count: number }>(sql`select count(*)::int as count from appointments`))
      .rows[0]!;

    const today = new Date();
    const start = new Date(today.getFullYear(), today.getMonth(), today.getDate()).toISOString();
    const end = new Date(Date.parse(start) + 86_400_000 - 1).toISOString();
    const day = await medianOfGets(`${base}/api/agenda/day?start=${start}&end=${end}`, cookie, warmup, rounds);
    const summary = await medianOfGets(
      `${base}/api/agenda/summary?days=30&tz=${encodeURIComponent(TZ)}`,
      cookie,
      warmup,
      rounds,
    );
    return { events: count, day, summary, ratio: summary / day };
  } finally {
    close();
    await ctx.close();
  }
}

/**
 * `days` of a baby's care, about 25 events a day by SQL: feedings by side and bottle, diapers,
 * sleeps with their ends, medicines, custom types.
 */
export async function seedCareLog(ctx: TestContext, userId: string, babyId: string, days: number) {
  // Event k of day d is d days and k·55 minutes before now: 25 a day, every one in the past.
  await ctx.db.execute(sql`
    insert into appointments (user_id, baby_id, type, title, appointment_date, ended_at, feeding, left_seconds,
      right_seconds, bottle_ml, milk, diaper, medicine, dose)
    select ${userId}, ${babyId}::uuid, e.type, case when e.type = 'outro' then 'Banho' end, e.at,
      case when e.type = 'sono' then e.at + interval '50 minutes' end,
      case when e.type = 'mamada' then (array['peito_esquerdo', 'peito_direito', 'mamadeira'])[1 + e.k % 3] end,
      case when e.type = 'mamada' and e.k % 3 < 2 then 600 end,
      case when e.type = 'mamada' and e.k % 3 < 2 then 300 end,
      case when e.type = 'mamada' and e.k % 3 = 2 then 120 end,
      case when e.type = 'mamada' and e.k % 3 = 2 then 'formula' end,
      case when e.type = 'fralda' then (array['xixi', 'coco', 'xixi_e_coco'])[1 + e.k % 3] end,
      case when e.type = 'remedio' then 'Vitamina D' end,
      case when e.type = 'remedio' then '2 gotas' end
    from (
      select k, now() - d * interval '1 day' - (k + 1) * interval '55 minutes' as at,
        case when k % 5 in (0, 3) then 'mamada' when k % 5 in (1, 4) then 'fralda'
          when k % 10 = 2 then 'sono' when k % 20 = 7 then 'remedio' else 'outro' end as type
      from generate_series(0, ${days - 1}::int) d, generate_series(0, ${EVENTS_PER_DAY - 1}::int) k
    ) e`);
}

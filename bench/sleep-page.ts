import { sql } from 'drizzle-orm';
import { createTestContext } from '../src/server/test/harness';
import { medianOfGets, serveOnLoopback } from './loopback-http';

// Issue #38's budget: `/sono` (GET /api/agenda/sleep, 30 days) for a baby with two years of log
// costs at most 1.5x the same page for a baby with two weeks: the page reads a bounded window.
const TZ = 'America/Sao_Paulo';

/** A day of log, on the zone's clock: the night, three naps, six feedings and five diapers. */
const DAY_EVENTS = [
  ['sono', '19:00', '11 hours 30 minutes'],
  ['sono', '08:30', '1 hour'],
  ['sono', '11:45', '1 hour 15 minutes'],
  ['sono', '15:30', '45 minutes'],
  ...['06:40', '10:00', '13:10', '16:30', '18:40', '23:15'].map((at) => ['mamada', at, null]),
  ...['07:00', '10:30', '14:00', '17:00', '20:00'].map((at) => ['fralda', at, null]),
] as const;

async function seededMother(ctx: Awaited<ReturnType<typeof createTestContext>>, days: number) {
  const client = ctx.client();
  await client.signUp();
  const me = (await (await client.get('/api/auth/get-session')).json()) as { user: { id: string } };
  const { baby } = (await (await client.post('/api/babies', { name: 'Lia', birthDate: '2024-09-01' })).json()) as {
    baby: { id: string };
  };
  const values = sql.join(
    DAY_EVENTS.map(([type, at, lasts]) => sql`(${type}, ${at}::time, ${lasts}::interval)`),
    sql`, `,
  );
  // Every day from yesterday back `days` days, each event at its clock time in São Paulo.
  await ctx.db.execute(sql`
    insert into appointments (user_id, baby_id, type, appointment_date, ended_at, feeding, left_seconds, diaper)
    select ${me.user.id}, ${baby.id}::uuid, e.type, s.at, s.at + e.lasts,
      case when e.type = 'mamada' then 'peito_esquerdo' end, case when e.type = 'mamada' then 600 end,
      case when e.type = 'fralda' then 'xixi' end
    from generate_series(1, ${days}::int) d
    cross join (values ${values}) as e(type, clock, lasts)
    cross join lateral (select ((current_date - d) + e.clock) at time zone ${TZ} as at) s`);
  return client.cookieHeader();
}

/** Over HTTP on the embedded database: the 30-day `/sono` of a baby with 2 years of log, then with 2 weeks. */
export async function measureSleepPage(warmup = 50, rounds = 300) {
  const ctx = await createTestContext();
  const { base, close } = await serveOnLoopback(ctx);
  try {
    const longCookie = await seededMother(ctx, 730);
    const shortCookie = await seededMother(ctx, 14);
    await ctx.db.execute(sql.raw('vacuum analyze appointments'));
    const { count } = (await ctx.db.execute<{ count: number }>(sql`select count(*)::int as count from appointments`))
      .rows[0]!;
    const url = `${base}/api/agenda/sleep?days=30&tz=${encodeURIComponent(TZ)}`;
    const twoWeeks = await medianOfGets(url, shortCookie, warmup, rounds);
    const twoYears = await medianOfGets(url, longCookie, warmup, rounds);
    return { events: count, twoWeeks, twoYears, ratio: twoYears / twoWeeks };
  } finally {
    close();
    await ctx.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await measureSleepPage(Number(process.argv[2] ?? 50), Number(process.argv[3] ?? 300)));
}

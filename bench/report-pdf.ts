import { sql } from 'drizzle-orm';
import { createTestContext } from '../src/server/test/harness';
import { readPdf } from '../src/server/test/pdf-text';
import { serveOnLoopback } from './loopback-http';

// Issue #25's budget: a 30-day report of a baby with a full log is made in under 1 s, at most
// 500 KB, in at most 2 pages of summary plus the charts.
const DAYS = 30;
const EVENTS_PER_DAY = 25;
const TZ = 'America/Sao_Paulo';
const ROUNDS = 10;

/**
 * Over HTTP on the embedded database: a baby of 8 months with 30 days of 25 events a day
 * (feedings by side and bottle, diapers, sleeps, a medicine a day), her vaccines and 8
 * measurements; then the 30-day PDF, one request at a time.
 */
export async function measureReportPdf() {
  const ctx = await createTestContext();
  const { base, close } = await serveOnLoopback(ctx);
  try {
    const client = ctx.client();
    await client.signUp();
    const me = (await (await client.get('/api/auth/get-session')).json()) as { user: { id: string } };
    const birth = new Date(Date.now() - 245 * 86_400_000).toISOString().slice(0, 10);
    const { baby } = (await (
      await client.post('/api/babies', { name: 'Lia', birthDate: birth, gender: 'F', bloodType: 'A+' })
    ).json()) as { baby: { id: string } };
    await client.post('/api/vaccines/onboarding', { babyId: baby.id, choice: 'all' });
    await ctx.db.execute(sql`
      insert into growth_measurements (baby_id, measured_on, weight_kg, length_cm, position, head_cm)
      select ${baby.id}::uuid, ${birth}::date + i * 30, round((3.2 + 0.6 * i)::numeric, 3), round((49 + 2.5 * i)::numeric, 1),
        'lying', round((34 + 1.2 * i)::numeric, 1)
      from generate_series(0, 7) i`);
    await ctx.db.execute(sql`
      insert into appointments (user_id, baby_id, type, appointment_date, ended_at, feeding, left_seconds,
        right_seconds, bottle_ml, milk, diaper, medicine, dose, description)
      select ${me.user.id}, ${baby.id}::uuid, e.type, e.at,
        case when e.type = 'sono' then e.at + interval '50 minutes' end,
        case when e.type = 'mamada' then (array['peito_esquerdo', 'peito_direito', 'mamadeira'])[1 + e.k % 3] end,
        case when e.type = 'mamada' and e.k % 3 < 2 then 600 end,
        case when e.type = 'mamada' and e.k % 3 < 2 then 300 end,
        case when e.type = 'mamada' and e.k % 3 = 2 then 120 end,
        case when e.type = 'mamada' and e.k % 3 = 2 then 'formula' end,
        case when e.type = 'fralda' then (array['xixi', 'coco', 'xixi_e_coco'])[1 + e.k % 3] end,
        case when e.type = 'remedio' then 'Vitamina D' end,
        case when e.type = 'remedio' then '2 gotas' end,
        case when e.k = 11 and e.d % 5 = 0 then 'Chorou mais que o normal à tarde' end
      from (
        select d, k, now() - d * interval '1 day' - (k + 1) * interval '55 minutes' as at,
          case when k % 5 in (0, 3) then 'mamada' when k % 5 in (1, 4) then 'fralda'
            when k = 7 then 'remedio' else 'sono' end as type
        from generate_series(0, ${DAYS - 1}::int) d, generate_series(0, ${EVENTS_PER_DAY - 1}::int) k
      ) e`);
    await ctx.db.execute(sql.raw('vacuum analyze'));

    const to = new Intl.DateTimeFormat('en-CA', { timeZone: TZ }).format(new Date());
    const from = new Date(Date.parse(`${to}T12:00:00Z`) - (DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
    const url = `${base}/api/reports/pdf?${new URLSearchParams({ babyId: baby.id, from, to, tz: TZ })}`;
    const get = async () => {
      const response = await fetch(url, { headers: { cookie: client.cookieHeader() } });
      if (!response.ok) throw new Error(`report: HTTP ${response.status} ${await response.text()}`);
      return new Uint8Array(await response.arrayBuffer());
    };
    // The first loads pdfmake and the fonts; a mother's next report does not.
    const firstStarted = performance.now();
    let pdf = await get();
    const first = performance.now() - firstStarted;
    const times: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const started = performance.now();
      pdf = await get();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return { first, median: times[Math.floor(ROUNDS / 2)]!, bytes: pdf.length, pages: readPdf(pdf).pages };
  } finally {
    close();
    await ctx.close();
  }
}

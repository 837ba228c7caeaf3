// node --import tsx bench/unit-late-list.ts [TOTAL_BABIES] [UNITS]: a health unit's late list
// (issue #52) over HTTP on the embedded database. One unit follows 5,000 consented babies; with
// more babies and units (100,000 in 40: the municipality's install) the rest are spread over the
// other units. Prints the list's p50 and p95 (budget: p95 < 300 ms). Never part of `npm test`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres';
import { createTestContext } from '../src/server/test/harness';
import { serveOnLoopback } from './loopback-http';

const UNIT_BABIES = 5_000;
const total = Number(process.argv[2] ?? UNIT_BABIES);
const units = Number(process.argv[3] ?? 1);
if (!Number.isInteger(total) || total < UNIT_BABIES || !Number.isInteger(units) || units < 1)
  throw new Error('usage: node --import tsx bench/unit-late-list.ts [TOTAL_BABIES >= 5000] [UNITS]');
if (total > UNIT_BABIES && units < 2) throw new Error('more babies than the first unit follows need 2 units or more');
const WARMUP = 20;
const ROUNDS = 200;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumma-bench-unit-'));
fs.chmodSync(dir, 0o755);
const server = await startEmbeddedPostgres(dir);
process.env.TEST_DATABASE_URL = server.url;
const ctx = await createTestContext();
const { base, close } = await serveOnLoopback(ctx);

try {
  const started = performance.now();
  const db = ctx.db;
  await db.execute(sql`
    insert into health_units (name, municipality, address, opening_hours, invite_code)
    select 'UBS ' || u, 'Campinas', 'Rua ' || u, '7h às 17h', 'BENCH' || lpad(u::text, 3, '0')
    from generate_series(0, ${units - 1}::int) u`);
  await db.execute(sql`
    insert into users (id, name, email, email_verified)
    select 'bench-mother-' || n, 'Mãe ' || n, 'mae' || n || '@bench.lumma.test', true
    from generate_series(0, ${total - 1}::int) n`);
  await db.execute(sql`
    insert into profiles (id, full_name, email, phone)
    select 'bench-mother-' || n, 'Mãe ' || n, 'mae' || n || '@bench.lumma.test', '+55 (19) 9' || lpad(n::text, 8, '0')
    from generate_series(0, ${total - 1}::int) n`);
  // Babies from newborn to two years; their id's order is n's, so the unit's share is known.
  await db.execute(sql`
    insert into babies (id, user_id, name, birth_date)
    select ('00000000-0000-4000-8000-' || lpad(to_hex(n), 12, '0'))::uuid, 'bench-mother-' || n, 'Bebê ' || n,
      current_date - (n % 730)
    from generate_series(0, ${total - 1}::int) n`);
  // Seven in ten keep the card: each due dose recorded, but one in four skipped (late); the rest
  // record nothing (sem registro).
  await db.execute(sql`
    insert into vaccines (baby_id, vaccine_name, dose_number, application_date)
    select b.id, c.vaccine_name, c.dose_number, (b.birth_date + make_interval(months => c.recommended_age_months))::date
    from babies b
    cross join sus_vaccine_calendar c
    where b.user_id like 'bench-mother-%'
      and ('x' || right(b.id::text, 8))::bit(32)::int % 10 < 7
      and c.repeats_yearly_until_months is null
      and c.version_id = (select id from vaccine_calendar_versions where valid_from <= current_date
        order by valid_from desc limit 1)
      and (b.birth_date + make_interval(months => c.recommended_age_months))::date <= current_date
      and (('x' || right(b.id::text, 8))::bit(32)::int + c.dose_number) % 4 <> 0`);
  await db.execute(sql`
    insert into health_unit_consents (baby_id, unit_id, text_version, given_by)
    select b.id,
      (select id from health_units where invite_code = 'BENCH' || lpad(
        (case when n < ${UNIT_BABIES} then 0 else 1 + n % greatest(${units - 1}::int, 1) end)::text, 3, '0')),
      'bench', b.user_id
    from (select id, user_id, ('x' || right(id::text, 8))::bit(32)::int as n from babies
      where user_id like 'bench-mother-%') b`);
  await db.execute(sql.raw('vacuum analyze'));

  const nurse = ctx.client();
  await nurse.signUp({ name: 'Enfermeira Bench', email: 'enfermeira@bench.lumma.test' });
  await db.execute(sql`
    insert into health_unit_members (unit_id, user_id, role)
    select (select id from health_units where invite_code = 'BENCH000'), id, 'profissional'
    from users where email = 'enfermeira@bench.lumma.test'`);
  const seededMs = performance.now() - started;

  const cookie = nurse.cookieHeader();
  const url = `${base}/api/unit/babies?list=atrasadas`;
  const once = async () => {
    const t = performance.now();
    const response = await fetch(url, { headers: { cookie, origin: 'http://lumma.test' } });
    const body = (await response.json()) as { total: number };
    if (response.status !== 200) throw new Error(`${response.status} ${JSON.stringify(body)}`);
    return { ms: performance.now() - t, total: body.total };
  };
  for (let i = 0; i < WARMUP; i++) await once();
  const times: number[] = [];
  let listed = 0;
  for (let i = 0; i < ROUNDS; i++) {
    const { ms, total: count } = await once();
    times.push(ms);
    listed = count;
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))]!;
  const [counts] = (
    await db.execute<{ babies: number; records: number }>(sql`
      select (select count(*)::int from babies) as babies, (select count(*)::int from vaccines) as records`)
  ).rows;
  console.log(
    `| unit late list, ${UNIT_BABIES.toLocaleString('en')} consented babies of ${counts!.babies.toLocaleString('en')} in ${units} unit(s), ${counts!.records.toLocaleString('en')} vaccine records; ${listed} babies listed late (page of 50), ${ROUNDS} sequential GETs | p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms | p95 < 300 ms | ${at(0.95) < 300 ? 'pass' : 'FAIL'} |`,
  );
  console.error(`seeded in ${(seededMs / 1000).toFixed(1)} s`);
} finally {
  close();
  await ctx.close();
  await server.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}

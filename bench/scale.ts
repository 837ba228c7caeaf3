// npm run bench:scale -- BABIES [--keep] [--db NAME]: a national install's shape, seeded by SQL in bulk into its own
// database on the PostgreSQL at BENCH_DATABASE_URL, then the hot reads, one reminder planner pass,
// one dispatcher pass, the admin reports and the periodic jobs' plans measured on it (bench/README.md).
// Never part of `npm test`.
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openPostgres } from '../src/server/db/client';
import { seedPlans } from '../src/server/db/seed/plans';
import { seedContent } from '../src/server/db/seed/seed-content';
import { adminActivity, adminRevenue, adminStats } from '../src/server/features/admin/admin-reports.service';
import { createReminderDispatcher } from '../src/server/features/reminders/reminder-dispatcher';
import { planTimedReminders } from '../src/server/features/reminders/reminder-planner.service';
import { IDEMPOTENCY_KEEP_MS } from '../src/server/http/idempotency';
import { silentLogger } from '../src/server/platform/log';
import type { Push } from '../src/server/platform/push/push';
import { createTestClock, createTestContext } from '../src/server/test/harness';
import { serveOnLoopback } from './loopback-http';

const babies = Number(process.argv[2] ?? 10_000);
const keep = process.argv.includes('--keep');
// Only the background jobs: the planner and the dispatcher, on a kept database.
const jobsOnly = process.argv.includes('--jobs-only');
if (!Number.isInteger(babies) || babies < 1_000) throw new Error('usage: npm run bench:scale -- BABIES [--keep]');
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// --db NAME gives the database another name, so two runs of one size don't share it.
const dbFlag = process.argv.indexOf('--db');
const name =
  dbFlag > 0
    ? (process.argv[dbFlag + 1] ?? '')
    : `lumma_scale_${babies >= 1_000_000 ? `${babies / 1_000_000}m` : `${babies / 1_000}k`}`;
if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error('--db takes a lowercase database name');

// The issue's national shape per baby (1M babies: 800k mothers, 200k other family members, 30M
// care events over 30 days, 8M vaccine records, 2M measurements, 5M reminders, 500k push devices,
// 1M posts); likes and comments per post are this bench's choice.
const MOTHERS = Math.round(babies * 0.8);
const USERS = babies; // mothers, then the other family members
const EVENTS_PER_BABY = 30;
const VACCINES_PER_BABY = 8;
const MEASUREMENTS_PER_BABY = 2;
const REMINDERS_PER_BABY = 5;
const LIKES_PER_POST = 3;
// 300,000 reminders a day at 1M babies: 3 babies in 10 have one pending, due within the next day.
const PENDING_SHARE = 3;
const SLICE = 100_000;

const started = performance.now();
const progress = (message: string) =>
  process.stderr.write(`  scale ${((performance.now() - started) / 1000).toFixed(1).padStart(7)} s: ${message}\n`);
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const ms = (n: number) => `${n.toFixed(n < 10 ? 2 : 0)} ms`;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

async function step(db: Database['db'], label: string, statement: ReturnType<typeof sql>) {
  const at = performance.now();
  await db.execute(statement);
  progress(`${label} (${((performance.now() - at) / 1000).toFixed(1)} s)`);
}

// Tables the seed fills in bulk and nothing in the seed reads back by key: their indexes, primary
// keys and unique indexes are built once after the load (a sort each) instead of row by row, and
// the foreign keys that point at them are set aside meanwhile.
const BULK_TABLES = [
  'appointments',
  'vaccines',
  'growth_measurements',
  'reminders',
  'community_likes',
  'community_comments',
  'baby_members',
  'push_subscriptions',
  'webhook_outbox',
  'media_files',
  'auth_throttles',
];
// Every table the seed writes: their triggers are off while seeding. The foreign-key checks would
// only cost time (the generator makes every reference point at a row it inserted first), and so
// would the replan triggers of decision 035 (every seeded baby is due for planning already).
const SEEDED_TABLES = [...BULK_TABLES, 'users', 'profiles', 'babies', 'community_posts'];

const baby = (n: string) => sql.raw(`md5('b' || ${n})::uuid`);
const user = (n: string) => sql.raw(`'scale-u-' || (${n})`);

/** Drops the bulk tables' indexes and keys, returning the statements that build them again. */
async function setIndexesAside(db: Database['db']) {
  const tables = sql.raw(BULK_TABLES.map((t) => `'${t}'::regclass`).join(', '));
  const referencing = (
    await db.execute<{ drop: string; add: string }>(sql`select
        format('alter table %s drop constraint %I', conrelid::regclass, conname) as drop,
        format('alter table %s add constraint %I %s', conrelid::regclass, conname, pg_get_constraintdef(oid)) as add
      from pg_constraint where contype = 'f' and confrelid in (${tables})`)
  ).rows;
  const keys = (
    await db.execute<{ drop: string; add: string }>(sql`select
        format('alter table %s drop constraint %I', conrelid::regclass, conname) as drop,
        format('alter table %s add constraint %I %s', conrelid::regclass, conname, pg_get_constraintdef(oid)) as add
      from pg_constraint where contype in ('p', 'u') and conrelid in (${tables})`)
  ).rows;
  const indexes = (
    await db.execute<{ drop: string; add: string }>(sql`select
        format('drop index %s', i.indexrelid::regclass) as drop, pg_get_indexdef(i.indexrelid) as add
      from pg_index i where i.indrelid in (${tables})
        and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`)
  ).rows;
  for (const { drop } of [...referencing, ...keys, ...indexes]) await db.execute(sql.raw(drop));
  return [...indexes, ...keys, ...referencing].map((r) => r.add);
}

/** Users scale-u-0… (the first MOTHERS are mothers), babies md5('b'||n)::uuid, and all they hold. */
async function seed(db: Database['db']) {
  const rebuild = await setIndexesAside(db);
  for (const table of SEEDED_TABLES) await db.execute(sql.raw(`alter table ${table} disable trigger all`));
  await step(
    db,
    `${USERS.toLocaleString('en')} users`,
    sql`insert into users (id, name, email, email_verified)
      select ${user('n')}, 'Mãe ' || n, 'u' || n || '@scale.lumma.test', true from generate_series(0, ${USERS - 1}::int) n`,
  );
  await step(
    db,
    'profiles',
    sql`insert into profiles (id, full_name, email)
      select ${user('n')}, 'Mãe ' || n, 'u' || n || '@scale.lumma.test' from generate_series(0, ${USERS - 1}::int) n`,
  );
  // Born in the last three years, spread over the days; a fifth of the mothers have a second baby.
  await step(
    db,
    `${babies.toLocaleString('en')} babies`,
    sql`insert into babies (id, user_id, name, birth_date, gender)
      select ${baby('n')}, ${user(`n % ${MOTHERS}`)}, 'Bebê ' || n, current_date - ((n::bigint * 7919) % 1095)::int, (array['F','M'])[1 + n % 2]
      from generate_series(0, ${babies - 1}::int) n`,
  );
  await step(
    db,
    'family members',
    sql`insert into baby_members (baby_id, user_id, role, selected_at)
      select ${baby('n')}, ${user(`n % ${MOTHERS}`)}, 'responsavel', now() from generate_series(0, ${babies - 1}::int) n
      union all
      select ${baby(`(n - ${MOTHERS}) * 4`)}, ${user('n')}, 'cuidador', now() from generate_series(${MOTHERS}::int, ${USERS - 1}::int) n`,
  );
  // One event a day per baby in the last 30 days, at the baby's own minute, with its details.
  // In slices of 100,000 babies (3M events), so a national seed shows its progress.
  for (let from = 0; from < babies; from += SLICE) {
    const to = Math.min(babies, from + SLICE) - 1;
    await step(
      db,
      `care events of babies ${from.toLocaleString('en')}–${to.toLocaleString('en')} (${((to + 1) * EVENTS_PER_BABY).toLocaleString('en')} of ${(babies * EVENTS_PER_BABY).toLocaleString('en')})`,
      sql`insert into appointments (baby_id, user_id, type, appointment_date, completed, feeding, left_seconds, bottle_ml, milk, diaper, ended_at)
      select ${baby('n')}, ${user(`n % ${MOTHERS}`)}, t.type, e.at, true,
        case when t.type = 'mamada' then (array['peito_esquerdo','mamadeira'])[1 + n % 2] end,
        case when t.type = 'mamada' and n % 2 = 0 then 600 end,
        case when t.type = 'mamada' and n % 2 = 1 then 120 end,
        case when t.type = 'mamada' and n % 2 = 1 then 'formula' end,
        case when t.type = 'fralda' then 'xixi' end,
        case when t.type = 'sono' then e.at + interval '1 hour' end
      from generate_series(${from}::int, ${to}::int) n, generate_series(0, ${EVENTS_PER_BABY - 1}::int) k,
        lateral (select (array['mamada','fralda','sono'])[1 + (n + k) % 3] as type) t,
        lateral (select now() - k * interval '1 day' - ((n * 37) % 1440) * interval '1 minute' - interval '1 hour' as at) e`,
    );
  }
  // The calendar's first doses by age, each given at its age (babies too young get them too: a bench).
  await step(
    db,
    `${(babies * VACCINES_PER_BABY).toLocaleString('en')} vaccine records`,
    sql`insert into vaccines (baby_id, vaccine_name, dose_number, application_date)
      select b.id, d.vaccine_name, d.dose_number, b.birth_date + d.recommended_age_months * 30
      from babies b, (
        select vaccine_name, dose_number, recommended_age_months from sus_vaccine_calendar
        where version_id = (select id from vaccine_calendar_versions order by created_at desc limit 1)
        order by recommended_age_months, vaccine_name, dose_number limit ${VACCINES_PER_BABY}) d`,
  );
  await step(
    db,
    `${(babies * MEASUREMENTS_PER_BABY).toLocaleString('en')} growth measurements`,
    sql`insert into growth_measurements (baby_id, measured_on, weight_kg, length_cm, position, head_cm)
      select b.id, b.birth_date + k * 30, 3.2 + k * 0.7, 49 + k * 2.5, 'lying', 34 + k * 1.2
      from babies b, generate_series(0, ${MEASUREMENTS_PER_BABY - 1}::int) k`,
  );
  // Reminders: the past ones sent (weekly tips), and for 3 babies in 10 a medicine dose pending
  // within the next 24 hours (a kind that rings in quiet hours, so a pass at night still sends).
  await step(
    db,
    `${(babies * REMINDERS_PER_BABY).toLocaleString('en')} reminders`,
    sql`insert into reminders (user_id, baby_id, kind, subject, occurrence, due_at, expires_at, title, body, url, status, sent_at)
      select ${user(`n % ${MOTHERS}`)}, ${baby('n')}, case when s.status = 'pending' then 'medicine' else 'tip' end,
        ${baby('n')}::text, 'scale-' || k, r.due, r.due + interval '1 day',
        'Hora do remédio', 'Dose de paracetamol.', '/agenda', s.status, case when s.status = 'sent' then r.due end
      from generate_series(0, ${babies - 1}::int) n, generate_series(0, ${REMINDERS_PER_BABY - 1}::int) k,
        lateral (select case when k = ${REMINDERS_PER_BABY - 1} and n % 10 < ${PENDING_SHARE} then 'pending' else 'sent' end as status) s,
        lateral (select case when s.status = 'pending' then now() + ((n * 37) % 1440) * interval '1 minute'
          else now() - (k + 1) * interval '7 days' end as due) r`,
  );
  await step(
    db,
    `${(babies / 2).toLocaleString('en')} push devices`,
    sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth, device)
      select ${user('n')}, 'https://push.scale.lumma.test/' || n, 'p256dh-' || n, 'auth-' || n, 'Android'
      from generate_series(0, ${babies / 2 - 1}::int) n`,
  );
  await step(
    db,
    `${babies.toLocaleString('en')} posts`,
    sql`insert into community_posts (user_id, content, category, created_at)
      select ${user(`n % ${USERS}`)}, 'Post ' || n || ': como vocês fazem para o bebê dormir a noite toda?',
        (array['Experiências','Dúvida','Receitas','Alimentação','Sono','Desenvolvimento','Saúde'])[1 + n % 7],
        now() - interval '2 days' - n * interval '10 seconds'
      from generate_series(0, ${babies - 1}::int) n`,
  );
  await step(
    db,
    'likes and comments',
    sql`with p as (select id, row_number() over () as n from community_posts),
      likes as (insert into community_likes (post_id, user_id)
        select p.id, ${user(`(p.n + k * 97) % ${USERS}`)} from p, generate_series(0, ${LIKES_PER_POST - 1}::int) k)
      insert into community_comments (post_id, user_id, content)
        select p.id, ${user(`(p.n + 1) % ${USERS}`)}, 'Aqui também! Tente um banho morno.' from p where p.n % 2 = 0`,
  );
  // What the periodic jobs walk: delivered webhooks, media, sign-in throttles (half ended).
  await step(
    db,
    'webhook outbox, media files, auth throttles',
    sql`with w as (insert into webhook_outbox (event, payload, attempts, next_attempt_at, delivered_at, created_at)
        select 'agenda.event.created', jsonb_build_object('n', n), 1, now() - n * interval '1 second', now() - n * interval '1 second',
          now() - n * interval '1 second'
        from generate_series(0, ${babies - 1}::int) n),
      m as (insert into media_files (name, owner_id, kind, baby_id, size_bytes, created_at)
        select 'scale-' || n || '.jpg', ${user(`n % ${MOTHERS}`)}, 'baby_photo', ${baby('n')}, 120000, now() - n * interval '1 minute'
        from generate_series(0, ${babies / 2 - 1}::int) n)
      insert into auth_throttles (key, hits, expires_at)
        select 'scale-' || n, 1, now() + (n % 2 * 2 - 1) * interval '10 minutes' from generate_series(0, ${babies / 10 - 1}::int) n`,
  );
  for (const table of SEEDED_TABLES) await db.execute(sql.raw(`alter table ${table} enable trigger all`));
  const rebuilt = performance.now();
  for (const statement of rebuild) await db.execute(sql.raw(statement));
  progress(
    `${rebuild.length} indexes, keys and references built again (${((performance.now() - rebuilt) / 1000).toFixed(1)} s)`,
  );
  await step(db, 'vacuum analyze', sql`vacuum analyze`);
}

/**
 * What the periodic jobs and the per-request token reads walk, in this bench's proportions: two
 * sessions per user (one expired: nothing sweeps them), 8 days and an hour of idempotency keys (an
 * offline write a day per ten babies; the sweep keeps 8 days), a report link and an invitation per
 * ten babies (half expired), an access token and a finished import per hundred, a month of daily
 * backups. Run once per database: a database seeded before these existed gets them on its next run.
 */
async function seedTokenTables(db: Database['db']) {
  const rows = (await db.execute<{ n: number }>(sql`select count(*)::int as n from sessions where id like 'scale-%'`))
    .rows[0]!.n;
  if (rows > 0) return;
  await step(
    db,
    `${(USERS * 2).toLocaleString('en')} sessions, ${Math.round(babies * 0.8).toLocaleString('en')} idempotency keys, report links, invitations, access tokens, imports, backup runs`,
    sql`with s as (insert into sessions (id, token, user_id, expires_at, created_at, updated_at)
        select 'scale-' || n || '-' || k, md5('s' || n || '-' || k), ${user(`n`)},
          case when k = 0 then now() + ((n % 7) + 1) * interval '1 day' else now() - (n % 60) * interval '1 day' end,
          now() - interval '7 days', now() - interval '7 days'
        from generate_series(0, ${USERS - 1}::int) n, generate_series(0, 1) k),
      i as (insert into idempotency_keys (user_id, key, request_hash, status, body, created_at)
        select ${user(`n % ${USERS}`)}, 'scale-' || n, md5('r' || n), 201, '{"ok":true}', now() - (n % 11580) * interval '1 minute'
        from generate_series(0, ${Math.round(babies * 0.8) - 1}::int) n),
      r as (insert into report_links (baby_id, created_by, token_hash, period_from, period_to, time_zone, expires_at)
        select ${baby('n * 10')}, ${user(`(n * 10) % ${MOTHERS}`)}, md5('l' || n), current_date - 30, current_date, 'America/Sao_Paulo',
          now() + (n % 2 * 2 - 1) * interval '7 days'
        from generate_series(0, ${babies / 10 - 1}::int) n),
      v as (insert into baby_invitations (baby_id, invited_by, role, token_hash, expires_at)
        select ${baby('n * 10')}, ${user(`(n * 10) % ${MOTHERS}`)}, 'cuidador', md5('v' || n), now() + (n % 2 * 2 - 1) * interval '7 days'
        from generate_series(0, ${babies / 10 - 1}::int) n),
      a as (insert into access_tokens (user_id, name, scope, token_hash, last_used_at)
        select ${user(`(n * 100) % ${MOTHERS}`)}, 'Planilha', 'leitura', md5('a' || n), now() - n * interval '1 minute'
        from generate_series(0, ${babies / 100 - 1}::int) n),
      d as (insert into data_imports (user_id, baby_id, source, file_name, status, summary, rows, unread, confirmed_at)
        select ${user(`(n * 100) % ${MOTHERS}`)}, ${baby('n * 100')}, 'huckleberry', 'export.csv', 'done', '{}', '[]', '[]', now() - n * interval '1 hour'
        from generate_series(0, ${babies / 100 - 1}::int) n)
      insert into backup_runs (taken_at, reason, day, file, size_bytes)
        select now() - k * interval '1 day', 'daily', current_date - k, 'lumma-' || k || '.backup', 1000000
        from generate_series(1, 30) k`,
  );
  await step(
    db,
    'analyze them',
    sql`analyze sessions, idempotency_keys, report_links, baby_invitations, access_tokens, data_imports, backup_runs`,
  );
}

/** Rows read by the statements since the last call: sequential and index tuples, all tables. */
async function rowsRead(db: Database['db']) {
  // Backends report their counters at most once a second, and an idle one within 10 s.
  await new Promise((r) => setTimeout(r, 11_000));
  const row = (
    await db.execute<{ n: string }>(
      sql`select sum(coalesce(seq_tup_read, 0) + coalesce(idx_tup_fetch, 0))::bigint as n from pg_stat_user_tables`,
    )
  ).rows[0]!;
  return Number(row.n);
}

async function timed<T>(run: () => Promise<T>) {
  const at = performance.now();
  const result = await run();
  return { result, ms: performance.now() - at };
}

const lines: string[] = [];
const out = (line: string) => {
  lines.push(line);
  process.stdout.write(`${line}\n`);
};

async function hotReads(database: Database) {
  const ctx = await createTestContext({}, {}, { database });
  const { base, close } = await serveOnLoopback(ctx);
  try {
    const client = ctx.client();
    await client.signUp();
    const cookie = client.cookieHeader();
    const birthDate = new Date(Date.now() - 200 * 86_400_000).toISOString().slice(0, 10);
    const { baby } = (await (await client.post('/api/babies', { name: 'Lia', birthDate, gender: 'F' })).json()) as {
      baby: { id: string };
    };
    const now = new Date();
    const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
    for (let i = 0; i < 12; i++) {
      const occurredAt = new Date(midnight + ((now.getTime() - midnight) * (i + 1)) / 13).toISOString();
      await client.post('/api/agenda/events', { type: ['mamada', 'fralda', 'sono'][i % 3], occurredAt });
    }
    for (const vaccineName of ['BCG', 'Hepatite B', 'Pentavalente', 'VIP', 'Pneumocócica 10']) {
      await client.post('/api/vaccines/records', {
        babyId: baby.id,
        vaccineName,
        applicationDate: birthDate,
        doseNumber: 1,
      });
    }
    for (let month = 0; month < 6; month++) {
      const measuredOn = new Date(Date.parse(birthDate) + month * 30 * 86_400_000).toISOString().slice(0, 10);
      await client.post('/api/growth/measurements', { babyId: baby.id, measuredOn, weightKg: 3.2 + 0.7 * month });
    }
    const start = new Date(midnight).toISOString();
    const end = new Date(midnight + 86_400_000 - 1).toISOString();
    const endpoints = [
      `/api/agenda/day?start=${start}&end=${end}`,
      '/api/me',
      '/api/vaccines/card',
      '/api/growth',
      '/api/community/posts',
    ];
    out('| hot read | serial p50 | serial p95 | 50 conn. p50 | 50 conn. p95 | 50 conn. req/s |');
    out('|---|---|---|---|---|---|');
    for (const path of endpoints) {
      const once = async () => {
        const at = performance.now();
        const response = await fetch(`${base}${path}`, { headers: { cookie, origin: 'http://lumma.test' } });
        await response.text();
        if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
        return performance.now() - at;
      };
      for (let i = 0; i < 20; i++) await once();
      const serial: number[] = [];
      for (let i = 0; i < 200; i++) serial.push(await once());
      serial.sort((a, b) => a - b);
      const latencies: number[] = [];
      const result = await new Promise<autocannon.Result>((resolve, reject) => {
        const instance = autocannon(
          { url: `${base}${path}`, connections: 50, duration: 5, headers: { cookie, origin: 'http://lumma.test' } },
          (error, r) => (error ? reject(error) : resolve(r)),
        );
        instance.on('response', (_c, status, _b, time) => {
          if (status === 200) latencies.push(time);
        });
      });
      latencies.sort((a, b) => a - b);
      out(
        `| ${path.split('?')[0]} | ${ms(percentile(serial, 0.5))} | ${ms(percentile(serial, 0.95))} | ${ms(percentile(latencies, 0.5))} | ${ms(percentile(latencies, 0.95))} | ${result.requests.average.toFixed(0)}${result.non2xx + result.errors ? ` (${result.non2xx + result.errors} errors)` : ''} |`,
      );
    }
  } finally {
    close();
    await ctx.background.drain();
    await ctx.realtime.close();
    await ctx.reportPdfs.close();
  }
}

async function explain(db: Database['db'], label: string, statement: ReturnType<typeof sql>) {
  const plan = (await db.execute<{ 'QUERY PLAN': string }>(sql`explain ${statement}`)).rows.map((r) => r['QUERY PLAN']);
  // A sequential scan is named with its table's size: over a few rows it is the right plan.
  const seqScans: string[] = [];
  for (const table of plan.flatMap((l) => l.match(/Seq Scan on (\w+)/)?.[1] ?? [])) {
    const size = (
      await db.execute<{ rows: number }>(
        sql`select greatest(reltuples, 0)::bigint as rows from pg_class where relname = ${table}`,
      )
    ).rows[0]!.rows;
    seqScans.push(`Seq Scan on ${table} (≈ ${Number(size).toLocaleString('en')} rows)`);
  }
  out(`- ${label}: ${seqScans.length ? `**${seqScans.join('; ')}**` : 'indexes only'}`);
  out(`  \`\`\`\n${plan.map((l) => `  ${l}`).join('\n')}\n  \`\`\``);
}

async function periodicPlans(db: Database['db']) {
  const at = new Date().toISOString();
  out('\nPeriodic jobs, EXPLAIN:');
  await explain(
    db,
    'reminder dispatcher claim',
    sql`select id from reminders where ((status = 'pending' and due_at <= ${at}) or push_retry_at <= ${at})
      and (locked_until is null or locked_until < ${at}) order by due_at limit 50 for update skip locked`,
  );
  await explain(
    db,
    'reminder planner claim (decision 035)',
    sql`select id from babies where plan_at <= ${at}::timestamptz order by plan_at limit 500 for update skip locked`,
  );
  await explain(
    db,
    'webhook outbox claim',
    sql`select id from webhook_outbox where delivered_at is null and failed_at is null and next_attempt_at <= now()
      order by next_attempt_at limit 20 for update skip locked`,
  );
  await explain(
    db,
    'media sweeper',
    sql`select name from media_files where (kind = 'community' and post_id is null and created_at < ${at}::timestamptz)
      or (kind = 'baby_photo' and baby_id is null) order by created_at limit 200 for update skip locked`,
  );
  await explain(db, 'auth throttle sweep', sql`delete from auth_throttles where expires_at < now()`);
  const keysCutoff = new Date(Date.now() - IDEMPOTENCY_KEEP_MS).toISOString();
  await explain(
    db,
    'idempotency keys sweep (decision 032, hourly)',
    sql`delete from idempotency_keys where created_at < ${keysCutoff}::timestamptz`,
  );
  // Sessions, report links, invitations and access tokens have no sweep: each is read by its
  // token's unique index on use, and an expired one is refused there (their rows stay).
  await explain(
    db,
    'session read on a cache miss (no sweep of expired sessions)',
    sql`select s.id, s.expires_at, u.id from sessions s join users u on u.id = s.user_id where s.token = ${'scale-token'}`,
  );
  await explain(
    db,
    'report link opened, /r (no sweep of expired links)',
    sql`select id, baby_id, expires_at, revoked_at from report_links where token_hash = ${'scale-hash'}`,
  );
  await explain(
    db,
    'access token read and its last use written (decision 033)',
    sql`update access_tokens set last_used_at = now() where token_hash = ${'scale-hash'}
      and (expires_at is null or expires_at > now()) returning id, user_id, scope, baby_id`,
  );
  // Backups (decision 030): the daily one's "taken today?" and the dashboard's last one; the
  // backup itself reads every table through a cursor, by design (its time is in bench/README.md).
  await explain(
    db,
    'daily backup, already taken today?',
    sql`select id from backup_runs where reason = 'daily' and day = current_date`,
  );
  await explain(db, 'last backup (dashboard)', sql`select taken_at from backup_runs order by taken_at desc limit 1`);
}

const dispatcherDeps = {
  mailer: null,
  logger: silentLogger,
  appUrl: 'http://lumma.test',
  secret: 'scale-bench-secret-that-is-long-enough',
};

/** What a pass at `at` has to do: the reminders due and the pushes they make (one per device). */
async function dueWork(db: Database['db'], at: Date) {
  return (
    await db.execute<{ reminders: number; pushes: number }>(sql`select count(distinct r.id)::int as reminders,
      count(p.id)::int as pushes
      from reminders r left join push_subscriptions p on p.user_id = r.user_id
      where r.status = 'pending' and r.due_at <= ${at.toISOString()}::timestamptz`)
  ).rows[0]!;
}

/**
 * One dispatcher pass for what falls due in the next 10 minutes, then four dispatchers, each with
 * its own pool as four processes would have, side by side on the 10 minutes after: the pushes
 * sent must be the pushes due, none twice. The push service answers at once (this measures the
 * database's work, not the network's).
 */
async function dispatcherPasses(db: Database['db'], url: string) {
  const sent: string[] = [];
  const push: Push = {
    publicKey: 'scale-bench',
    send: async (target, payload) => {
      sent.push(`${(JSON.parse(payload) as { id: string }).id} ${target.endpoint}`);
      return 'sent';
    },
  };
  const inTen = new Date(Date.now() + 10 * 60_000);
  const dueOne = await dueWork(db, inTen);
  const dispatcher = createReminderDispatcher({ db, clock: createTestClock(inTen), push, ...dispatcherDeps });
  const before = await rowsRead(db);
  const dispatched = await timed(() => dispatcher.dispatch());
  const dispatchRows = (await rowsRead(db)) - before;
  out(
    `\n- dispatcher pass, 1 process (due in the next 10 min: ${dueOne.reminders} reminders, ${dueOne.pushes} pushes): ${dispatched.result} reminders, ${sent.length} pushes (${new Set(sent).size} distinct), ${ms(dispatched.ms)}, ${dispatchRows.toLocaleString('en')} rows read`,
  );

  sent.length = 0;
  const inTwenty = new Date(Date.now() + 20 * 60_000);
  const dueFour = await dueWork(db, inTwenty);
  const pools = await Promise.all([0, 1, 2, 3].map(() => openPostgres(url, 10)));
  try {
    const dispatchers = pools.map((pool) =>
      createReminderDispatcher({ db: pool.db, clock: createTestClock(inTwenty), push, ...dispatcherDeps }),
    );
    const beforeFour = await rowsRead(db);
    const four = await timed(() => Promise.all(dispatchers.map((d) => d.dispatch())));
    const fourRows = (await rowsRead(db)) - beforeFour;
    const left = await dueWork(db, inTwenty);
    out(
      `- dispatcher pass, 4 processes side by side (due 10–20 min ahead: ${dueFour.reminders} reminders, ${dueFour.pushes} pushes): ${four.result.join(' + ')} reminders, ${sent.length} pushes (${new Set(sent).size} distinct), ${left.reminders} left pending, ${ms(four.ms)}, ${fourRows.toLocaleString('en')} rows read`,
    );
  } finally {
    await Promise.all(pools.map((pool) => pool.close()));
  }
}

/**
 * Four planners, each with its own pool, side by side on the babies due in the 10 minutes after
 * the running day's pass: each baby planned once (the claim's SKIP LOCKED), no reminder twice
 * (the occurrence index).
 */
async function plannersSideBySide(db: Database['db'], url: string) {
  const at = new Date(Date.now() + 20 * 60_000);
  const due = (
    await db.execute<{ n: number }>(
      sql`select count(*)::int as n from babies where plan_at <= ${at.toISOString()}::timestamptz`,
    )
  ).rows[0]!.n;
  const pools = await Promise.all([0, 1, 2, 3].map(() => openPostgres(url, 10)));
  try {
    const before = await rowsRead(db);
    const four = await timed(() => Promise.all(pools.map((pool) => planTimedReminders(pool.db, at))));
    const rows = (await rowsRead(db)) - before;
    const twice = (
      await db.execute<{ n: number }>(sql`select count(*)::int as n from (select 1 from reminders
        group by user_id, kind, subject, occurrence having count(*) > 1) d`)
    ).rows[0]!.n;
    const left = (
      await db.execute<{ n: number }>(
        sql`select count(*)::int as n from babies where plan_at <= ${at.toISOString()}::timestamptz`,
      )
    ).rows[0]!.n;
    out(
      `- planner pass, 4 processes side by side, 20 min later (${due.toLocaleString('en')} babies due): ${four.result.join(' + ')} reminders, ${left} babies left due, ${twice} reminders twice, ${ms(four.ms)}, ${rows.toLocaleString('en')} rows read`,
    );
  } finally {
    await Promise.all(pools.map((pool) => pool.close()));
  }
}

async function main() {
  const exists = (await admin(`select 1 from pg_database where datname = '${name}'`)).rowCount;
  if (!exists) {
    await admin(`create database ${name}`);
    // For the seeding sessions only (reset below): a crash mid-seed loses nothing worth keeping,
    // and the index builds after the load sort in memory.
    await admin(
      `alter database ${name} set synchronous_commit = off; alter database ${name} set maintenance_work_mem = '1GB'; alter database ${name} set work_mem = '256MB'`,
    );
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const fresh = await openPostgres(url.toString(), 2);
    await fresh.migrate();
    await seedContent(fresh.db);
    await seedPlans(fresh.db);
    progress(`seeding ${name}: ${babies.toLocaleString('en')} babies`);
    const seeded = await timed(() => seed(fresh.db));
    out(`Seeded ${name} in ${(seeded.ms / 1000).toFixed(0)} s.`);
    await fresh.close();
    await admin(`alter database ${name} reset all`);
  } else progress(`${name} exists: migrating it and measuring it as it is`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 10);
  await database.migrate();
  const { db } = database;
  try {
    await seedTokenTables(db);
    const size = (
      await db.execute<{ size: string }>(sql`select pg_size_pretty(pg_database_size(current_database())) as size`)
    ).rows[0]!.size;
    const counts = (
      await db.execute<Record<string, number>>(sql`select
        (select reltuples from pg_class where relname = 'babies')::bigint as babies,
        (select reltuples from pg_class where relname = 'users')::bigint as users,
        (select reltuples from pg_class where relname = 'appointments')::bigint as events,
        (select reltuples from pg_class where relname = 'vaccines')::bigint as vaccines,
        (select reltuples from pg_class where relname = 'reminders')::bigint as reminders,
        (select reltuples from pg_class where relname = 'community_posts')::bigint as posts`)
    ).rows[0]!;
    out(`\n## ${babies.toLocaleString('en')} babies: database ${size}; ≈ ${JSON.stringify(counts)}\n`);

    if (!jobsOnly) await hotReads(database);

    if (!jobsOnly) out('\n| admin report | first | median of 3 more |\n|---|---|---|');
    for (const [label, report] of jobsOnly
      ? []
      : ([
          ['dashboard (adminStats)', adminStats],
          ['revenue', adminRevenue],
          ['activity', adminActivity],
        ] as [string, (db: Database['db']) => Promise<unknown>][])) {
      const times: number[] = [];
      for (let i = 0; i < 4; i++) times.push((await timed(() => report(db))).ms);
      const rest = times.slice(1).sort((a, b) => a - b);
      out(`| ${label} | ${ms(times[0]!)} | ${ms(rest[1]!)} |`);
    }

    await periodicPlans(db);

    await dispatcherPasses(db, url.toString());

    const dueNow = (await db.execute<{ n: number }>(sql`select count(*)::int as n from babies where plan_at <= now()`))
      .rows[0]!.n;
    // Every baby due at once is the first pass after migration 0029 (or a fresh install); it is
    // linear in babies (188 s at 100k here), so above 200,000 due it is left out, said so.
    if (dueNow > 200_000) {
      out(
        `- planner pass now: ${dueNow.toLocaleString('en')} babies due, not run (linear in babies due; see the 100k figure)`,
      );
    } else {
      const beforePlan = await rowsRead(db);
      const planned = await timed(() => planTimedReminders(db, new Date()));
      const planRows = (await rowsRead(db)) - beforePlan;
      out(
        `- planner pass now (${dueNow.toLocaleString('en')} babies due; all of them on a fresh database or the first pass after migration 0029): ${planned.result} reminders planned, ${ms(planned.ms)}, ${planRows.toLocaleString('en')} rows read`,
      );
    }
    // A running install's day: each baby's next look spread over the day, and ten minutes of care
    // logged (a 30th of a baby's 30 events a month each day: babies / 144 in ten minutes).
    await db.execute(
      sql`update babies set plan_at = now() + ((hashtext(id::text) & 1048575) / 1048576.0) * interval '1 day'`,
    );
    await db.execute(sql`insert into appointments (baby_id, type, appointment_date, completed)
      select id, 'mamada', now() - interval '1 minute', true from babies order by hashtext(id::text) limit ${Math.ceil(babies / 144)}`);
    const due = (
      await db.execute<{ n: number }>(
        sql`select count(*)::int as n from babies where plan_at <= now() + interval '10 minutes'`,
      )
    ).rows[0]!.n;
    const beforeSteady = await rowsRead(db);
    const steady = await timed(() => planTimedReminders(db, new Date(Date.now() + 10 * 60_000)));
    const steadyRows = (await rowsRead(db)) - beforeSteady;
    out(
      `- planner pass of a running day, 10 min later (${due.toLocaleString('en')} babies due: their daily look or an event since): ${steady.result} reminders, ${ms(steady.ms)}, ${steadyRows.toLocaleString('en')} rows read`,
    );
    await plannersSideBySide(db, url.toString());
  } finally {
    await database.close();
    if (!keep) {
      await admin(`drop database if exists ${name} with (force)`);
      progress(`dropped ${name}`);
    }
  }
}

await main();

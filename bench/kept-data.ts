import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { toCalendarDate } from '@domain/age';
import { dayBounds } from '@domain/agenda/day-periods';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres';
import { createTestContext } from '../src/server/test/harness';
import { recentDays } from '../src/web/shared/kept-data/kept-queries';
import { seedCareLog } from './care-summary';

const DAYS = 2 * 365;
const TZ = 'America/Sao_Paulo';

/**
 * What the phone keeps for a family with two years of log (decision 048): a baby born two years
 * ago with 25 events a day (18,250), a measurement a month and her vaccines, then every answer
 * the kept screens ask for after sign-in (`prefetchForOffline` of each page), summed as the JSON
 * the cache holds. The agenda is kept for 14 days whatever the log's length, so this grows with
 * the guide's content and the growth history, not with the years of events.
 */
export async function measureKeptData() {
  const ctx = await createTestContext();
  try {
    const client = ctx.client();
    await client.signUp();
    const me = (await (await client.get('/api/auth/get-session')).json()) as { user: { id: string } };
    const born = new Date();
    born.setFullYear(born.getFullYear() - 2);
    const { baby } = (await (
      await client.post('/api/babies', { name: 'Lia', birthDate: toCalendarDate(born), gender: 'F' })
    ).json()) as { baby: { id: string } };
    await seedCareLog(ctx, me.user.id, baby.id, DAYS);
    for (let month = 0; month < 24; month++) {
      const on = new Date(born);
      on.setMonth(on.getMonth() + month);
      const response = await client.post('/api/growth/measurements', {
        babyId: baby.id,
        measuredOn: toCalendarDate(on),
        weightKg: 3.2 + month * 0.45,
        lengthCm: 49 + month * 1.6,
        headCm: 34 + month * 0.5,
      });
      if (!response.ok) throw new Error(`measurement: ${response.status} ${await response.text()}`);
    }

    const bounds = (day: string) => {
      const { start, end } = dayBounds(day);
      return `start=${start.toISOString()}&end=${end.toISOString()}`;
    };
    const range = (day: string) => {
      const { start, end } = dayBounds(day);
      return `from=${start.toISOString()}&to=${end.toISOString()}`;
    };
    const tz = encodeURIComponent(TZ);
    const paths = [
      '/api/babies',
      `/api/agenda/glance?${bounds(toCalendarDate(new Date()))}`,
      `/api/agenda/sleep/forecast?tz=${tz}`,
      '/api/medicine-schedules',
      '/api/consultations/upcoming',
      ...recentDays(new Date()).flatMap((day) => [
        `/api/agenda/day?${bounds(day)}`,
        `/api/consultations?${range(day)}`,
      ]),
      '/api/vaccines/card',
      `/api/vaccines/card?babyId=${baby.id}`,
      '/api/growth',
      `/api/growth?babyId=${baby.id}`,
      '/api/growth/curves?sex=F',
      '/api/development',
      `/api/development?babyId=${baby.id}`,
      `/api/reports/links?babyId=${baby.id}`,
      `/api/agenda/sleep?days=7&tz=${tz}`,
      '/api/reminders',
      '/api/feeding/content',
      '/api/feeding/tips',
    ];
    let bytes = 0;
    const largest: { path: string; bytes: number }[] = [];
    for (const path of paths) {
      const response = await client.get(path);
      const body = await response.text();
      if (response.status !== 200) throw new Error(`${path}: ${response.status} ${body.slice(0, 200)}`);
      const size = Buffer.byteLength(body);
      bytes += size;
      largest.push({ path: path.split('?')[0]!, bytes: size });
    }
    largest.sort((a, b) => b.bytes - a.bytes);
    return { bytes, answers: paths.length, largest: largest.slice(0, 3) };
  } finally {
    await ctx.close();
  }
}

// Alone (`node --import tsx bench/kept-data.ts`): on an embedded PostgreSQL of its own.
if (process.argv[1] === import.meta.filename) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumma-kept-'));
  // Run as root, the embedded database runs as nobody, who must be able to enter it.
  fs.chmodSync(dir, 0o755);
  const database = await startEmbeddedPostgres(dir);
  process.env.TEST_DATABASE_URL = database.url;
  try {
    console.log(await measureKeptData());
  } finally {
    await database.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A 20,000-row Huckleberry file against a running server (`node --import tsx bench/import-20k.ts
 * http://localhost:3000`): the time to the upload's answer, to the preview, to the end of the
 * writing, and `/api/me` asked one request after another meanwhile (p50/p95), against the same
 * requests with nothing running. Not part of `npm run bench`: it leaves a mother and her import.
 */
import { huckleberryMonths } from '../src/server/test/huckleberry-months';

const base = process.argv[2] ?? 'http://localhost:3000';
const ROWS = 20_000;

async function signedUp() {
  const response = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      name: 'Bench Importação',
      phone: '+55 (11) 98765-4321',
      email: `bench.${Date.now()}@example.com`,
      password: 'segredo1',
    }),
  });
  if (!response.ok) throw new Error(`sign-up: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .find((c) => c.startsWith('lumma.session_token='))!
    .split(';')[0]!;
}

const call = (cookie: string, method: string, path: string, body?: BodyInit | object) =>
  fetch(`${base}${path}`, {
    method,
    headers: {
      origin: base,
      cookie,
      ...(body === undefined || body instanceof FormData ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
  });

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};
const figures = (values: number[]) =>
  `n=${values.length} p50=${quantile(values, 0.5).toFixed(1)} ms p95=${quantile(values, 0.95).toFixed(1)} ms max=${Math.max(...values).toFixed(1)} ms`;

/** `/api/me` one after another until `until` resolves; each answer's time. */
async function meWhile(cookie: string, until: Promise<unknown>) {
  let over = false;
  void until.finally(() => {
    over = true;
  });
  const times: number[] = [];
  while (!over) {
    const start = performance.now();
    const response = await call(cookie, 'GET', '/api/me');
    await response.arrayBuffer();
    times.push(performance.now() - start);
  }
  return times;
}

interface View {
  id: string;
  status: string;
  total: number;
  written: number;
  added: number;
}

async function until(cookie: string, id: string, done: (i: View) => boolean) {
  for (;;) {
    const item = ((await (await call(cookie, 'GET', `/api/imports/${id}`)).json()) as { import: View }).import;
    if (done(item)) return item;
    await new Promise((r) => setTimeout(r, 250));
  }
}

const cookie = await signedUp();
const babyAnswer = await call(cookie, 'POST', '/api/babies', { name: 'Bench', birthDate: '2026-07-20' });
const { baby } = (await babyAnswer.json()) as { baby: { id: string } };
const bytes = huckleberryMonths(ROWS);

const idle = await meWhile(cookie, new Promise((r) => setTimeout(r, 5000)));
console.log(`/api/me idle: ${figures(idle)}`);

const form = new FormData();
form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'text/csv' }), 'huckleberry-20k.csv');
const started = performance.now();
let answeredAt = 0;
let previewAt = 0;
const importing = (async () => {
  const uploaded = await call(cookie, 'POST', '/api/imports/huckleberry', form);
  answeredAt = performance.now() - started;
  const { import: sent } = (await uploaded.json()) as { import: View };
  console.log(`upload answered ${uploaded.status} (${sent.status}) in ${answeredAt.toFixed(0)} ms`);
  const preview = await until(cookie, sent.id, (i) => i.status !== 'reading');
  previewAt = performance.now() - started;
  console.log(`preview (${preview.total} rows) after ${previewAt.toFixed(0)} ms`);
  const confirmedStart = performance.now();
  const confirmed = await call(cookie, 'POST', `/api/imports/${sent.id}/confirm`, { babyId: baby.id });
  console.log(`confirm answered ${confirmed.status} in ${(performance.now() - confirmedStart).toFixed(0)} ms`);
  const done = await until(cookie, sent.id, (i) => i.status !== 'running');
  console.log(
    `${done.status}: ${done.added} added of ${done.total}, writing took ${(performance.now() - confirmedStart).toFixed(0)} ms, all ${(performance.now() - started).toFixed(0)} ms`,
  );
})();
const during = await meWhile(cookie, importing);
console.log(`/api/me during the import: ${figures(during)}`);

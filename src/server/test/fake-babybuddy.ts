import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { moveRecordedDates } from '../../test/recorded-dates';

const DIR = path.join(import.meta.dirname, '../../test/fixtures/babybuddy-api');
const FILES: Record<string, string> = {
  children: 'children.json',
  feedings: 'feedings.json',
  sleep: 'sleep.json',
  changes: 'changes.json',
  'tummy-times': 'tummy-times.json',
  temperature: 'temperature.json',
  weight: 'weight.json',
  height: 'height.json',
  'head-circumference': 'head-circumference.json',
  medication: 'medication.json',
  notes: 'notes.json',
  pumping: 'pumping.json',
};

/**
 * A Baby Buddy v2.10 answering with the responses recorded from a real one (babybuddy-api/).
 * Its feedings come two a page, as the recorded first page does, with `next` on the address the
 * real one had: the importer must page through them. Every request is kept for the test to read.
 * `secondChild` adds a twin to the account: the recorded child's fields, another id and name.
 * `laterByDays` moves every recorded date that many days later (the log recorded in November 2026
 * made recent for a test that reads the last days). `edit` changes a recorded row in every later
 * answer, as an edit in Baby Buddy's own form would.
 */
export async function startFakeBabyBuddy(apiKey: string, { secondChild = false, laterByDays = 0 } = {}) {
  const read = (file: string) => moveRecordedDates(fs.readFileSync(path.join(DIR, file), 'utf8'), laterByDays);
  const requests: string[] = [];
  const edits = new Map<string, Record<string, unknown>>();
  const edited = (list: string, body: string) => {
    const page = JSON.parse(body) as { results: { id: number }[] };
    page.results = page.results.map((row) => ({ ...row, ...edits.get(`${list}/${row.id}`) }));
    return JSON.stringify(page);
  };
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    requests.push(`${url.pathname}${url.search}`);
    const send = (status: number, body: string) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(body);
    };
    if (request.headers.authorization !== `Token ${apiKey}`) return send(403, read('unauthorized.json'));
    const list = /^\/api\/([a-z-]+)\/$/.exec(url.pathname)?.[1];
    if (!list || !FILES[list]) return send(404, '{"detail":"Not found."}');
    if (list === 'children' && secondChild) {
      const recorded = JSON.parse(read(FILES.children!)) as { count: number; results: Record<string, unknown>[] };
      const helena = recorded.results[0]!;
      const heitor = { ...helena, id: 2, first_name: 'Heitor', slug: 'heitor-souza' };
      return send(200, JSON.stringify({ ...recorded, count: 2, results: [helena, heitor] }));
    }
    if (list !== 'feedings') return send(200, edited(list, read(FILES[list]!)));
    const offset = Number(url.searchParams.get('offset') ?? 0);
    if (offset === 0) return send(200, edited(list, read('feedings-page-1-limit-2.json')));
    const all = JSON.parse(read('feedings.json')) as { count: number; results: unknown[] };
    const next = offset + 2 < all.count ? `https://babybuddy.example/api/feedings/?limit=2&offset=${offset + 2}` : null;
    const previous = `https://babybuddy.example/api/feedings/?limit=2${offset > 2 ? `&offset=${offset - 2}` : ''}`;
    const page = { count: all.count, next, previous, results: all.results.slice(offset, offset + 2) };
    send(200, edited(list, JSON.stringify(page)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    address: `http://127.0.0.1:${port}`,
    port,
    requests,
    edit: (list: string, id: number, fields: Record<string, unknown>) => {
      edits.set(`${list}/${id}`, { ...edits.get(`${list}/${id}`), ...fields });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

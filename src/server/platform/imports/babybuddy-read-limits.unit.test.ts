import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { BABY_BUDDY_READ_LIMITS, type BabyBuddyReadLimits } from '../../../domain/imports/babybuddy-read-limits';
import { openBabyBuddy } from './babybuddy-client';

const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A Baby Buddy that misbehaves as the test writes it, on 127.0.0.1; it counts the requests it gets. */
async function misbehaving(handler: (url: URL, response: http.ServerResponse) => void) {
  const seen = { requests: 0 };
  const server = http.createServer((request, response) => {
    seen.requests += 1;
    handler(new URL(request.url ?? '/', 'http://bb'), response);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { address: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

const open = (address: string, limits: Partial<BabyBuddyReadLimits> = {}) =>
  openBabyBuddy(address, 'chave', true, { ...BABY_BUDDY_READ_LIMITS, ...limits });

const page = (url: URL, results: unknown[], next = true) =>
  JSON.stringify({
    next: next ? `${url.pathname}?offset=${Number(url.searchParams.get('offset')) + 1}` : null,
    results,
  });

/** Sends chunks of 64 KB as fast as the client takes them, until the client closes; counts the bytes. */
function endlessBody(response: http.ServerResponse, sent: { bytes: number }) {
  const chunk = Buffer.alloc(64 * 1024, ' ');
  const write = () => {
    while (!response.destroyed) {
      sent.bytes += chunk.length;
      if (!response.write(chunk)) return response.once('drain', write);
    }
  };
  write();
}

describe('a Baby Buddy that answers without bounds', () => {
  it('is cut off past 2 MB of one page, announced or sent without end', async () => {
    const announced = await misbehaving((_url, response) => {
      response.writeHead(200, { 'content-length': 3 * 1024 * 1024 });
      response.write('{"results": [');
    });
    await expect(open(announced.address).children()).rejects.toMatchObject({
      key: 'babybuddy_page_too_large',
      status: 413,
      message: expect.stringContaining('passou de 2 MB'),
    });

    const sent = { bytes: 0 };
    const endless = await misbehaving((_url, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      endlessBody(response, sent);
    });
    await expect(open(endless.address).children()).rejects.toMatchObject({ key: 'babybuddy_page_too_large' });
    // The connection is closed at the limit: what the server wrote past it sat in the sockets' buffers.
    expect(sent.bytes).toBeLessThan(BABY_BUDDY_READ_LIMITS.pageBytes + 4 * 1024 * 1024);
  });

  it('stops at 16 MB over all its pages (the probe: 19 rows of 100 KB notes a page, always a next)', async () => {
    const row = { id: 1, child: 1, notes: 'x'.repeat(100 * 1024) };
    const server = await misbehaving((url, response) => response.end(page(url, Array(19).fill(row))));
    await expect(open(server.address).children()).rejects.toMatchObject({
      key: 'babybuddy_too_large',
      status: 413,
      message: expect.stringContaining('16 MB'),
    });
    expect(server.seen.requests).toBe(9);
  });

  it('stops after 250 pages (the probe: empty pages, always a next)', async () => {
    const server = await misbehaving((url, response) => response.end(page(url, [])));
    await expect(open(server.address).children()).rejects.toMatchObject({
      key: 'babybuddy_too_many_pages',
      message: expect.stringContaining('mais de 250 páginas'),
    });
    expect(server.seen.requests).toBe(250);
  });

  it('stops past 20,000 rows counted over every list, not list by list', async () => {
    // 6,000 rows a list: every list alone is under the limit, the fourth list passes it.
    const server = await misbehaving((url, response) => {
      if (url.pathname === '/api/children/') return response.end(page(url, [{ id: 1 }], false));
      const offset = Number(url.searchParams.get('offset'));
      response.end(page(url, Array(200).fill({ id: 1, child: 1 }), offset < 29));
    });
    const account = open(server.address);
    await account.children();
    await expect(account.lists()).rejects.toMatchObject({
      key: 'babybuddy_too_large',
      message: expect.stringContaining('20.000 registros'),
    });
    expect(server.seen.requests).toBe(1 + 3 * 30 + 10);
  });
});

describe('a Baby Buddy that answers slowly, or not at all', () => {
  it('ends at the deadline of the whole read, even sending a byte every 20 ms', async () => {
    const server = await misbehaving((_url, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      const drip = setInterval(() => (response.destroyed ? clearInterval(drip) : response.write(' ')), 20);
    });
    const started = Date.now();
    await expect(open(server.address, { deadlineMs: 300 }).children()).rejects.toMatchObject({
      key: 'babybuddy_timeout',
      status: 504,
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('ends the deadline across pages, each quick on its own', async () => {
    const server = await misbehaving((url, response) => {
      setTimeout(() => response.end(page(url, [])), 60);
    });
    const account = open(server.address, { deadlineMs: 300 });
    await expect(account.children()).rejects.toMatchObject({ key: 'babybuddy_timeout' });
    expect(server.seen.requests).toBeLessThan(10);
  });

  it('gives up on a connection silent for the idle time, before or during the answer', async () => {
    const mute = await misbehaving(() => {});
    await expect(open(mute.address, { idleMs: 200 }).children()).rejects.toMatchObject({
      key: 'babybuddy_stalled',
      status: 504,
    });
    const halfway = await misbehaving((_url, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"next": null, "results": [');
    });
    await expect(open(halfway.address, { idleMs: 200 }).children()).rejects.toMatchObject({
      key: 'babybuddy_stalled',
    });
  });

  it('says the connection fell when it is cut in the middle of a page', async () => {
    const server = await misbehaving((_url, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"next": null, "results": [', () => response.socket?.destroy());
    });
    await expect(open(server.address).children()).rejects.toMatchObject({
      key: 'babybuddy_cut',
      status: 502,
      message: 'A conexão com o seu Baby Buddy caiu no meio da leitura. Tente de novo.',
    });
  });
});

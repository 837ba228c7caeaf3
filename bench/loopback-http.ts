// The test harness's app over HTTP on loopback, and one request at a time against it: what a
// page's read costs with no queue.

import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { TestContext } from '../src/server/test/harness';

/** Serves the harness's app on a free loopback port; `base` is its address. */
export async function serveOnLoopback(ctx: TestContext) {
  const server = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  await new Promise((resolve) => server.once('listening', resolve));
  // Seeding keeps the connection idle for a minute; Node's default 5 s would close it under fetch.
  server.keepAliveTimeout = 10 * 60_000;
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

/** Median of `rounds` sequential GETs after `warmup` unmeasured ones; each must answer 200. */
export async function medianOfGets(url: string, cookie: string, warmup: number, rounds: number) {
  const once = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie, origin: 'http://lumma.test' } });
    const body = await response.text();
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`${url}: ${response.status} ${body.slice(0, 200)}`);
    return elapsed;
  };
  for (let i = 0; i < warmup; i++) await once();
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) times.push(await once());
  return times.sort((a, b) => a - b)[Math.floor(rounds / 2)]!;
}

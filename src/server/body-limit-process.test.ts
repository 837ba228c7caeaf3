import fs from 'node:fs';
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { useServerProcesses } from './test/process-scope';
import type { ServerProcess } from './test/server-process';

// Bodies far over the limit, sent to the real server process at once: it must refuse them without
// holding them. It starts its own process on the embedded database, so it runs with that suite.
const servers = useServerProcesses('lumma-body-limit-');

const BODY_BYTES = 100 * 1024 * 1024;
const PARALLEL = 8;
const MEMORY_MARGIN_MB = 50;

function rssMegabytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

const megabyte = Buffer.alloc(1024 * 1024, 'a');

/**
 * Posts a 100 MB body to sign-in, announced by Content-Length or chunked, writing as fast as the
 * server takes it until it answers. Resolves with the status, or 'closed' if it hung up first.
 */
function postHugeBody(server: ServerProcess, chunked: boolean): Promise<number | 'closed'> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (result: number | 'closed') => {
      if (settled) return;
      settled = true;
      resolve(result);
      request.destroy();
    };
    const request = http.request(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: server.url,
        ...(chunked ? {} : { 'content-length': BODY_BYTES }),
      },
    });
    request.on('response', (response) => {
      response.resume();
      settle(response.statusCode!);
    });
    request.on('error', () => settle('closed'));
    let sent = 0;
    const write = () => {
      while (!settled && sent < BODY_BYTES) {
        sent += megabyte.length;
        if (!request.write(megabyte)) return void request.once('drain', write);
      }
      if (!settled) request.end();
    };
    write();
  });
}

/** The largest RSS of `pid` while `work` runs, sampled every 20 ms. */
async function peakRssDuring<T>(pid: number, work: Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = rssMegabytes(pid);
  let running = true;
  const sampling = (async () => {
    while (running) {
      peak = Math.max(peak, rssMegabytes(pid));
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const result = await work;
  await new Promise((r) => setTimeout(r, 200));
  running = false;
  await sampling;
  return { result, peak: Math.max(peak, rssMegabytes(pid)) };
}

const signIn = (server: ServerProcess, body: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, ...headers },
    body,
  });

describe('the body limit in the server process', () => {
  it('refuses eight parallel 100 MB sign-in bodies, announced or chunked, within 50 MB of its idle memory', async () => {
    const server = await servers.start({ DATA_DIR: servers.tempDir(), LOG_REQUESTS: 'false' });
    const pid = server.child.pid!;
    // Warm: the sign-in path has run once, so its code is loaded before the idle figure is read.
    expect((await signIn(server, JSON.stringify({ email: 'ninguem@example.com', password: 'errada123' }))).status).toBe(
      401,
    );
    await new Promise((r) => setTimeout(r, 300));
    const idle = rssMegabytes(pid);

    const started = performance.now();
    const announced = await peakRssDuring(
      pid,
      Promise.all(Array.from({ length: PARALLEL }, () => postHugeBody(server, false))),
    );
    const chunked = await peakRssDuring(
      pid,
      Promise.all(Array.from({ length: PARALLEL }, () => postHugeBody(server, true))),
    );
    const seconds = (performance.now() - started) / 1000;

    expect(announced.result).toEqual(Array(PARALLEL).fill(413));
    expect(chunked.result).toEqual(Array(PARALLEL).fill(413));
    const report = `idle ${idle.toFixed(1)} MB, peak ${announced.peak.toFixed(1)} MB (Content-Length) and ${chunked.peak.toFixed(1)} MB (chunked), ${seconds.toFixed(1)} s`;
    console.info(`body limit: ${report}`);
    expect(announced.peak - idle, report).toBeLessThan(MEMORY_MARGIN_MB);
    expect(chunked.peak - idle, report).toBeLessThan(MEMORY_MARGIN_MB);

    // Still serving, and a small chunked body still reaches the sign-in.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    const small = await signIn(server, JSON.stringify({ email: 'ninguem@example.com', password: 'errada123' }), {});
    expect(small.status).toBe(401);
    const streamed = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"email":"ninguem@example.com",'));
          controller.enqueue(new TextEncoder().encode('"password":"errada123"}'));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(401);
  });
});

import { describe, expect, it } from 'vitest';
import { huckleberryMonths } from './test/huckleberry-months';
import { useServerProcesses } from './test/process-scope';
import { type ServerProcess, stopServer } from './test/server-process';

const servers = useServerProcesses('lumma-import-');

interface ImportView {
  id: string;
  status: string;
  total: number;
  written: number;
  added: number;
}

const send = (server: ServerProcess, method: string, path: string, cookie: string, body?: BodyInit | object) =>
  fetch(`${server.url}${path}`, {
    method,
    headers: {
      origin: server.url,
      cookie,
      ...(body === undefined || body instanceof FormData ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
  });

async function importOf(server: ServerProcess, cookie: string, id: string): Promise<ImportView> {
  const response = await send(server, 'GET', `/api/imports/${id}`, cookie);
  expect(response.status).toBe(200);
  return ((await response.json()) as { import: ImportView }).import;
}

async function waitFor(what: () => Promise<ImportView>, until: (i: ImportView) => boolean, seconds: number) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const item = await what();
    if (until(item)) return item;
    if (Date.now() > deadline) throw new Error(`import stuck: ${JSON.stringify(item)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('an import when the server is killed or stopped part way', () => {
  it('is carried on from where it stopped by the next start, each row written once', async () => {
    const env = { DATA_DIR: servers.tempDir(), LOG_REQUESTS: 'false' };
    const first = await servers.start(env);
    const signUp = await send(first, 'POST', '/api/auth/sign-up/email', '', {
      name: 'Lia Reis',
      phone: '+55 (11) 98765-4321',
      email: 'lia@example.com',
      password: 'segredo1',
    });
    expect(signUp.status).toBe(200);
    const cookie = signUp.headers
      .getSetCookie()
      .find((c) => c.startsWith('lumma.session_token='))!
      .split(';')[0]!;
    const babyAnswer = await send(first, 'POST', '/api/babies', cookie, { name: 'Téo', birthDate: '2026-07-20' });
    expect(babyAnswer.status).toBe(201);
    const { baby } = (await babyAnswer.json()) as { baby: { id: string } };

    const form = new FormData();
    form.append('file', new Blob([huckleberryMonths(8000) as Uint8Array<ArrayBuffer>], { type: 'text/csv' }), 'h.csv');
    const uploaded = await send(first, 'POST', '/api/imports/huckleberry', cookie, form);
    expect(uploaded.status).toBe(202);
    const { id } = ((await uploaded.json()) as { import: ImportView }).import;
    const preview = await waitFor(
      () => importOf(first, cookie, id),
      (i) => i.status === 'preview',
      60,
    );
    expect(preview.total).toBeGreaterThan(7900);
    const confirmed = await send(first, 'POST', `/api/imports/${id}/confirm`, cookie, {
      babyId: baby.id,
      beforeBirth: true,
    });
    expect(confirmed.status).toBe(202);

    // Killed between two batches of its writing: no shutdown, no chance to finish.
    const partWay = await waitFor(
      () => importOf(first, cookie, id),
      (i) => i.written >= 1000,
      60,
    );
    await stopServer(first, 'SIGKILL');
    expect(partWay.status).toBe('running');
    expect(partWay.written).toBeLessThan(preview.total);

    // Stopped (SIGTERM) part way: the shutdown does not wait for the rest, left for the next start.
    const second = await servers.start(env);
    const further = await waitFor(
      () => importOf(second, cookie, id),
      (i) => i.written >= partWay.written + 1000,
      60,
    );
    const stoppedAt = Date.now();
    expect(await stopServer(second)).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(10_000);
    expect(second.output()).toContain('import resumed');
    expect(second.output()).toContain('import left for the next start');
    expect(further.written).toBeLessThan(preview.total);

    const third = await servers.start(env);
    const done = await waitFor(
      () => importOf(third, cookie, id),
      (i) => i.status !== 'running',
      60,
    );
    expect(done).toMatchObject({ status: 'done', written: preview.total, added: preview.total });
    expect(third.output()).toContain('import resumed');
    // Each row once: undoing removes exactly as many as the file had.
    const undone = await send(third, 'DELETE', `/api/imports/${id}`, cookie);
    expect(((await undone.json()) as { removed: number }).removed).toBe(preview.total);
    expect(await stopServer(third)).toBe(0);
  }, 180_000);
});

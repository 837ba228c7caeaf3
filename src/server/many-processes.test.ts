import crypto from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { postgresDatabases } from './test/postgres-database';
import { useServerProcesses } from './test/process-scope';
import { startPushReceiver } from './test/push-receiver';
import { type ServerProcess, stopServer } from './test/server-process';
import { startReceiver } from './test/webhook-receiver';

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  // PGlite lives inside one process, so two processes can only share a PostgreSQL server.
  console.warn('Skipping the many-processes test: set TEST_DATABASE_URL to a PostgreSQL server to run it.');
}

const databases = postgresDatabases(serverUrl, 'lumma_many');
// Registered first, so it runs last: after the servers are gone.
afterAll(() => databases.dropAll());
const servers = useServerProcesses('lumma-many-');

const appProcess = (env: Record<string, string>) =>
  servers.start({
    AUTH_SECRET: 'many-processes-secret-0123456789abcdef',
    DATA_DIR: servers.tempDir(),
    LOG_REQUESTS: 'false',
    ...env,
  });

const send = (server: ServerProcess, method: string, urlPath: string, cookie: string, body?: unknown) =>
  fetch(`${server.url}${urlPath}`, {
    method,
    headers: { origin: server.url, cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe.skipIf(!serverUrl)('two app processes on one PostgreSQL', () => {
  it('share sessions, and deliver each webhook once, not once per process', async () => {
    const receiver = await startReceiver();
    try {
      const env = {
        ...(await databases.appEnv()),
        WEBHOOK_URL: receiver.url,
        WEBHOOK_SECRET: 'many-processes-hook-secret',
      };
      const [a, b] = [await appProcess(env), await appProcess(env)];

      const signUp = await send(a, 'POST', '/api/auth/sign-up/email', '', {
        name: 'Ana Souza',
        phone: '+55 (11) 98765-4321',
        email: `ana.${crypto.randomUUID()}@example.com`,
        password: 'segredo1',
      });
      expect(signUp.status).toBe(200);
      const cookie = signUp.headers
        .getSetCookie()
        .find((c) => c.startsWith('lumma.session_token='))!
        .split(';')[0]!;

      // The session made through A is good on B.
      const [meOnA, meOnB] = await Promise.all([send(a, 'GET', '/api/me', cookie), send(b, 'GET', '/api/me', cookie)]);
      expect(meOnB.status).toBe(200);
      expect(((await meOnB.json()) as { user: { id: string } }).user.id).toBe(
        ((await meOnA.json()) as { user: { id: string } }).user.id,
      );

      expect((await send(b, 'POST', '/api/babies', cookie, { name: 'Lia', birthDate: '2026-05-01' })).status).toBe(201);
      const today = new Date().toISOString().slice(0, 10);
      const writes = Array.from({ length: 20 }, (_, i) =>
        send(i % 2 ? a : b, 'POST', '/api/agenda/events', cookie, {
          type: 'mamada',
          occurredAt: new Date().toISOString(),
          date: today,
          time: '08:00',
          notes: `evento ${i}`,
        }),
      );
      expect((await Promise.all(writes)).map((r) => r.status)).toEqual(Array(20).fill(201));

      // One sign-up and 20 events: 21 deliveries, each once, though both dispatchers poll.
      const deadline = Date.now() + 20_000;
      while (receiver.received.length < 21 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      await new Promise((r) => setTimeout(r, 3_000));
      const deliveries = receiver.received.map((w) => w.headers['x-lumma-delivery']);
      expect(deliveries).toHaveLength(21);
      expect(new Set(deliveries).size).toBe(21);
      expect(receiver.received.filter((w) => w.headers['x-lumma-event'] === 'agenda_event_created')).toHaveLength(20);

      expect(await stopServer(a)).toBe(0);
      expect(await stopServer(b)).toBe(0);
    } finally {
      await receiver.close();
    }
  }, 120_000);

  it('end a session on every process for the very next request: sign-out and a password change on A, refused on B', async () => {
    const env = await databases.appEnv();
    const [a, b] = [await appProcess(env), await appProcess(env)];
    const email = `ana.${crypto.randomUUID()}@example.com`;
    const sessionCookie = (response: Response) =>
      response.headers
        .getSetCookie()
        .find((c) => c.startsWith('lumma.session_token='))!
        .split(';')[0]!;
    const signIn = async () =>
      sessionCookie(await send(a, 'POST', '/api/auth/sign-in/email', '', { email, password: 'segredo1' }));
    const meStatus = async (server: ServerProcess, cookie: string) =>
      (await send(server, 'GET', '/api/me', cookie)).status;

    const signUp = await send(a, 'POST', '/api/auth/sign-up/email', '', {
      name: 'Ana Souza',
      phone: '+55 (11) 98765-4321',
      email,
      password: 'segredo1',
    });
    const first = sessionCookie(signUp);
    // Read on both, twice: from here on each process answers from its cache.
    for (let i = 0; i < 2; i++) expect([await meStatus(a, first), await meStatus(b, first)]).toEqual([200, 200]);
    expect((await send(a, 'POST', '/api/auth/sign-out', first, {})).status).toBe(200);
    expect(await meStatus(b, first)).toBe(401);

    const [phone, laptop] = [await signIn(), await signIn()];
    for (const cookie of [phone, laptop])
      expect([await meStatus(a, cookie), await meStatus(b, cookie)]).toEqual([200, 200]);
    const changed = await send(a, 'POST', '/api/auth/change-password', phone, {
      currentPassword: 'segredo1',
      newPassword: 'novinha1',
    });
    expect(changed.status).toBe(200);
    expect([await meStatus(b, laptop), await meStatus(b, phone)]).toEqual([401, 401]);
    expect(await meStatus(b, sessionCookie(changed))).toBe(200);

    expect(await stopServer(a)).toBe(0);
    expect(await stopServer(b)).toBe(0);
  }, 120_000);

  it('push each reminder once, though both schedulers race for the same due rows', async () => {
    const pushService = await startPushReceiver();
    try {
      const keys = webpush.generateVAPIDKeys();
      const env = {
        ...(await databases.appEnv()),
        VAPID_PUBLIC_KEY: keys.publicKey,
        VAPID_PRIVATE_KEY: keys.privateKey,
        PUSH_EXTRA_ORIGINS: pushService.origin,
      };
      const [a, b] = [await appProcess(env), await appProcess(env)];
      const signUp = await send(a, 'POST', '/api/auth/sign-up/email', '', {
        name: 'Ana Souza',
        phone: '+55 (11) 98765-4321',
        email: `ana.${crypto.randomUUID()}@example.com`,
        password: 'segredo1',
      });
      const cookie = signUp.headers
        .getSetCookie()
        .find((c) => c.startsWith('lumma.session_token='))!
        .split(';')[0]!;
      // No quiet hours: the test runs at any time of day.
      const settings = { quietStart: '00:00', quietEnd: '00:00', dailyTime: '09:00' };
      expect((await send(a, 'PUT', '/api/reminders/settings', cookie, settings)).status).toBe(200);
      expect((await send(b, 'POST', '/api/babies', cookie, { name: 'Lia', birthDate: '2026-05-01' })).status).toBe(201);
      const phone = await pushService.subscribe(keys.publicKey);
      const device = await send(b, 'POST', '/api/reminders/devices', cookie, {
        endpoint: phone.endpoint,
        keys: phone.keys,
      });
      expect(device.status).toBe(201);

      // Twenty appointments less than a day ahead with "1 dia antes": each reminder is due at once,
      // and every request nudges its own process's scheduler, on A and B in turn.
      const startsAt = new Date(Date.now() + 20 * 3_600_000).toISOString();
      const created = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          send(i % 2 ? a : b, 'POST', '/api/consultations', cookie, {
            title: `Consulta ${i}`,
            startsAt,
            remind: 'day-before',
          }),
        ),
      );
      expect(created.map((r) => r.status)).toEqual(Array(20).fill(201));

      const titles = async () =>
        (await pushService.messages(phone.clientHash)).map((m) => (JSON.parse(m) as { title: string }).title);
      const deadline = Date.now() + 30_000;
      while ((await titles()).length < 20 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      await new Promise((r) => setTimeout(r, 3_000));
      const received = await titles();
      expect(received).toHaveLength(20);
      expect(new Set(received).size).toBe(20);

      expect(await stopServer(a)).toBe(0);
      expect(await stopServer(b)).toBe(0);
    } finally {
      await pushService.close();
    }
  }, 120_000);
});

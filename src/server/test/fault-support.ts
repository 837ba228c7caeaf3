import crypto from 'node:crypto';
import { expect } from 'vitest';
import type { ServerProcesses } from './process-scope';
import { type ServerProcess, stopServer } from './server-process';

// The fault suites' shared pieces: a mother over real HTTP, and the kill-mid-burst check.

/** Two server starts and a thousand requests: far more than a unit of work, on a busy 2-core machine. */
export const PROCESS_TEST_TIMEOUT = 120_000;

/** A mother's browser against a running server: same-origin requests with her session cookie. */
export class Mother {
  cookie = '';
  constructor(public server: ServerProcess) {}

  async request(method: string, path: string, body?: unknown) {
    const response = await fetch(`${this.server.url}${path}`, {
      method,
      headers: {
        origin: this.server.url,
        cookie: this.cookie,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const session = response.headers.getSetCookie().find((c) => c.startsWith('lumma.session_token='));
    if (session) this.cookie = session.split(';')[0]!;
    return response;
  }

  async signUpWithBaby() {
    const email = `mae.${crypto.randomUUID()}@example.com`;
    expect(
      (
        await this.request('POST', '/api/auth/sign-up/email', {
          name: 'Mãe Teste',
          phone: '+55 (11) 98765-4321',
          email,
          password: 'segredo1',
        })
      ).status,
    ).toBe(200);
    expect((await this.request('POST', '/api/babies', { name: 'Bebê', birthDate: '2026-05-01' })).status).toBe(201);
  }

  async eventIdsOn(day: string): Promise<string[]> {
    const response = await this.request('GET', `/api/agenda/day?start=${day}T00:00:00.000Z&end=${day}T23:59:59.999Z`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { events: { id: string }[] }).events.map((e) => e.id);
  }
}

export const DAY = '2026-11-01';
export const diaperAt = (i: number) => ({
  id: crypto.randomUUID(),
  type: 'fralda',
  occurredAt: new Date(Date.parse(`${DAY}T03:00:00.000Z`) + i * 1000).toISOString(),
  date: DAY,
  time: '03:00',
});

/**
 * 1,000 writes from 25 concurrent clients; the server is killed with SIGKILL once 250 are
 * acknowledged. Returns the ids the server said it saved.
 */
async function burstUntilKilled(mother: Mother, server: ServerProcess) {
  const acknowledged: string[] = [];
  let next = 0;
  let killed = false;
  const worker = async () => {
    while (next < 1000) {
      const event = diaperAt(next++);
      try {
        const response = await mother.request('POST', '/api/agenda/events', event);
        if (response.status === 201) acknowledged.push(event.id);
      } catch {
        // The server is gone: this write was never acknowledged.
      }
      if (!killed && acknowledged.length >= 250) {
        killed = true;
        server.child.kill('SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: 25 }, worker));
  await server.exited;
  return acknowledged;
}

export async function expectEveryAcknowledgedWriteKept(env: Record<string, string>, servers: ServerProcesses) {
  const first = await servers.start(env);
  const mother = new Mother(first);
  await mother.signUpWithBaby();
  const acknowledged = await burstUntilKilled(mother, first);
  expect(acknowledged.length).toBeGreaterThanOrEqual(250);

  const second = await servers.start(env);
  mother.server = second;
  const stored = await mother.eventIdsOn(DAY);
  expect(
    acknowledged.filter((id) => !stored.includes(id)),
    'acknowledged writes lost',
  ).toEqual([]);
  expect(new Set(stored).size).toBe(stored.length);
  // The kill did cut the burst short.
  expect(stored.length).toBeLessThan(1000);
  // The database is whole: her data exports, and new writes land.
  expect((await mother.request('GET', '/api/account/export')).status).toBe(200);
  expect((await mother.request('POST', '/api/agenda/events', diaperAt(5000))).status).toBe(201);
  await stopServer(second);
}

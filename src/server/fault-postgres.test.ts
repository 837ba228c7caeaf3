import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../domain/errors';
import { DAY, diaperAt, expectEveryAcknowledgedWriteKept, Mother, PROCESS_TEST_TIMEOUT } from './test/fault-support';
import { postgresDatabases } from './test/postgres-database';
import { useServerProcesses } from './test/process-scope';
import { startTcpProxy } from './test/tcp-proxy';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
if (!TEST_DATABASE_URL)
  console.warn('Skipping the PostgreSQL fault suite: set TEST_DATABASE_URL to a PostgreSQL server to run it.');
const AUTH_SECRET = 'fault-suite-secret-that-is-long-enough-0123';
const databases = postgresDatabases(TEST_DATABASE_URL, 'lumma_fault');
// Registered first, so it runs last: after the servers are gone.
afterAll(() => databases.dropAll());
const servers = useServerProcesses('lumma-fault-');

describe.skipIf(!TEST_DATABASE_URL)('faults on PostgreSQL', () => {
  it(
    'keeps every acknowledged write when the server is killed mid-burst, on PostgreSQL',
    async () => {
      await expectEveryAcknowledgedWriteKept(
        {
          DATABASE_URL: await databases.create(),
          AUTH_SECRET,
          DATA_DIR: path.join(servers.tempDir(), 'data'),
          LOG_REQUESTS: 'false',
        },
        servers,
      );
    },
    PROCESS_TEST_TIMEOUT,
  );

  it(
    'answers 503 while PostgreSQL is unreachable and recovers without a restart',
    async () => {
      const url = new URL(await databases.create());
      const proxy = await startTcpProxy(Number(url.port || 5432), url.hostname);
      url.host = `127.0.0.1:${proxy.port}`;
      try {
        const server = await servers.start({
          DATABASE_URL: url.toString(),
          AUTH_SECRET,
          DATA_DIR: path.join(servers.tempDir(), 'data'),
          LOG_REQUESTS: 'false',
        });
        const mother = new Mother(server);
        await mother.signUpWithBaby();
        const saved = diaperAt(1);
        expect((await mother.request('POST', '/api/agenda/events', saved)).status).toBe(201);

        proxy.takeDown();
        for (const [method, path, body] of [
          ['GET', `/api/agenda/day?start=${DAY}T00:00:00.000Z&end=${DAY}T23:59:59.999Z`],
          ['POST', '/api/agenda/events', diaperAt(2)],
          ['GET', '/api/me'],
        ] as const) {
          const response = await mother.request(method, path, body);
          expect(response.status, `${method} ${path}`).toBe(503);
          expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
            ERRORS.database_unavailable.message,
          );
        }
        expect((await mother.request('GET', '/api/health')).status).toBe(503);

        proxy.bringBack();
        // The same process, no restart: the pool connects again on the next request.
        let recovered = 0;
        for (let attempt = 0; attempt < 50 && recovered !== 200; attempt++) {
          recovered = (await mother.request('GET', '/api/health')).status;
          if (recovered !== 200) await new Promise((r) => setTimeout(r, 200));
        }
        expect(recovered).toBe(200);
        expect(await mother.eventIdsOn(DAY)).toEqual([saved.id]);
        expect((await mother.request('POST', '/api/agenda/events', diaperAt(3))).status).toBe(201);
        expect(server.child.exitCode).toBeNull();
      } finally {
        await proxy.close();
      }
    },
    PROCESS_TEST_TIMEOUT,
  );
});

import { afterAll, describe, expect, it } from 'vitest';
import { postgresDatabases } from '../../test/postgres-database';
import { useServerProcesses } from '../../test/process-scope';
import { stopServer } from '../../test/server-process';

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  // PGlite lives inside one process, so two processes can only share a PostgreSQL server.
  console.warn('Skipping the two-process live-update test: set TEST_DATABASE_URL to a PostgreSQL server to run it.');
}

const databases = postgresDatabases(serverUrl, 'lumma_two');
// Registered first, so it runs last: after the servers are gone.
afterAll(() => databases.dropAll());
const servers = useServerProcesses('lumma-two-');

const appProcess = (database: { DATABASE_URL: string }) =>
  servers.start({
    ...database,
    AUTH_SECRET: 'two-processes-secret-0123456789abcdef',
    DATA_DIR: servers.tempDir(),
  });

describe.skipIf(!serverUrl)('live updates across app processes on one PostgreSQL', () => {
  it('delivers a post made through process A to a live client of process B', async () => {
    const database = await databases.appEnv();
    // A starts first and migrates; B then finds the schema in place.
    const a = await appProcess(database);
    const b = await appProcess(database);

    const signUp = await fetch(`${a.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: a.url },
      body: JSON.stringify({
        name: 'Ana Souza',
        phone: '+55 (11) 98765-4321',
        email: 'ana.two@example.com',
        password: 'segredo1',
      }),
    });
    expect(signUp.status).toBe(200);
    const cookie = signUp.headers
      .getSetCookie()
      .find((c) => c.startsWith('lumma.session_token='))!
      .split(';')[0]!;

    const events = await fetch(`${b.url}/api/community/events`, { headers: { cookie } });
    expect(events.status).toBe(200);
    const reader = events.body!.pipeThrough(new TextDecoderStream()).getReader();
    let received = '';
    const readUntil = async (needle: string) => {
      const deadline = Date.now() + 10_000;
      while (!received.includes(needle)) {
        if (Date.now() > deadline) throw new Error(`no "${needle}" from process B; got:\n${received}`);
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream of process B ended; got:\n${received}`);
        received += value;
      }
    };
    await readUntil('event: ready');

    const created = await fetch(`${a.url}/api/community/posts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: a.url, cookie },
      body: JSON.stringify({ content: 'Oi, mães! Alguém aí de madrugada?', category: 'Sono' }),
    });
    expect(created.status).toBe(201);
    const { post } = (await created.json()) as { post: { id: string } };

    await readUntil(post.id);
    expect(received).toContain(`"table":"posts","operation":"insert","postId":"${post.id}"`);
    await reader.cancel();

    expect(await stopServer(a)).toBe(0);
    expect(await stopServer(b)).toBe(0);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useServerProcesses } from './test/process-scope';
import { freePort, type ServerProcess, stopServer } from './test/server-process';
import { startReceiver } from './test/webhook-receiver';

const servers = useServerProcesses('lumma-process-');
const dataDir = servers.tempDir();

async function post(server: ServerProcess, path: string, body: unknown, cookie?: string) {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

const sessionCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((c) => c.startsWith('lumma.session_token='))!
    .split(';')[0]!;

describe('the server process on the embedded database', () => {
  it('keeps accounts and sessions across a SIGTERM restart', async () => {
    const first = await servers.start({ DATA_DIR: dataDir });
    const signUp = await post(first, '/api/auth/sign-up/email', {
      name: 'Joana Persistente',
      phone: '+55 (21) 99876-5432',
      email: 'joana@example.com',
      password: 'segredo1',
    });
    expect(signUp.status).toBe(200);
    const cookie = sessionCookie(signUp);

    expect(await stopServer(first)).toBe(0);
    expect(first.output()).toContain('"msg":"stopped"');
    expect(fs.existsSync(path.join(dataDir, 'lumma.lock'))).toBe(false);

    const second = await servers.start({ DATA_DIR: dataDir });
    const me = await fetch(`${second.url}/api/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ profile: { fullName: 'Joana Persistente' } });
    const signIn = await post(second, '/api/auth/sign-in/email', { email: 'joana@example.com', password: 'segredo1' });
    expect(signIn.status).toBe(200);

    // A second process on the same directory would corrupt it: it must refuse.
    const intruder = await servers.start({ DATA_DIR: dataDir }, { waitForListen: false });
    expect(await intruder.exited).toBe(1);
    expect(intruder.output()).toContain('já está usando o diretório de dados');

    expect(await stopServer(second)).toBe(0);
  });

  it('delivers webhooks left undelivered when the server stopped', async () => {
    const port = await freePort();
    const env = { DATA_DIR: servers.tempDir(), WEBHOOK_URL: `http://127.0.0.1:${port}/hook` };
    const first = await servers.start(env);
    const signUp = await post(first, '/api/auth/sign-up/email', {
      name: 'Rosa Lima',
      phone: '+55 (31) 98888-7777',
      email: 'rosa@example.com',
      password: 'segredo1',
    });
    expect(signUp.status).toBe(200);
    expect(await stopServer(first)).toBe(0);

    const receiver = await startReceiver({ port });
    try {
      const second = await servers.start(env);
      const deadline = Date.now() + 15_000;
      while (receiver.received.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(receiver.received.map((r) => r.json)).toEqual([
        { nome: 'Rosa Lima', telefone: '55 (31) 98888-7777', email: 'rosa@example.com' },
      ]);
      expect(await stopServer(second)).toBe(0);
    } finally {
      await receiver.close();
    }
  });

  it('exits with code 1 and names the bad setting', async () => {
    const server = await servers.start({ DATA_DIR: dataDir, PORT: 'abc' }, { waitForListen: false });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Configuração inválida');
    expect(server.output()).toContain('PORT');
  });
});

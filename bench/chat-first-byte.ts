import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { startFakeOpenAi } from '../src/server/test/fake-openai';
import { createTestContext } from '../src/server/test/harness';

/** Milliseconds from sending the request to the first byte of the streamed body. */
async function firstByte(url: string, init: RequestInit): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, init);
  const reader = response.body!.getReader();
  await reader.read();
  const elapsed = performance.now() - started;
  await reader.cancel();
  return elapsed;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Time to the first streamed byte of Lu's answer through our server (session, rate check, context
 * from the database, saving the question) against straight from the same fake provider.
 */
export async function measureChatFirstByte(rounds = 30) {
  const fake = await startFakeOpenAi();
  const ctx = await createTestContext({ AI_BASE_URL: fake.url, AI_MODEL: 'bench' });
  const server = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const direct: number[] = [];
    const through: number[] = [];
    let cookie = '';
    for (let i = 0; i < rounds; i++) {
      // A fresh mother every 10 messages keeps the bench under the per-minute chat limit.
      if (i % 10 === 0) {
        const client = ctx.client();
        await client.signUp();
        await client.post('/api/babies', { name: 'Lia', birthDate: '2026-05-01' });
        cookie = client.cookieHeader();
      }
      direct.push(
        await firstByte(`${fake.url}/chat/completions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ model: 'bench', stream: true, messages: [{ role: 'user', content: 'oi' }] }),
        }),
      );
      through.push(
        await firstByte(`${base}/api/chat`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie, origin: 'http://lumma.test' },
          body: JSON.stringify({ message: `pergunta ${i}` }),
        }),
      );
    }
    return { direct: median(direct), through: median(through) };
  } finally {
    server.close();
    await ctx.close();
    await fake.close();
  }
}

import { eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { webhookOutbox } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/harness';
import { freePort } from '../../test/server-process';
import { startReceiver } from '../../test/webhook-receiver';
import { signatureOf } from './webhooks';

const SECRET = 'a-shared-secret-for-tests';
const contexts: TestContext[] = [];
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});
afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
});

async function contextFor(url: string, options = {}) {
  const ctx = await createTestContext(
    { WEBHOOK_URL: url, WEBHOOK_SECRET: SECRET },
    { backoffMs: () => 0, timeoutMs: 1000, ...options },
  );
  contexts.push(ctx);
  return ctx;
}

const eventBody = {
  type: 'mamada',
  occurredAt: '2026-11-21T10:30:00.000Z',
  date: '2026-11-21',
  time: '07:30',
  notes: 'peito direito',
  feeding: 'peito_direito',
  rightSeconds: 600,
};

describe('outbound webhooks', () => {
  it('sends sign-up and event payloads, signed with HMAC-SHA256', async () => {
    const receiver = await startReceiver();
    closers.push(receiver.close);
    const ctx = await contextFor(receiver.url);
    const client = ctx.client();
    const signUp = await client.signUp({
      name: 'Joana Prado',
      phone: '+55 (11) 98765-4321',
      email: 'joana@example.com',
    });
    const { user } = (await signUp.json()) as { user: { id: string } };
    const { baby } = (await (await client.post('/api/babies', { name: 'Lia', birthDate: '2026-06-01' })).json()) as {
      baby: { id: string };
    };
    expect((await client.post('/api/agenda/events', eventBody)).status).toBe(201);
    await ctx.dispatcher!.drain();

    expect(receiver.received.map((r) => r.json)).toEqual([
      { nome: 'Joana Prado', telefone: '55 (11) 98765-4321', email: 'joana@example.com' },
      {
        tipo_evento: 'Mamada',
        horario: '07:30',
        data: '2026-11-21',
        observacao: 'peito direito',
        user_id: user.id,
        nome: 'Joana Prado',
        telefone: '55 (11) 98765-4321',
        bebe_id: baby.id,
        bebe_nome: 'Lia',
        papel: 'responsavel',
        fim: '',
        duracao_min: 10,
        alimentacao: 'peito_direito',
        peito_esquerdo_min: '',
        peito_direito_min: 10,
        mamadeira_ml: '',
        leite: '',
        fralda: '',
        remedio: '',
        dose: '',
      },
    ]);
    for (const request of receiver.received) {
      expect(request.headers['x-lumma-signature']).toBe(signatureOf(SECRET, request.body));
      expect(request.headers['content-type']).toBe('application/json');
    }
    expect(receiver.received.map((r) => r.headers['x-lumma-event'])).toEqual(['signup', 'agenda_event_created']);
  });

  it('retries while the receiver is down and delivers once when it is back', async () => {
    const port = await freePort();
    const ctx = await contextFor(`http://127.0.0.1:${port}/hook`);
    await ctx.client().signUp({ email: 'retry@example.com' });

    await ctx.dispatcher!.drain();
    const [failed] = await ctx.db.select().from(webhookOutbox);
    expect(failed).toMatchObject({ attempts: 1, deliveredAt: null, failedAt: null });
    expect(failed!.lastError).toBeTruthy();

    const receiver = await startReceiver({ port });
    closers.push(receiver.close);
    await ctx.dispatcher!.drain();
    await ctx.dispatcher!.drain();
    expect(receiver.received).toHaveLength(1);
    const [delivered] = await ctx.db.select().from(webhookOutbox);
    expect(delivered).toMatchObject({ attempts: 2 });
    expect(delivered!.deliveredAt).toBeInstanceOf(Date);
  });

  it('waits between attempts and gives up after the limit, logging it', async () => {
    const receiver = await startReceiver({ behaviour: 'fail' });
    closers.push(receiver.close);
    const ctx = await contextFor(receiver.url, { maxAttempts: 3 });
    await ctx.client().signUp({ email: 'giveup@example.com' });
    for (let i = 0; i < 5; i++) await ctx.dispatcher!.drain();
    expect(receiver.received).toHaveLength(3);
    const [row] = await ctx.db.select().from(webhookOutbox);
    expect(row!.failedAt).toBeInstanceOf(Date);
    expect(row!.lastError).toBe('HTTP 500');
  });

  it('does not hold the mother up while the receiver hangs', async () => {
    const receiver = await startReceiver({ behaviour: 'hang' });
    closers.push(receiver.close);
    const ctx = await contextFor(receiver.url, { timeoutMs: 3000, pollMs: 50 });
    ctx.dispatcher!.start();
    const client = ctx.client();
    await client.signUp();
    await client.post('/api/babies', { name: 'Lia', birthDate: '2026-06-01' });
    const started = performance.now();
    const response = await client.post('/api/agenda/events', eventBody);
    const elapsed = performance.now() - started;
    expect(response.status).toBe(201);
    expect(elapsed).toBeLessThan(1000);
    await ctx.dispatcher!.stop();
    const rows = await ctx.db.select().from(webhookOutbox).where(eq(webhookOutbox.event, 'agenda_event_created'));
    expect(rows[0]!.deliveredAt).toBeNull();
  });

  it('queues nothing when no WEBHOOK_URL is set', async () => {
    const ctx = await createTestContext();
    contexts.push(ctx);
    await ctx.client().signUp();
    expect(await ctx.db.select().from(webhookOutbox)).toHaveLength(0);
  });
});

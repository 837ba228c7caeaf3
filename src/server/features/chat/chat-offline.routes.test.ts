import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_192_LINE } from '../../../domain/safety/urgent-openings';
import { OFFLINE_NOTE } from '../../platform/ai/offline-answerer';
import { replyOf } from '../../test/chat-reply';
import { createTestContext, type TestContext } from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('chat without a configured model', () => {
  it('answers from the app’s content and keeps the history', async () => {
    const client = ctx.client();
    await client.signUp();
    await client.post('/api/babies', { name: 'Lia', birthDate: '2026-05-01' });
    const reply = replyOf(
      await (await client.post('/api/chat', { message: 'Como aliviar as cólicas do meu bebê?' })).text(),
    );
    expect(reply.startsWith(OFFLINE_NOTE)).toBe(true);
    expect(reply).toContain('Lia');
    const { messages } = (await (await client.get('/api/chat/messages')).json()) as {
      messages: { role: string; message: string }[];
    };
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(messages[1]!.message).toBe(reply);
  });

  it('puts the SAMU first in an emergency and CVV 188 first for a mother in crisis', async () => {
    const client = ctx.client();
    await client.signUp();
    const emergency = replyOf(await (await client.post('/api/chat', { message: 'meu bebê está engasgado' })).text());
    expect(emergency.indexOf('192')).toBeLessThan(emergency.indexOf(OFFLINE_NOTE));
    expect(emergency.startsWith(CALL_192_LINE)).toBe(true);
    const crisis = replyOf(
      await (await client.post('/api/chat', { message: 'não aguento mais, penso em me matar' })).text(),
    );
    expect(crisis.startsWith('Você não está sozinha')).toBe(true);
    expect(crisis.indexOf('188')).toBeLessThan(crisis.indexOf(OFFLINE_NOTE));
  });

  it('never gives a medicine dose', async () => {
    const client = ctx.client();
    await client.signUp();
    const reply = replyOf(
      await (await client.post('/api/chat', { message: 'quantas gotas de dipirona posso dar?' })).text(),
    );
    expect(reply.startsWith('Eu não indico doses de remédios')).toBe(true);
  });
});

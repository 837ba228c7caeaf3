import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_192_LINE } from '../../../domain/safety/urgent-openings';
import { OFFLINE_NOTE } from '../../platform/ai/offline-answerer';
import { replyOf } from '../../test/chat-reply';
import { registeredBaby } from '../../test/factories';
import { createTestContext, type TestClient, type TestContext } from '../../test/harness';
import { okJson } from '../../test/typed-client';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** Lu's whole reply to `message`. */
const ask = async (client: TestClient, message: string) =>
  replyOf(await (await client.api.chat.$post({ json: { message } })).text());

describe('chat without a configured model', () => {
  it('answers from the app’s content and keeps the history', async () => {
    const client = ctx.client();
    await client.signUp();
    await registeredBaby(client, { name: 'Lia', birthDate: '2026-05-01' });
    const reply = await ask(client, 'Como aliviar as cólicas do meu bebê?');
    expect(reply.startsWith(OFFLINE_NOTE)).toBe(true);
    expect(reply).toContain('Lia');
    const { messages } = await okJson(client.api.chat.messages.$get());
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(messages[1]!.message).toBe(reply);
  });

  it('puts the SAMU first in an emergency and CVV 188 first for a mother in crisis', async () => {
    const client = ctx.client();
    await client.signUp();
    const emergency = await ask(client, 'meu bebê está engasgado');
    expect(emergency.indexOf('192')).toBeLessThan(emergency.indexOf(OFFLINE_NOTE));
    expect(emergency.startsWith(CALL_192_LINE)).toBe(true);
    const crisis = await ask(client, 'não aguento mais, penso em me matar');
    expect(crisis.startsWith('Você não está sozinha')).toBe(true);
    expect(crisis.indexOf('188')).toBeLessThan(crisis.indexOf(OFFLINE_NOTE));
  });

  it('never gives a medicine dose', async () => {
    const client = ctx.client();
    await client.signUp();
    const reply = await ask(client, 'quantas gotas de dipirona posso dar?');
    expect(reply.startsWith('Eu não indico doses de remédios')).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_192_LINE } from '../../../domain/safety/urgent-openings';
import { OFFLINE_NOTE } from '../../platform/ai/offline-answerer';
import { replyOf } from '../../test/chat-reply';
import { registeredBaby } from '../../test/factories';
import { createTestContext, type TestClient, type TestContext } from '../../test/harness';
import { okJson } from '../../test/typed-client';
import { OFFLINE_OUTSIDE } from './card-answer';
import { loadCards } from './card-library';

/** The card on the umbilical stump, in the cards folder since the first card was written. */
const stump = loadCards().find((card) => card.id === 'umbigo-como-limpar')!;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** Lu's whole reply to `message`. */
const ask = async (client: TestClient, message: string) =>
  replyOf(await (await client.api.chat.$post({ json: { message } })).text());

describe('chat without a configured model', () => {
  it('answers from the card found, by the baby’s name, and keeps the history', async () => {
    const client = ctx.client();
    await client.signUp();
    const birthDate = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
    await registeredBaby(client, { name: 'Lia', birthDate });
    const reply = await ask(client, 'como limpar o umbigo? ainda não caiu… uso álcool 70?');
    expect(reply).toContain(`${OFFLINE_NOTE}\n\n`);
    expect(reply).toContain(`${stump.title} — Lia`);
    expect(reply).toContain(stump.answer);
    expect(reply).toContain(`Fonte: ${stump.source}`);
    const { messages } = await okJson(client.api.chat.messages.$get());
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(messages[1]).toMatchObject({ message: reply, suggestions: [] });
  });

  it('says what it does not know and offers the closest cards as buttons, which answer when tapped', async () => {
    const client = ctx.client();
    await client.signUp();
    // Whatever the cards folder holds, the first offered card is the one a tap gets.
    const outside = await ask(client, 'onde compro enxoval e berço barato pro meu recém-nascido perto de casa?');
    expect(outside).toContain(OFFLINE_OUTSIDE);
    expect(outside).not.toContain('Fonte:');
    const { messages } = await okJson(client.api.chat.messages.$get());
    const offered = messages.at(-1)!;
    expect(offered.message).not.toContain('»');
    expect(offered.suggestions.length).toBeGreaterThan(0);
    const tapped = await ask(client, offered.suggestions[0]!);
    expect(tapped).toContain('Fonte:');
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

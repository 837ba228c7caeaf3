import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SafetyCase } from '../../../../scripts/safety/score-set';
import { readCorpus } from '../../../../scripts/safety/sets';
import { toCalendarDate } from '../../../domain/age';
import { CALL_192_LINE, CRISIS_LINE } from '../../../domain/safety/urgent-openings';
import { addMonths } from '../../../domain/vaccines/vaccine-card';
import { OFFLINE_NOTE } from '../../platform/ai/offline-answerer';
import { replyOf } from '../../test/chat-reply';
import { startFakeOpenAi } from '../../test/fake-openai';
import { createTestContext, type TestContext } from '../../test/harness';

const MODEL_TEXT = 'Olá, mamãe! Vamos conversar.';

// The fake model's default second opinion is "neither": every opening below is the offline reading's.
let offline: TestContext;
let withModel: TestContext;
let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
beforeAll(async () => {
  fake = await startFakeOpenAi();
  [offline, withModel] = await Promise.all([
    createTestContext(),
    createTestContext({ AI_BASE_URL: fake.url, AI_API_KEY: 'sk-test', AI_MODEL: 'lumma-test-model' }),
  ]);
});
afterAll(async () => {
  await Promise.all([offline.close(), withModel.close()]);
  await fake.close();
});

/** A new mother (each has her own chat rate), with the case's baby registered when it names one. */
async function ask(ctx: TestContext, c: Pick<SafetyCase, 'text' | 'babyName' | 'babyAgeMonths'>) {
  const client = ctx.client();
  await client.signUp();
  if (c.babyAgeMonths != null || c.babyName) {
    const birthDate = addMonths(toCalendarDate(new Date()), -(c.babyAgeMonths ?? 8));
    await client.post('/api/babies', { name: c.babyName ?? 'Lia', birthDate });
  }
  return replyOf(await (await client.post('/api/chat', { message: c.text })).text());
}

const opening = (category: string) => (category.startsWith('crisis') ? CRISIS_LINE : CALL_192_LINE);
const sample = (pick: (cases: SafetyCase[]) => SafetyCase) =>
  [...readCorpus().urgent].map(([category, cases]) => [category, pick(cases)] as const);

describe('the safety line comes before any answer', () => {
  it('in offline mode, for a case of every category of the corpus', async () => {
    const replies = await Promise.all(
      sample((cases) => cases[0]!).map(async ([category, c]) => ({ category, c, reply: await ask(offline, c) })),
    );
    for (const { category, c, reply } of replies) {
      expect(reply.startsWith(opening(category)), `[${category}] ${c.text}\n${reply.slice(0, 200)}`).toBe(true);
      expect(reply.indexOf(OFFLINE_NOTE), c.text).toBeGreaterThan(opening(category).length);
    }
  });

  it('with a model, for another case of every category: the model’s text never comes first', async () => {
    const replies = await Promise.all(
      sample((cases) => cases.at(-1)!).map(async ([category, c]) => ({ category, c, reply: await ask(withModel, c) })),
    );
    for (const { category, c, reply } of replies) {
      expect(reply.startsWith(opening(category)), `[${category}] ${c.text}\n${reply.slice(0, 200)}`).toBe(true);
      expect(reply.endsWith(MODEL_TEXT), c.text).toBe(true);
    }
  });

  it('leaves an ordinary question to the answer alone', async () => {
    const reply = await ask(withModel, { text: 'como organizar a rotina de sono dela?' });
    expect(reply).toBe(MODEL_TEXT);
  });

  it('leaves a question that only shares a word with a danger to its answer (decision 053)', async () => {
    const reply = await ask(withModel, { text: 'como evitar engasgo na papinha?', babyName: 'Helena' });
    expect(reply).toBe(MODEL_TEXT);
  });

  it('opens a message of a possible danger with the short tier-2 line, not the alarm', async () => {
    const reply = await ask(withModel, { text: 'ta muito paradinho hoje', babyName: 'Helena' });
    expect(reply).toBe(
      `Se isso estiver acontecendo agora e Helena estiver com dificuldade para respirar, roxo(a), desacordado(a) ou em convulsão, ligue 192.\n\n${MODEL_TEXT}`,
    );
  });

  it('puts 192 first and the CVV line right after when a baby emergency and a crisis come together', async () => {
    const reply = await ask(offline, { text: 'não aguento mais e ele caiu do trocador e tá vomitando' });
    expect(reply.startsWith(CALL_192_LINE)).toBe(true);
    expect(reply.indexOf(CRISIS_LINE)).toBeGreaterThan(0);
    expect(reply.indexOf(CRISIS_LINE)).toBeLessThan(reply.indexOf(OFFLINE_NOTE));
  });

  it('lets the model’s second opinion raise a tier, and never lower one', async () => {
    fake.setOpinion('{"emergencia": true, "crise": false}');
    try {
      const raised = await ask(withModel, { text: 'ele tá com um jeito que eu nunca vi' });
      expect(raised.startsWith(CALL_192_LINE)).toBe(true);
      expect(fake.opinionRequests.at(-1)!.body.messages.at(-1)!.content).toBe('ele tá com um jeito que eu nunca vi');
    } finally {
      fake.setOpinion('{"emergencia": false, "crise": false}');
    }
    const kept = await ask(withModel, { text: 'quero sumir' });
    expect(kept.startsWith(CRISIS_LINE)).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCalendarDate } from '../../../domain/age';
import { URGENT_CASES, type CorpusCase } from '../../../domain/safety/urgency-corpus';
import { CALL_192_LINE, CRISIS_LINE } from '../../../domain/safety/urgent-openings';
import { addMonths } from '../../../domain/vaccines/vaccine-card';
import { OFFLINE_NOTE } from '../../platform/ai/offline-answerer';
import { startFakeOpenAi } from '../../test/fake-openai';
import { replyOf } from '../../test/chat-reply';
import { createTestContext, type TestContext } from '../../test/harness';

const MODEL_TEXT = 'Olá, mamãe! Vamos conversar.';

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
async function ask(ctx: TestContext, c: CorpusCase) {
  const client = ctx.client();
  await client.signUp();
  if (c.babyAgeMonths != null || c.babyName) {
    const birthDate = addMonths(toCalendarDate(new Date()), -(c.babyAgeMonths ?? 8));
    await client.post('/api/babies', { name: c.babyName ?? 'Lia', birthDate });
  }
  return replyOf(await (await client.post('/api/chat', { message: c.text })).text());
}

const opening = (category: string) => (category.startsWith('crisis') ? CRISIS_LINE : CALL_192_LINE);
const sample = (pick: (cases: CorpusCase[]) => CorpusCase) =>
  Object.entries(URGENT_CASES).map(([category, cases]) => [category, pick(cases)] as const);

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
    const reply = await ask(withModel, { text: 'como evitar engasgo na papinha?' });
    expect(reply).toBe(MODEL_TEXT);
  });
});

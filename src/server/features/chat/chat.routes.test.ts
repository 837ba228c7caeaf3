import { eq } from 'drizzle-orm';
import type { InferResponseType } from 'hono/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCalendarDate } from '../../../domain/age';
import { CALL_192_LINE } from '../../../domain/safety/urgent-openings';
import { addMonths } from '../../../domain/vaccines/vaccine-card';
import { aiChatMessages } from '../../db/schema';
import { babyFields, motherWithBaby, signedUpMother } from '../../test/factories';
import { startFakeOpenAi } from '../../test/fake-openai';
import { createTestContext, errorOf, type TestContext } from '../../test/harness';
import { okJson, type TypedClient } from '../../test/typed-client';
import { loadCards } from './card-library';

let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
let ctx: TestContext;
beforeAll(async () => {
  fake = await startFakeOpenAi({ chunkDelayMs: 5 });
  ctx = await createTestContext({
    AI_BASE_URL: fake.url,
    AI_API_KEY: 'sk-test',
    AI_MODEL: 'lumma-test-model',
    AI_TIMEOUT_MS: '1500',
  });
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

const today = () => toCalendarDate(new Date());
const DAY = (() => {
  const start = new Date();
  start.setHours(0, 0, 0, 0);
  const end = new Date(start.getTime() + 24 * 60 * 60 * 1000 - 1);
  return { dayStart: start.toISOString(), dayEnd: end.toISOString() };
})();

const mother = (babyMonths: number, name = 'Helena') =>
  motherWithBaby(
    ctx,
    { name, birthDate: addMonths(today(), -babyMonths), gender: 'F', weight: '6.5', height: '64' },
    { name: 'Ana Souza' },
  );

function parseSse(body: string) {
  return body
    .split('\n\n')
    .filter(Boolean)
    .map((raw) => ({
      event: /^event: (.+)$/m.exec(raw)?.[1],
      data: JSON.parse(/^data: (.*)$/m.exec(raw)?.[1] ?? 'null') as Record<string, unknown>,
    }));
}

async function ask(client: TypedClient, message: string) {
  return client.chat.$post({ json: { message, ...DAY } });
}

type EventFields = Parameters<TypedClient['agenda']['events']['$post']>[0]['json'];
/** The route's type names every detail, but an event leaves out those it has not. */
const eventFields = (fields: Partial<EventFields>) => fields as EventFields;

describe('chat with a configured model', () => {
  it('sends the server-built context, the model, and streams the reply in order', async () => {
    const { api: client, babyId } = await mother(3);
    await client.babies[':id'].allergies.$post({ param: { id: babyId }, json: { value: 'Ovo' } });
    const response = await ask(client, 'Como aliviar as cólicas?');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/event-stream/);
    const events = parseSse(await response.text());
    expect(events.filter((e) => e.event === 'delta').map((e) => e.data.text)).toEqual([
      'Olá',
      ', mamãe',
      '! Vamos',
      ' conversar.',
    ]);
    expect(events.at(-1)).toMatchObject({
      event: 'done',
      data: { role: 'assistant', message: 'Olá, mamãe! Vamos conversar.' },
    });

    const sent = fake.requests.at(-1)!;
    expect(sent.headers.authorization).toBe('Bearer sk-test');
    expect(sent.body).toMatchObject({ model: 'lumma-test-model', stream: true });
    const system = sent.body.messages[0]!;
    expect(system.role).toBe('system');
    expect(system.content).toContain('Mãe: Ana Souza');
    expect(system.content).toContain('Bebê: Helena, 3 meses');
    expect(system.content).toContain('sexo feminino, peso 6.5 kg, altura 64 cm');
    expect(system.content).toContain('Alergias: Ovo');
    expect(system.content).toContain('192');
    expect(system.content).toContain('Nunca indique remédios nem doses');
    // Lu says what she is: an assistant with knowledge, never a professional in place of the pediatrician.
    expect(system.content).toContain('assistente virtual');
    expect(system.content).toContain('não substitui o pediatra, a UBS');
    expect(system.content).not.toMatch(/Lu, [^.]*: nutricionista, pediatra e psicóloga/);
    // At 3 months, 7 doses are due and none applied: more than 2, so no names.
    expect(system.content).toMatch(/Vacinas pendentes: 7\.\n/);
    expect(sent.body.messages.at(-1)).toEqual({ role: 'user', content: 'Como aliviar as cólicas?' });

    const { messages } = await okJson(client.chat.messages.$get());
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant']);
  });

  it('grounds the model in the cards found, after the safety rules, with their sources', async () => {
    const stump = loadCards().find((card) => card.id === 'umbigo-como-limpar')!;
    const { api: client } = await mother(0, 'Lia');
    await (await ask(client, 'como cuido do coto do umbigo da Lia?')).text();
    const messages = fake.requests.at(-1)!.body.messages;
    const system = messages[0]!.content;
    const rules = system.indexOf('Regras de segurança, sempre.');
    const grounding = system.indexOf('Fichas do Lumma para esta pergunta');
    const card = system.indexOf(`Ficha 1 — ${stump.title} (0 a 1 meses de idade corrigida do bebê)`);
    const family = system.indexOf('Mãe: Ana Souza');
    expect(rules).toBeGreaterThan(0);
    expect(rules).toBeLessThan(grounding);
    expect(grounding).toBeLessThan(card);
    expect(card).toBeLessThan(family);
    expect(system).toContain('Responda com base nelas e não vá além do que dizem');
    expect(system).toContain('termine com a fonte usada ("Fonte: …")');
    const cardEnd = system.indexOf('\n', system.indexOf(`Fonte: ${stump.source}`, card));
    expect(system.slice(card, cardEnd)).toBe(
      [
        `Ficha 1 — ${stump.title} (0 a 1 meses de idade corrigida do bebê)`,
        `Resposta: ${stump.answer}`,
        `O que observar: ${stump.watch}`,
        `Quando procurar atendimento: ${stump.seekCare}`,
        `Fonte: ${stump.source}`,
      ].join('\n'),
    );
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'como cuido do coto do umbigo da Lia?' });
  });

  it('tells the model the corrected age of a baby born early, by which the cards are chosen', async () => {
    const { api: client } = await motherWithBaby(ctx, {
      name: 'Davi',
      birthDate: addMonths(today(), -5),
      gestationalWeeks: 28,
    });
    await (await ask(client, 'ele já pode comer papinha?')).text();
    expect(fake.requests.at(-1)!.body.messages[0]!.content).toContain(
      'Bebê: Davi, 5 meses (5 meses; prematuro, idade corrigida 2 meses)',
    );
  });

  it('still opens with the safety line before the grounded answer of the model', async () => {
    const { api: client } = await mother(0, 'Lia');
    const events = parseSse(
      await (await ask(client, 'o umbigo da Lia sangrou e agora ela não respira, está roxa')).text(),
    );
    const deltas = events.filter((e) => e.event === 'delta').map((e) => String(e.data.text));
    expect(deltas[0]!.startsWith(CALL_192_LINE)).toBe(true);
    expect(deltas.slice(1).join('')).toBe('Olá, mamãe! Vamos conversar.');
    expect(fake.requests.at(-1)!.body.messages[0]!.content).toContain('Ficha 1 — O umbigo sangrou um pouco');
  });

  it('answers a Cuidador(a) about the shared baby she has chosen', async () => {
    const { api: ana, babyId } = await mother(3);
    await ana.babies[':id'].allergies.$post({ param: { id: babyId }, json: { value: 'Ovo' } });
    const { path } = await okJson(ana.family.invitations.$post({ json: { babyId, role: 'cuidador' } }));
    const { api: carla } = await signedUpMother(ctx, { name: 'Carla Dias' });
    await carla.babies.$post({ json: babyFields({ name: 'Lucas', birthDate: addMonths(today(), -20), gender: 'M' }) });
    await carla.family.invitations['by-token'][':token'].accept.$post({ param: { token: path.split('/').pop()! } });
    expect((await ask(carla, 'Ela pode comer ovo?')).status).toBe(200);
    const system = fake.requests.at(-1)!.body.messages[0]!.content;
    expect(system).toContain('Mãe: Carla Dias');
    expect(system).toContain('Bebê: Helena, 3 meses');
    expect(system).toContain('Alergias: Ovo');
  });

  it('names the pending vaccines and today’s events only when there are 2 or fewer', async () => {
    const { api: client, babyId } = await mother(2);
    const due = ['BCG', 'Hepatite B', 'Pentavalente', 'VIP (poliomielite)'];
    for (const vaccineName of due)
      await client.vaccines.records.$post({
        json: { babyId, vaccineName, doseNumber: 1, applicationDate: today() },
      });
    const now = new Date();
    await client.agenda.events.$post({
      json: eventFields({ type: 'mamada', occurredAt: now.toISOString(), date: today(), time: '07:30' }),
    });
    await ask(client, 'oi');
    const system = fake.requests.at(-1)!.body.messages[0]!.content;
    expect(system).toContain('Vacinas pendentes: 2 (Pneumocócica 10-valente (1ª dose), Rotavírus humano (1ª dose))');
    expect(system).toMatch(/Registros de hoje na agenda: 1 \(Mamada às \d\d:\d\d\)/);
  });

  it('tells Lu the last feeding and how, today’s sleep and the last medicine given', async () => {
    const { api: client } = await mother(2);
    const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    const at = (type: string, occurredAt: string, details: Partial<EventFields>) =>
      client.agenda.events.$post({ json: eventFields({ type, occurredAt, date: today(), time: '07:30', ...details }) });
    await at('mamada', ago(130), { feeding: 'peito_direito', rightSeconds: 600 });
    await at('sono', ago(100), { endedAt: ago(40) });
    await at('remedio', ago(240), { medicine: 'Paracetamol', dose: '5 gotas' });
    // Her day as her phone sends it: here the last twelve hours, whatever the time the test runs.
    await client.chat.$post({ json: { message: 'oi', dayStart: ago(12 * 60), dayEnd: ago(-60) } });
    const system = fake.requests.at(-1)!.body.messages[0]!.content;
    expect(system).toContain(
      'Última mamada: há 2 h 10 min (peito direito). Sono hoje: 1 h. Último remédio: Paracetamol, 5 gotas, há 4 h.',
    );
  });

  it('grounds the model in her own log when she asks about it, and not when she asks about care', async () => {
    const { api: client } = await mother(2);
    const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    await client.agenda.events.$post({
      json: eventFields({
        type: 'mamada',
        occurredAt: ago(30),
        date: today(),
        time: '07:30',
        feeding: 'peito_esquerdo',
      }),
    });
    const day = { dayStart: ago(12 * 60), dayEnd: ago(-60) };
    await client.chat.$post({ json: { message: 'qual peito foi o último?', ...day } });
    const asked = fake.requests.at(-1)!.body.messages[0]!.content;
    expect(asked).toMatch(
      /A pergunta desta mensagem é sobre o registro do próprio bebê\. .*: A última mamada de Helena foi no peito esquerdo, (hoje às \d\d:\d\d, há \d+ min|ontem às \d\d:\d\d)\./,
    );
    await client.chat.$post({ json: { message: 'quantas mamadas um bebê de 2 meses deve fazer?', ...day } });
    expect(fake.requests.at(-1)!.body.messages[0]!.content).not.toContain('registro do próprio bebê');
  });

  it('tells Lu the latest measurement with its percentiles and the milestones marked "Ainda não"', async () => {
    const { api: client } = await mother(4);
    const { MILESTONE_BANDS } = await import('../../../domain/development/milestones');
    const milestone = MILESTONE_BANDS.find((band) => band.id === '4-6m')!.milestones[0]!;
    await client.development.marks[':milestoneId'].$put({
      param: { milestoneId: milestone.id },
      json: { mark: 'nao', markedOn: today() },
    });
    await client.chat.$post({ json: { message: 'oi' } });
    const system = fake.requests.at(-1)!.body.messages[0]!.content;
    expect(system).toMatch(
      /Última medida \(\d\d\/\d\d\/\d{4}\): peso 6,5 kg, no percentil \d+; comprimento 64 cm, no percentil \d+\./,
    );
    expect(system).toContain(`Marcos do desenvolvimento marcados como "Ainda não": ${milestone.text}.`);
  });

  it('sends the last 10 messages in order, then the new one', async () => {
    const { api: client } = await mother(6);
    for (let i = 1; i <= 6; i++) await (await ask(client, `pergunta ${i}`)).text();
    await ask(client, 'pergunta final');
    const messages = fake.requests.at(-1)!.body.messages;
    expect(messages).toHaveLength(12);
    expect(messages.slice(1, 11).map((m) => m.content)).toEqual([
      'pergunta 2',
      'Olá, mamãe! Vamos conversar.',
      'pergunta 3',
      'Olá, mamãe! Vamos conversar.',
      'pergunta 4',
      'Olá, mamãe! Vamos conversar.',
      'pergunta 5',
      'Olá, mamãe! Vamos conversar.',
      'pergunta 6',
      'Olá, mamãe! Vamos conversar.',
    ]);
    expect(messages.slice(1, 11).map((m) => m.role)).toEqual([
      'user',
      'assistant',
      'user',
      'assistant',
      'user',
      'assistant',
      'user',
      'assistant',
      'user',
      'assistant',
    ]);
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'pergunta final' });
  });

  it.each([
    [402, 'Os créditos do assistente acabaram. Fale com o suporte.'],
    [429, 'O assistente recebeu muitas mensagens. Aguarde um pouco e tente de novo.'],
  ])('maps the provider’s %i and keeps nothing of the exchange', async (status, message) => {
    const { api: client } = await mother(4);
    fake.setMode({ kind: 'status', status });
    try {
      const response = await ask(client, 'oi');
      expect(response.status).toBe(status);
      expect((await errorOf(response)).message).toBe(message);
    } finally {
      fake.setMode({ kind: 'stream' });
    }
    expect((await okJson(client.chat.messages.$get())).messages).toHaveLength(0);
  });

  it('gives up on a provider that does not answer and stores no orphan', async () => {
    const { api: client } = await mother(4);
    fake.setMode({ kind: 'hang' });
    try {
      const response = await ask(client, 'oi');
      expect(response.status).toBe(504);
      expect((await errorOf(response)).message).toBe('O assistente demorou demais para responder.');
    } finally {
      fake.setMode({ kind: 'stream' });
    }
    expect((await okJson(client.chat.messages.$get())).messages).toHaveLength(0);
  });

  it('puts 192 first for an emergency, even with a model', async () => {
    const { api: client } = await mother(5);
    const events = parseSse(await (await ask(client, 'meu bebê engasgou e não respira')).text());
    expect(String(events[0]!.data.text).startsWith(CALL_192_LINE)).toBe(true);
  });

  it('refuses an empty message and limits how fast she can send', async () => {
    const { api: client } = await mother(4);
    const empty = await ask(client, '   ');
    expect(empty.status).toBe(400);
    expect((await errorOf(empty)).message).toBe('Mensagem vazia');
    const statuses: number[] = [];
    for (let i = 0; i < 13; i++) {
      const response = await ask(client, `m${i}`);
      statuses.push(response.status);
      await response.text();
    }
    expect(statuses.slice(0, 12).every((s) => s === 200)).toBe(true);
    expect(statuses[12]).toBe(429);
  });

  it('saves a tip for the feeding guide', async () => {
    const { api: client } = await mother(7);
    const response = await client.chat.tips.$post({ json: { content: 'Ofereça a fruta amassada.' } });
    expect(response.status).toBe(201);
    const { tips } = await okJson(client.feeding.tips.$get());
    expect(tips).toEqual([expect.objectContaining({ content: 'Ofereça a fruta amassada.', category: 'alimentacao' })]);
    expect((await ctx.client().api.chat.tips.$post({ json: { content: 'x' } })).status).toBe(401);
  });
});

describe('chat background', () => {
  it('sets and resets the background, under a random name', async () => {
    const { client, api } = await mother(4);
    const { jpegLike } = await import('../../test/images');
    // The background goes up multipart, as the browser sends it; its answer is the route's.
    const set = (await (await client.upload('/api/profile/chat-background', jpegLike())).json()) as InferResponseType<
      TypedClient['profile']['chat-background']['$post'],
      200
    >;
    expect(set.profile.chatBackgroundUrl).toMatch(/^\/media\/[A-Za-z0-9_-]{22}\.jpg$/);
    const reset = await okJson(api.profile['chat-background'].$delete());
    expect(reset.profile.chatBackgroundUrl).toBeNull();
    expect((await client.get(set.profile.chatBackgroundUrl!)).status).toBe(404);
  });
});

describe('who may read the history', () => {
  it('shows each mother only her own messages', async () => {
    const ana = await mother(4);
    const bia = await mother(4);
    await (await ask(ana.api, 'só da Ana')).text();
    const { messages } = await okJson(bia.api.chat.messages.$get());
    expect(messages).toHaveLength(0);
    expect((await ctx.db.select().from(aiChatMessages).where(eq(aiChatMessages.message, 'só da Ana'))).length).toBe(1);
  });
});

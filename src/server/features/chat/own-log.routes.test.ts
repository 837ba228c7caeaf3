import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarDate } from '../../../domain/age';
import { formatDate } from '../../../domain/format';
import { addDays, instantAt, minutesOf, wallClockOf } from '../../../domain/reminders/zoned-time';
import { addMonths } from '../../../domain/vaccines/vaccine-card';
import { aiChatMessages } from '../../db/schema';
import { OFFLINE_NOTE } from '../../platform/ai/offline-answerer';
import { replyOf } from '../../test/chat-reply';
import { agendaEvent, type Mother, motherWithBaby, registeredBaby } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { okJson } from '../../test/typed-client';

const SP = 'America/Sao_Paulo';
let ctx: TestContext;

/** Her day: two days before today in São Paulo, so every event of it is in the past; the clock stops at 15:00. */
const D: CalendarDate = addDays(wallClockOf(new Date(), SP).day, -2);
const Y = addDays(D, -1);
const at = (day: CalendarDate, clock: string) => instantAt(day, minutesOf(clock), SP);
const DAY = {
  dayStart: at(D, '00:00').toISOString(),
  dayEnd: new Date(at(addDays(D, 1), '00:00').getTime() - 1).toISOString(),
};
const NINA_BIRTH = addMonths(D, -3);

let nina: Mother & { babyId: string };
let theoId: string;
let empty: Mother & { babyId: string };

/** Lu's whole reply; her earlier messages are cleared so the per-minute limit does not stop the test. */
async function ask(mother: Mother, message: string) {
  await ctx.db.delete(aiChatMessages).where(eq(aiChatMessages.userId, mother.userId));
  return replyOf(await (await mother.api.chat.$post({ json: { message, ...DAY } })).text());
}

const event = (mother: Mother, day: CalendarDate, clock: string, fields: Record<string, unknown>) =>
  agendaEvent(mother, { occurredAt: at(day, clock).toISOString(), date: day, time: clock, ...fields });

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set(at(D, '15:00'));
  nina = await motherWithBaby(ctx, { name: 'Theo', birthDate: addMonths(D, -8), gender: 'M' });
  theoId = nina.babyId;
  const ninaBaby = await registeredBaby(nina, { name: 'Nina', birthDate: NINA_BIRTH, gender: 'F' });
  nina = { ...nina, babyId: ninaBaby.id };
  await nina.api.babies[':id'].select.$post({ param: { id: ninaBaby.id } });

  const feeding = (day: CalendarDate, clock: string, details: Record<string, unknown>) =>
    event(nina, day, clock, { type: 'mamada', ...details });
  await feeding(Y, '08:00', { feeding: 'peito_esquerdo' });
  await feeding(Y, '20:00', { feeding: 'mamadeira', bottleMl: 90 });
  await feeding(D, '06:10', { feeding: 'peito_esquerdo', leftSeconds: 600 });
  await feeding(D, '09:00', { feeding: 'mamadeira', bottleMl: 120, milk: 'formula' });
  await feeding(D, '12:30', { feeding: 'peito_direito', leftSeconds: 300, rightSeconds: 720 });
  await event(nina, Y, '09:00', { type: 'fralda', diaper: 'xixi' });
  await event(nina, D, '06:30', { type: 'fralda', diaper: 'xixi' });
  await event(nina, D, '10:00', { type: 'fralda', diaper: 'coco' });
  await event(nina, D, '13:00', { type: 'fralda', diaper: 'xixi_e_coco' });
  const sleep = (day: CalendarDate, clock: string, end: Date) =>
    event(nina, day, clock, { type: 'sono', endedAt: end.toISOString() });
  await sleep(Y, '13:00', at(Y, '14:30'));
  await sleep(Y, '22:00', at(D, '05:30'));
  await sleep(D, '10:30', at(D, '11:40'));
  await sleep(D, '13:15', at(D, '14:00'));
  await event(nina, D, '08:15', { type: 'remedio', medicine: 'Paracetamol', dose: '5 gotas' });
  await event(nina, D, '07:00', { type: 'fralda', diaper: 'xixi', babyId: theoId });
  for (const [vaccineName, doseNumber] of [
    ['BCG', 1],
    ['Hepatite B', 1],
    ['Pentavalente', 1],
    ['VIP (poliomielite)', 1],
    ['Pneumocócica 10-valente', 1],
    ['Rotavírus humano', 1],
  ] as const)
    await okJson(
      nina.api.vaccines.records.$post({ json: { babyId: ninaBaby.id, vaccineName, doseNumber, applicationDate: D } }),
    );
  await okJson(
    nina.api.growth.measurements.$post({
      json: { babyId: ninaBaby.id, measuredOn: Y, weightKg: 6, lengthCm: 60 } as never,
    }),
  );
  empty = await motherWithBaby(ctx, { name: 'Lia', birthDate: addMonths(D, -2), gender: 'F' });
}, 120_000);
afterAll(() => ctx.close());

const FEEDINGS_TODAY =
  'Hoje Nina fez 3 mamadas: às 06:10, às 09:00 e às 12:30. A última foi às 12:30 (peito direito, E 5 min, D 12 min).';
const FEEDINGS_YESTERDAY = 'Ontem Nina fez 2 mamadas: às 08:00 e às 20:00. A última foi às 20:00 (mamadeira, 90 ml).';
const LAST_FEEDING = 'A última mamada de Nina foi hoje às 12:30, há 2 h 30 min (peito direito, E 5 min, D 12 min).';
const LAST_SIDE = 'A última mamada de Nina foi no peito direito, hoje às 12:30, há 2 h 30 min.';
const LAST_LENGTH = 'A última mamada de Nina, hoje às 12:30, há 2 h 30 min, durou 17 min (E 5 min, D 12 min).';
const LAST_DIAPER = 'A última fralda registrada de Nina foi hoje às 13:00, há 2 h (xixi e cocô).';
const LAST_POOP = 'O último cocô registrado de Nina foi hoje às 13:00, há 2 h.';
const PEES_TODAY = 'Hoje, Nina teve 2 fraldas com xixi: às 06:30 e às 13:00.';
const POOPS_TODAY = 'Hoje, Nina teve 2 fraldas com cocô: às 10:00 e às 13:00.';
const DIAPERS_TODAY = 'Hoje, Nina teve 3 fraldas (2 com xixi, 2 com cocô): às 06:30, às 10:00 e às 13:00.';
const DIAPERS_YESTERDAY = 'Ontem, Nina teve 1 fralda (1 com xixi, 0 com cocô): às 09:00.';
const SLEEP_TODAY =
  'Hoje Nina dormiu 7 h 25 min no total, em 2 sonos que começaram hoje (a parte da noite que passa da meia-noite conta em cada dia).';
const SLEEP_YESTERDAY =
  'Ontem Nina dormiu 3 h 30 min no total, em 2 sonos que começaram ontem (a parte da noite que passa da meia-noite conta em cada dia).';
const MEDICINE =
  'O último remédio registrado para Nina foi Paracetamol, 5 gotas, hoje às 08:15, há 6 h 45 min. Hoje, 1 registro de remédio.';
const VACCINES = `Pelo cartão de vacinas de Nina, está pendente para a idade: Meningocócica C (1ª dose). Leve a Caderneta à UBS para colocar em dia. A próxima pelo calendário é a partir de ${formatDate(addMonths(NINA_BIRTH, 4))} (4 meses): Pentavalente (2ª dose), Pneumocócica 10-valente (2ª dose), Rotavírus humano (2ª dose) e VIP (poliomielite) (2ª dose).`;

const EXACT: [string, string][] = [
  ['Quantas mamadas ela fez hoje?', FEEDINGS_TODAY],
  ['qtas mamadas hj?', FEEDINGS_TODAY],
  ['quantas mamdas a nina fez hj', FEEDINGS_TODAY],
  ['ela mamou quantas vezes hoje?', FEEDINGS_TODAY],
  ['e ontem, quantas mamadas ela fez?', FEEDINGS_YESTERDAY],
  ['qnts mamadas ontem', FEEDINGS_YESTERDAY],
  ['quando foi a última mamada?', LAST_FEEDING],
  ['que horas ela mamou?', LAST_FEEDING],
  ['faz quanto tempo q ela mamou', LAST_FEEDING],
  ['ultima mamada da nina', LAST_FEEDING],
  ['qual peito foi o último?', LAST_SIDE],
  ['qual lado ela mamou por ultimo', LAST_SIDE],
  ['ultimo peito?', LAST_SIDE],
  ['quanto tempo mamou na última?', LAST_LENGTH],
  ['qto tempo durou a ultima mamada', LAST_LENGTH],
  ['quando foi a última fralda?', LAST_DIAPER],
  ['qnd foi a ultima fralda dela', LAST_DIAPER],
  ['qnd foi o ultimo coco dela', LAST_POOP],
  ['que horas foi o último cocô?', LAST_POOP],
  ['quantos xixis hoje?', PEES_TODAY],
  ['qtos xixi ela fez hj', PEES_TODAY],
  ['quantos cocôs hoje?', POOPS_TODAY],
  ['ela fez cocô hoje?', POOPS_TODAY],
  ['quantas fraldas hoje?', DIAPERS_TODAY],
  ['quantas fraldas ela usou ontem', DIAPERS_YESTERDAY],
  ['quanto tempo ela dormiu hoje?', SLEEP_TODAY],
  ['qnto a nina dormiu hj', SLEEP_TODAY],
  ['quantas sonecas ela fez hoje', SLEEP_TODAY],
  ['ela dormiu quanto ontem?', SLEEP_YESTERDAY],
  ['quantas horas de sono ela teve ontem?', SLEEP_YESTERDAY],
  ['deu remédio que horas?', MEDICINE],
  ['qnd foi o ultimo remedio', MEDICINE],
  ['que horas dei o paracetamol?', MEDICINE],
  ['quando é a próxima vacina?', VACCINES],
  ['tem vacina atrasada?', VACCINES],
  ['falta alguma vacina pra ela?', VACCINES],
  ['qual a proxima vacina da nina', VACCINES],
];

describe('Lu answers from her own log, offline', () => {
  it.each(EXACT)('"%s"', async (question, answer) => {
    expect(await ask(nina, question)).toBe(`${OFFLINE_NOTE}\n\n${answer}`);
  });

  it.each([
    'quanto ela pesa e em que percentil?',
    'qual o peso dela?',
    'em que percentil a Nina está?',
    'quanto ela mede?',
  ])('"%s" gets her last measurement on the curve', async (question) => {
    const reply = await ask(nina, question);
    expect(reply).toMatch(
      new RegExp(
        `^${OFFLINE_NOTE.replace(/[()]/g, '\\$&')}\\n\\nPela última medida de Nina \\(${formatDate(Y)}\\): peso 6 kg, no percentil \\d+, (na linha|entre as linhas|abaixo da linha|acima da linha) [−+]?\\d( e [−+]?\\d)? — [^;]+; comprimento 60 cm, no percentil \\d+`,
      ),
    );
  });

  it.each(['qual a próxima soneca?', 'prox soneca qnd?', 'que horas ela dorme de novo?'])(
    '"%s" gets the window /sono shows',
    async (question) => {
      const reply = await ask(nina, question);
      expect(reply).toMatch(/^[^\n]+\n\nPelo registro de Nina: Próxima soneca: entre \d\d:\d\d e \d\d:\d\d \(/);
      expect(reply).toContain('(acordou às 14:00 · acordada há 1 h; ');
    },
  );

  it('answers about the other baby when she names him', async () => {
    expect(await ask(nina, 'quantas mamadas o Theo fez hoje?')).toBe(
      `${OFFLINE_NOTE}\n\nAinda não há mamadas registradas hoje para Theo. Quando registrar na agenda, eu conto para você.`,
    );
    expect(await ask(nina, 'quantas fraldas o theo usou hoje')).toBe(
      `${OFFLINE_NOTE}\n\nHoje, Theo teve 1 fralda (1 com xixi, 0 com cocô): às 07:00.`,
    );
  });

  it.each([
    [
      'quantas mamadas hj?',
      'Ainda não há mamadas registradas hoje para Lia. Quando registrar na agenda, eu conto para você.',
    ],
    [
      'quando foi a ultima fralda?',
      'Ainda não há fraldas registradas para Lia. Quando registrar na agenda, eu conto para você.',
    ],
    [
      'quantos xixis hoje?',
      'Ainda não há fraldas com xixi registradas hoje para Lia. Quando registrar na agenda, eu conto para você.',
    ],
    [
      'quanto tempo ela dormiu hoje?',
      'Ainda não há sono registrado hoje para Lia. Quando registrar na agenda, eu conto para você.',
    ],
    [
      'qual a próxima soneca?',
      'Ainda não há sono registrado nas últimas 12 horas para Lia, então não consigo calcular a próxima soneca. Quando registrar o último sono na agenda, eu sugiro a janela para você.',
    ],
    [
      'quanto ela pesa?',
      'Ainda não há medidas de crescimento registradas para Lia. Quando registrar peso e comprimento em Crescimento, eu conto para você como estão na curva.',
    ],
    [
      'deu remédio que horas?',
      'Ainda não há remédios registrados para Lia. Quando registrar na agenda, eu conto para você.',
    ],
  ])('with nothing logged, "%s" gets kind words', async (question, answer) => {
    const reply = await ask(empty, question);
    expect(reply).toBe(`${OFFLINE_NOTE}\n\n${answer}`);
    expect(reply).not.toContain('não há janela para sugerir');
  });

  it.each([
    'quantas mamadas um bebê de 2 meses deve fazer?',
    'quantas fraldas deve molhar por dia?',
    'quanto tempo deve durar uma mamada?',
    'qual o peso ideal para 3 meses?',
    'como saber se ela mamou o suficiente?',
  ])('"%s" is general care, not her log', async (question) => {
    const reply = await ask(nina, question);
    expect(reply).not.toContain('registrad');
    expect(reply).not.toMatch(/Hoje,? Nina/);
  });
});

import { describe, expect, it } from 'vitest';
import { SUGGESTION_MARK, splitSuggestions } from '../../../domain/chat/suggestions';
import { detectUrgency, type Urgency } from '../../../domain/safety/urgency';
import { CLOSEST_INTRO, OFFLINE_OUTSIDE } from '../../features/chat/card-answer';
import { createCardSearch } from '../../features/chat/card-search';
import { FIXTURE_CARDS } from '../../features/chat/test-data/dev-set';
import { contextWithBaby } from '../../test/lu-context';
import type { LuContext } from './ai';
import { createOfflineAnswerer, OFFLINE_CRISIS, OFFLINE_EMERGENCY, OFFLINE_NOTE } from './offline-answerer';

const cards = createCardSearch(FIXTURE_CARDS);
const card = (id: string) => FIXTURE_CARDS.find((c) => c.id === id)!;

const context = (ageMonths: number) => contextWithBaby('Helena', ageMonths);

async function answer(
  question: string,
  ageMonths = 7,
  {
    urgency = null,
    sleep = null,
    previous = null,
  }: { urgency?: Urgency | null; sleep?: LuContext['sleep']; previous?: string | null } = {},
) {
  const baby = { name: 'Helena', ageMonths, correctedAgeMonths: ageMonths };
  let text = '';
  for await (const piece of createOfflineAnswerer().reply({
    question,
    context: { ...context(ageMonths), sleep },
    messages: [],
    cards: cards.find({ question, previous, baby }),
    urgency,
    signal: new AbortController().signal,
  })) {
    text += piece;
  }
  return text;
}

describe('the offline Lu, from her answer cards', () => {
  it('answers with the card found: its answer first, then what to watch, when to seek care and the source', async () => {
    const colic = card('colica-aliviar');
    const text = await answer('ela chora todo fim de tarde encolhendo as perninhas, é cólica?', 1);
    expect(text).toBe(
      [
        OFFLINE_NOTE,
        '',
        `${colic.title} — Helena, 1 mês`,
        colic.answer,
        colic.watch,
        `Quando procurar atendimento: ${colic.seekCare}`,
        `Fonte: ${colic.source}`,
      ].join('\n'),
    );
  });

  it("answers the mother's own card without the baby's name in its heading", async () => {
    const text = await answer('até quando é normal sangrar depois do parto?', 0);
    expect(text).toContain(`${OFFLINE_NOTE}\n\n${card('mae-sangramento').title}\n`);
  });

  it('gives her own sleep log first when a sleep card answers', async () => {
    const sleep = {
      next: 'Próxima soneca: entre 14:10 e 14:40 (acordou às 12:25 · acordada há 1 h 35; pelo padrão dos últimos 7 dias de Helena)',
      lastDays: 'Nos últimos 6 dias registrados: em média 13 h 40 de sono por dia.',
    };
    const text = await answer('quantas horas ela deve dormir?', 5, { sleep });
    expect(text).toContain(`${OFFLINE_NOTE}\n\nPelo registro de Helena: ${sleep.next}.\n${sleep.lastDays}\n\n`);
    expect(text).toContain(card('sono-quanto-dorme').answer);
  });

  it('says honestly what it does not know, offers the closest cards as buttons and gives no card’s text', async () => {
    const text = await answer('qual cadeirinha de carro é mais segura?');
    const { text: shown, suggestions } = splitSuggestions(text);
    expect(shown).toContain(OFFLINE_OUTSIDE);
    expect(shown).toContain(CLOSEST_INTRO);
    expect(suggestions.length).toBeGreaterThan(0);
    for (const title of suggestions) {
      const offered = FIXTURE_CARDS.find((c) => c.title === title)!;
      expect(text).not.toContain(offered.answer);
    }
    expect(text).not.toMatch(/Fonte:/);
  });

  it('answers the main question and names the second with its button', async () => {
    const text = await answer('como limpar o umbigo? e qual a temperatura da água do banho?', 0);
    expect(text).toContain(card('umbigo-como-limpar').answer);
    expect(text).not.toContain(card('banho-como-dar').answer);
    expect(text).toContain(`Você também perguntou sobre "${card('banho-como-dar').title}":\n${SUGGESTION_MARK}`);
  });

  it('reads a short follow-up with the question before it', async () => {
    const text = await answer('e se ela tiver febre?', 2, { previous: 'ela tomou a vacina hoje de manhã' });
    expect(text).toContain(card('vacinas-reacao').answer);
  });

  it('answers a mother in crisis with words for her, never a card', async () => {
    const message = 'não aguento mais, o bebê não dorme';
    const text = await answer(message, 7, { urgency: detectUrgency(message) });
    expect(text).toContain(OFFLINE_CRISIS);
    expect(text).not.toMatch(/Fonte:/);
  });

  it('points to the SOS screen when an emergency has no first-aid guide', async () => {
    const message = 'a moleira está estufada';
    const text = await answer(message, 7, { urgency: detectUrgency(message) });
    expect(text).toContain(OFFLINE_EMERGENCY);
    expect(text).not.toContain(OFFLINE_OUTSIDE);
  });

  it('answers an emergency with its first-aid guide, never with a card', async () => {
    const drowning = 'o nenem se afogou na banheira';
    const drowned = await answer(drowning, 7, { urgency: detectUrgency(drowning) });
    expect(drowned).toContain(OFFLINE_EMERGENCY);
    expect(drowned).not.toContain(card('banho-como-dar').answer);
    const choking = 'ele engasgou e não respira';
    expect(await answer(choking, 7, { urgency: detectUrgency(choking) })).toMatch(/5 tapas/);
  });

  it('streams in several pieces', async () => {
    const pieces: string[] = [];
    for await (const piece of createOfflineAnswerer().reply({
      question: 'cólicas',
      context: context(2),
      messages: [],
      cards: cards.find({
        question: 'cólicas',
        previous: null,
        baby: { name: 'Helena', ageMonths: 2, correctedAgeMonths: 2 },
      }),
      urgency: null,
      signal: new AbortController().signal,
    })) {
      pieces.push(piece);
    }
    expect(pieces.length).toBeGreaterThan(20);
  });
});

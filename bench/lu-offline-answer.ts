// Lu's offline answer time on the server (issue #50): the card search and the composed answer, not
// the word-by-word streaming. `node --import tsx bench/lu-offline-answer.ts` prints it alone.
import { performance } from 'node:perf_hooks';
import { answerFromCards } from '../src/server/features/chat/card-answer';
import { loadCards } from '../src/server/features/chat/card-library';
import { createCardSearch } from '../src/server/features/chat/card-search';
import type { AnswerCard } from '../src/server/features/chat/cards/answer-card';
import { DEV_SET, FIXTURE_CARDS } from '../src/server/features/chat/test-data/dev-set';
import { contextWithBaby } from '../src/server/test/lu-context';

/** The budget's card count: the folder's cards, and synthetic ones up to this many. */
const CARDS = 300;

/** A card like `base`, numbered, with a few words of other cards in its questions, so the index grows as real cards would. */
function synthetic(base: AnswerCard, n: number, words: string[]): AnswerCard {
  const word = (k: number) => words[(n * 7 + k * 13) % words.length]!;
  return {
    ...base,
    id: `${base.id}-sintetico-${n}`,
    title: `${base.title} ${n}`,
    questions: base.questions.map((question, k) => `${question} ${word(k)} ${word(k + 1)}`),
  };
}

const context = contextWithBaby('Helena', 6);

/** Every dev-set question, `rounds` times, each timed from the question to the composed answer. */
export function measureLuOfflineAnswer(rounds = 20) {
  const real = loadCards();
  const realIds = new Set(real.map((card) => card.id));
  const fixtures = FIXTURE_CARDS.filter((card) => !realIds.has(card.id));
  const words = [...new Set(FIXTURE_CARDS.flatMap((card) => card.answer.split(/\s+/)))];
  const extra = Array.from({ length: Math.max(0, CARDS - real.length - fixtures.length) }, (_, n) =>
    synthetic(FIXTURE_CARDS[n % FIXTURE_CARDS.length]!, n, words),
  );
  const cards = [...real, ...fixtures, ...extra];
  const startedAt = performance.now();
  const search = createCardSearch(cards);
  const indexMs = performance.now() - startedAt;
  const questions = [...DEV_SET.questions, ...DEV_SET.unknown];
  const times: number[] = [];
  for (let round = 0; round <= rounds; round++) {
    for (const { question, ageMonths } of questions) {
      const t0 = performance.now();
      const found = search.find({
        question,
        previous: null,
        baby: { name: 'Helena', ageMonths, correctedAgeMonths: ageMonths },
      });
      answerFromCards(found, context);
      // The first round warms the JIT and is not counted.
      if (round > 0) times.push(performance.now() - t0);
    }
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return {
    cards: cards.length,
    realCards: real.length,
    answers: times.length,
    indexMs,
    p50: at(0.5),
    p95: at(0.95),
    max: at(1),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(measureLuOfflineAnswer());

import { readFileSync } from 'node:fs';
import type { CardSearch } from '../card-search';
import { answerCardSchema } from '../cards/answer-card';

/**
 * Lu's dev set (decision 050): fixture cards written for it from the old offline topics, questions
 * in mothers' words with the card each should get, and questions no card answers. The real cards
 * are written elsewhere; these only measure and tune the search.
 */
const read = (name: string) => JSON.parse(readFileSync(new URL(`./${name}`, import.meta.url), 'utf8')) as unknown;

export const FIXTURE_CARDS = answerCardSchema.array().parse(read('fixture-cards.json'));

interface DevSet {
  questions: { question: string; ageMonths: number; expected: string }[];
  unknown: { question: string; ageMonths: number }[];
}

export const DEV_SET = read('card-dev-set.json') as DevSet;

export interface DevSetScore {
  /** Questions whose expected card ranks first. */
  top1: number;
  /** Questions answered with their expected card (first and confident). */
  answeredRight: number;
  /** Questions answered with another card: the failure that matters most. */
  answeredWrong: number;
  /** Unknown questions refused (no card confident). */
  refused: number;
}

/** The dev set scored on a search, at the confidence `threshold`. */
export function scoreDevSet(search: CardSearch, threshold: number): DevSetScore {
  const ask = (question: string, ageMonths: number) =>
    search.rank({ question, previous: null, baby: { name: 'Helena', ageMonths, correctedAgeMonths: ageMonths } })[0];
  const score = { top1: 0, answeredRight: 0, answeredWrong: 0, refused: 0 };
  for (const { question, ageMonths, expected } of DEV_SET.questions) {
    const top = ask(question, ageMonths);
    const right = top?.card.id === expected;
    if (right) score.top1++;
    if (top && top.confidence >= threshold) score[right ? 'answeredRight' : 'answeredWrong']++;
  }
  for (const { question, ageMonths } of DEV_SET.unknown) {
    const top = ask(question, ageMonths);
    if (!top || top.confidence < threshold) score.refused++;
  }
  return score;
}

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type AnswerCard, answerCardSchema } from './answer-card';

const folder = import.meta.dirname;
const files = readdirSync(folder).filter((name) => name.endsWith('.json'));
const cardsOf = (file: string) => JSON.parse(readFileSync(join(folder, file), 'utf8')) as unknown[];

const textOf = (card: AnswerCard) => [card.answer, card.watch, card.seekCare].join(' ');

/** A dose by weight or a fixed amount of a medicine is the pediatrician's to give, never a card's. */
const DOSE = /\b\d+([,.]\d+)?\s*(mg|mcg|µg|gotas?|ui)\b|mg\s*\/\s*kg/i;
/** Lu is software: no card speaks as a profession regulated by law. */
const PROFESSION_CLAIM = /\b(sou|como)\s+(sua\s+)?(nutricionista|pediatra|médic[oa]|enfermeir[oa]|psicólog[oa])\b/i;

describe("Lu's answer cards", () => {
  it('are in topic files', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  for (const file of files) {
    const topic = file.replace(/\.json$/, '');
    it(`${file}: every card has its questions, ages, answer, when to seek care and a source`, () => {
      for (const raw of cardsOf(file)) {
        const parsed = answerCardSchema.safeParse(raw);
        expect(parsed.error?.issues ?? [], JSON.stringify((raw as { id?: string }).id)).toEqual([]);
        expect(parsed.data?.id.startsWith(`${topic}-`), parsed.data?.id).toBe(true);
      }
    });
  }

  it('never give a dose, never claim a profession, and never share an id', () => {
    const cards = files.flatMap(cardsOf) as AnswerCard[];
    for (const card of cards) {
      expect(textOf(card), card.id).not.toMatch(DOSE);
      expect(textOf(card), card.id).not.toMatch(PROFESSION_CLAIM);
    }
    const ids = cards.map((card) => card.id);
    expect(ids.length - new Set(ids).size).toBe(0);
  });
});

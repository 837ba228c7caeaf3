import { describe, expect, it } from 'vitest';
import type { ModelReading } from '../danger-model';
import { chooseNumbers } from './choose-numbers';
import { chooseTier } from './choose-tier';
import { findSigns } from './find-signs';
import { readSentences } from './read-sentences';
import { whoIsInDanger } from './who-is-in-danger';

/** What the learned reader answers, given here so that each case says what it hears. */
const hears =
  (reading: Partial<ModelReading>): (() => ModelReading) =>
  () => ({ emergency: false, crisis: false, emergencyScore: 0, crisisScore: 0, orderScore: 0, ...reading });

const numbersOf = (message: string, reader: () => ModelReading) => {
  const read = readSentences(message, null);
  const signs = findSigns(read);
  const tiers = chooseTier(read, signs, reader);
  const people = whoIsInDanger(read.whole, signs.named, signs.crises.length > 0 || tiers.possibleCrisis);
  return chooseNumbers(read.whole, signs, tiers, people, reader);
};

describe('choosing the numbers', () => {
  it('opens with 192 for harm already done, however sure the reader is of a crisis', () => {
    expect(numbersOf('sacudi ele e agora tá quieto demais', hears({ orderScore: 10 })).opensWith192).toBe(true);
    expect(numbersOf('tomei a cartela toda de rivotril', hears({ orderScore: 10 })).opensWith192).toBe(true);
  });

  it('lets a certain sign beside a possible crisis open unless the reader is sure of the crisis', () => {
    const message = 'meu bebê de 1 mês está com febre de 38.2';
    expect(numbersOf(message, hears({ crisis: true, orderScore: 1 }))).toEqual({
      possibleDangers: [],
      possibleCrisis: true,
      opensWith192: true,
    });
    expect(numbersOf(message, hears({ crisis: true, orderScore: 10 })).opensWith192).toBe(false);
  });

  it('adds a 192 line to a crisis only when the reader hears a danger and is sure of it', () => {
    expect(numbersOf('eu não aguento mais', hears({ emergency: true, orderScore: -10 })).possibleDangers).toEqual([
      'unnamed-danger',
    ]);
    expect(numbersOf('eu não aguento mais', hears({ emergency: true, orderScore: -1 })).possibleDangers).toEqual([]);
  });

  it('adds no 192 line when she says the baby is safe', () => {
    expect(
      numbersOf('ele tá seguro com a vó, eu não aguento mais', hears({ emergency: true, orderScore: -10 }))
        .possibleDangers,
    ).toEqual([]);
  });
});

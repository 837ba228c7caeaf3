import { describe, expect, it } from 'vitest';
import type { ModelReading } from '../danger-model';
import { chooseTier } from './choose-tier';
import { findSigns } from './find-signs';
import { readSentences } from './read-sentences';

/** What the learned reader answers, given here so that each case says what it hears. */
const hears =
  (reading: Partial<ModelReading>): (() => ModelReading) =>
  () => ({ emergency: false, crisis: false, emergencyScore: 0, crisisScore: 0, orderScore: 0, ...reading });

const tiersOf = (message: string, reader: () => ModelReading) => {
  const read = readSentences(message, null);
  return chooseTier(read, findSigns(read), reader);
};

describe('choosing the tier', () => {
  it('keeps a sign of tier 1 certain while the reader hears danger in the message', () => {
    expect(tiersOf('ele ficou roxo e molinho', hears({ emergencyScore: 1 })).certain).toEqual([
      'breathing',
      'unconscious',
    ]);
  });

  it('doubts a sign of tier 1 in a message where the reader hears no danger at all, keeping it as possible', () => {
    const tiers = tiersOf('ele ficou roxo e molinho', hears({ emergencyScore: -10 }));
    expect(tiers.certain).toEqual([]);
    expect(tiers.concepts.length).toBeGreaterThan(0);
  });

  it('quiets a danger word the reader hears no danger in, unless she tells it as happening now or beside a crisis', () => {
    expect(tiersOf('como sei se ele ta desidratado?', hears({ emergencyScore: -10 })).concepts).toEqual([]);
    expect(tiersOf('como sei se ele ta desidratado?', hears({ emergencyScore: -1 })).concepts).toEqual(['dehydration']);
    expect(tiersOf('acabei de dar o dobro do remedio', hears({ emergencyScore: -10 })).concepts).toContain('medicine');
    expect(
      tiersOf(
        'minha irma teve nenem faz 10 dias e ta falando coisa sem sentido que precisa afogar o bebe pra salvar ele',
        hears({ emergencyScore: -10 }),
      ).concepts,
    ).toContain('drowning');
  });

  it('never doubts a sign she says is happening now, or a cry for help', () => {
    expect(tiersOf('socorro ele ficou roxo e molinho', hears({ emergencyScore: -10 })).certain).toEqual([
      'breathing',
      'unconscious',
    ]);
  });

  it('lets the reader raise a danger or a crisis no word family heard', () => {
    expect(tiersOf('bom dia', hears({ emergency: true })).concepts).toEqual(['unnamed-danger']);
    expect(tiersOf('bom dia', hears({ crisis: true })).possibleCrisis).toBe(true);
    expect(tiersOf('bom dia', hears({})).concepts).toEqual([]);
  });

  it('does not ask the reader to raise a danger beside a crisis the patterns heard', () => {
    const tiers = tiersOf('eu não aguento mais', hears({ emergency: true, crisis: true }));
    expect(tiers.concepts).toEqual([]);
    expect(tiers.possibleCrisis).toBe(false);
  });

  it('gives the community card a possible crisis only from her words told of now', () => {
    expect(tiersOf('tô morrendo de sono', hears({})).possibleCrisisInWords).toBe(false);
    expect(tiersOf('bebi água sanitária e dei pra ele também', hears({})).possibleCrisisInWords).toBe(true);
  });
});

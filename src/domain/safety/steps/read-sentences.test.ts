import { describe, expect, it } from 'vitest';
import { readSentences, sentencesOf, toldAsNow } from './read-sentences';

describe('reading the sentences', () => {
  it('splits at the end of a sentence, not at a decimal point or an ellipsis', () => {
    expect(sentencesOf('febre de 38.2! ficou azul... de tinta? não')).toEqual([
      'febre de 38.2',
      ' ficou azul... de tinta',
      ' não',
    ]);
  });

  it('reads every word in one spelling, and the age she writes before the one on record', () => {
    const read = readSentences('meu bebê de 1 mês está com febre de 38.2', { name: null, ageMonths: 7 });
    expect(read.whole).toBe('meu bebe de 1 mes esta com febre de 38 2');
    expect(read.babyAgeMonths).toBe(1);
    expect(readSentences('está com febre', { ageMonths: 7 }).babyAgeMonths).toBe(7);
  });

  it('keeps for tier 1 only what is told as now, going on with a story until a part comes back to now', () => {
    expect(toldAsNow('quando ele tinha 4 anos desmaiou, ficou branquinho e caiu, hoje tem 9')).toBe('hoje tem 9');
    expect(toldAsNow('socorro meu bebê engasgou')).toBe('socorro meu bebe engasgou');
  });

  it('sets a figure of speech and a thought of harm aside from what tier 1 reads, not from what tier 2 reads', () => {
    const sleepy = readSentences('tô morrendo de sono', null);
    expect(sleepy.whole).toBe('estou morrendo de sono');
    expect(sleepy.toldNow.trim()).toBe('estou');
    const thought = readSentences('tenho pensamentos de deixar ela cair da escada', null);
    expect(thought.toldNow).toBe('tenho pensamentos de deixar ela cair da escada');
    expect(thought.toldText.trim()).toBe('tenho');
  });
});

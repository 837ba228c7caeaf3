import { describe, expect, it } from 'vitest';
import { cardTerms, motherSpelling } from './card-terms';

describe("a mother's spelling, for the card search", () => {
  it('folds accents and case, spells out chat abbreviations and reads the baby’s name as "bebe"', () => {
    expect(motherSpelling('Vc acha q a Helena tá com FEBRE?', 'Helena')).toBe('voce acha que a bebe esta com febre');
    expect(motherSpelling('qnd o bb mama, pq dói? tb sangra', null)).toBe(
      'quando o bebe mama porque doi tambem sangra',
    );
    expect(motherSpelling('ñ sei oq fazer, to mto cansada hj')).toBe('nao sei o que fazer estou muito cansada hoje');
    expect(motherSpelling('o rn tem qts fraldas?')).toBe('o recem nascido tem quantos fraldas');
  });

  it('reads repeated letters as one', () => {
    expect(motherSpelling('dorrrr no peitooo')).toBe('dor no peito');
  });

  it('meets the forms of one word in one stem, without the words that say nothing', () => {
    expect(cardTerms('amamentação')).toEqual(cardTerms('amamentar'));
    expect(cardTerms('ela está mamando')).toEqual(cardTerms('mamadas'));
    expect(cardTerms('ela dorme de ladinho')).toEqual(cardTerms('dormir de lado'));
    expect(cardTerms('como eu faço isso?')).toEqual([]);
  });
});

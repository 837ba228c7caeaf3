import { describe, expect, it } from 'vitest';
import { foldText, stripAccents } from './text';

describe('stripAccents', () => {
  it('drops accents and keeps case, spaces and punctuation', () => {
    expect(stripAccents('Grão-de-Bico')).toBe('Grao-de-Bico');
    expect(stripAccents('  Açúcar, MAMÃO e pão! ')).toBe('  Acucar, MAMAO e pao! ');
    expect(stripAccents('Você, avô, pôr, à, über')).toBe('Voce, avo, por, a, uber');
  });

  it('leaves compatibility forms alone: ordinals and ligatures are not accents', () => {
    expect(stripAccents('1º ﬁlho')).toBe('1º ﬁlho');
  });

  it('is empty for an empty text', () => {
    expect(stripAccents('')).toBe('');
  });
});

describe('foldText', () => {
  it('lower-cases, strips accents and punctuation', () => {
    expect(foldText('Cólicas, GASES!')).toBe('colicas gases');
    expect(foldText('  Recém-nascido   com  febre?? ')).toBe('recem nascido com febre');
    expect(foldText('Açúcar, mamão e pão')).toBe('acucar mamao e pao');
  });
});

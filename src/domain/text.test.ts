import { describe, expect, it } from 'vitest';
import { foldText, stem, stripAccents } from './text';

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

describe('foldText and stem', () => {
  it('lower-cases, strips accents and punctuation', () => {
    expect(foldText('Cólicas, GASES!')).toBe('colicas gases');
    expect(foldText('  Recém-nascido   com  febre?? ')).toBe('recem nascido com febre');
    expect(foldText('Açúcar, mamão e pão')).toBe('acucar mamao e pao');
  });

  it('strips pt-BR plurals crudely', () => {
    expect(stem('colicas')).toBe('colica');
    expect(stem('dentes')).toBe('dente');
    expect(stem('mamadas')).toBe('mamada');
    expect(stem('papinhas')).toBe('papinha');
    expect(stem('raizes')).toBe('raiz');
    expect(stem('gases')).toBe('gas');
    expect(stem('refeicoes')).toBe('refeicao');
    expect(stem('febres')).toBe('febre');
    expect(stem('mais')).toBe('mais');
    expect(stem('gas')).toBe('gas');
    expect(stem('ovo')).toBe('ovo');
  });
});

describe('stem, more cases', () => {
  it('follows each plural rule', () => {
    expect(stem('colheres')).toBe('colher');
    expect(stem('sinais')).toBe('sinal');
    expect(stem('papeis')).toBe('papel');
    expect(stem('jovens')).toBe('jovem');
    expect(stem('vezes')).toBe('vez');
    expect(stem('maes')).toBe('mae');
    expect(stem('paes')).toBe('pao');
    expect(stem('meses')).toBe('mes');
  });

  it('leaves short words and words that are not plurals alone', () => {
    expect(stem('pais')).toBe('pais');
    expect(stem('leite')).toBe('leite');
    expect(stem('bebe')).toBe('bebe');
    expect(stem('')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { readAsMotherMeant } from '../mother-speak';
import { isLongAgo, isStoryOfThePast, isToldAsPast, mentionsDatedPast } from './past';

const read = (text: string) => readAsMotherMeant(text);

describe('the time a sentence tells of', () => {
  it('hears long ago, unless something brings it to now', () => {
    expect(isLongAgo(read('quando eu era bebê tive convulsão'))).toBe(true);
    expect(isLongAgo(read('na gravidez tive pressão alta e agora estou com dor de cabeça'))).toBe(false);
  });

  it('dates a part of a sentence weeks ago, but not a birth', () => {
    expect(mentionsDatedPast(read('ele engasgou mês passado'))).toBe(true);
    expect(isToldAsPast(read('ele engasgou mês passado'))).toBe(true);
    expect(isToldAsPast(read('ele engasgou mês passado e ainda tosse'))).toBe(false);
    expect(isToldAsPast(read('nasceu semana passada'))).toBe(false);
    expect(mentionsDatedPast(read('ele engasgou agora'))).toBe(false);
  });

  it('hears a story of the past told with how things stand now', () => {
    expect(isStoryOfThePast(read('no parto nasceu sem respirar, hoje tem 3 anos'))).toBe(true);
    expect(isStoryOfThePast(read('isso foi antes da vacina'))).toBe(true);
    expect(isStoryOfThePast(read('no parto nasceu sem respirar, hoje tem 3 anos e agora está roxo'))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { readAsMotherMeant } from '../mother-speak';
import { BRUISE_OR_STAIN, COLOUR } from './colour';

/** Messages of the sets this family hears, and calm ones another family hears but this one must not. */
describe('the colour word family', () => {
  it.each([
    'bb roxinho e molinho',
    'o coco dela ta cheio de sangue vivo e ela ta muito palida',
    'nenem ficou azulado qnd tava mamando e ainda ta com a boquinha escura',
    'bah o guri ta com as mao e os pe roxinho e a boca tb e ta respirando esquisito',
  ])('hears %s', (text) => {
    expect(COLOUR.test(readAsMotherMeant(text))).toBe(true);
  });

  it.each([
    'o q e moleira funda?',
    'o q fazer se o bb engasgar? quero saber antes de acontecer',
    'li q um bb morreu afogado num balde no interior, gente, cuidado com balde',
  ])('does not hear %s', (text) => {
    expect(COLOUR.test(readAsMotherMeant(text))).toBe(false);
  });
});

describe('a bruise or a stain, not cyanosis', () => {
  it.each(['ele tem um roxinho na perna', 'ficou roxo no joelho'])('is a bruise: %s', (text) => {
    expect(new RegExp(BRUISE_OR_STAIN.source).test(readAsMotherMeant(text))).toBe(true);
  });

  it.each(['a boca dele ficou roxa', 'está roxinha e não respira'])('is not a bruise: %s', (text) => {
    expect(new RegExp(BRUISE_OR_STAIN.source).test(readAsMotherMeant(text))).toBe(false);
  });
});

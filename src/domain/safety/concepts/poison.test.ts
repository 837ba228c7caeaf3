import { describe, expect, it } from 'vitest';
import { readAsMotherMeant } from '../mother-speak';
import { POISON, POISONING_SIGNS } from './poison';

/** Messages of the sets this family hears, and calm ones another family hears but this one must not. */
describe('the poison word family', () => {
  it.each([
    'bebeu agua sanitaria',
    'ela bebeu agua sanitaria q tava na garrafa de refri',
    'ele bebeu querosene da garrafa pet que o pai deixou no quintal',
    'tinha um ima pequeno na mao dele e agora nao acho, ele ta mexendo a boca',
  ])('hears %s', (text) => {
    expect(POISON.test(readAsMotherMeant(text))).toBe(true);
  });

  it.each([
    'o q e moleira funda?',
    'quais frutas tem mais risco de engasgar e como vcs cortam?',
    'mordida na creche de novo, ficou a marca roxa dos dentinhos no braço dele',
  ])('does not hear %s', (text) => {
    expect(POISON.test(readAsMotherMeant(text))).toBe(false);
  });
});

/** Messages of the sets these signs hear, and calm ones that touch the concept but are not the sign. */
describe('the signs of poisoning', () => {
  const heard = (text: string) => POISONING_SIGNS.some((p) => p.test(readAsMotherMeant(text)));

  it.each([
    'bebeu agua sanitaria',
    'a nina tomou um gole de desinfetante e ta vomitando',
    'a bb engoliu uma bateria de relogio redondinha, aquela pequena',
    'meu bb tomou xarope de adulto q a vizinha indicou e ta sonolento demais',
  ])('hears %s', (text) => {
    expect(heard(text)).toBe(true);
  });

  it.each([
    'sabao de coco p roupinha?',
    'a guria viu uma cobra de brinquedo e gritou mais q eu kkk',
    'onde guardar produto de limpeza pra bb n beber nada toxico sem querer?',
  ])('does not hear %s', (text) => {
    expect(heard(text)).toBe(false);
  });
});

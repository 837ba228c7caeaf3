import { describe, expect, it } from 'vitest';
import { readAsMotherMeant } from '../mother-speak';
import { CHOKING, CHOKING_SIGNS } from './choking';

/** Messages of the sets this family hears, and calm ones another family hears but this one must not. */
describe('the choking word family', () => {
  it.each([
    'gente engoliu pilha 😭',
    'a carne travou, ela ta de boca aberta sem ar, socorroooo',
    'a lingua do bb ta inchada e ele ta babando, comeu peixe pela 1a vez',
    'ela virou o aromatizador de ambiente na boca, aquele de varetinha, ta tossindo',
  ])('hears %s', (text) => {
    expect(CHOKING.test(readAsMotherMeant(text))).toBe(true);
  });

  it.each([
    'o q e moleira funda?',
    'o peitinho dele ta inchado, menino de 10 dias, é hormonio?',
    'essa crianca tem bateria infinita, o q eu faco pra gastar a energia dele?',
  ])('does not hear %s', (text) => {
    expect(CHOKING.test(readAsMotherMeant(text))).toBe(false);
  });
});

/** Messages of the sets these signs hear, and calm ones that touch the concept but are not the sign. */
describe('the signs of choking', () => {
  const heard = (text: string) => CHOKING_SIGNS.some((p) => p.test(readAsMotherMeant(text)));

  it.each([
    'nenem engasgou c moeda',
    'entalou com pedaco de maca, nao consegue nem chorar',
    'ele colocou a tampinha da garrafa na boca e ta tossindo sem parar',
    'ele colocou alguma coisa na boca e ta tossindo sem parar e ficando vermelho',
  ])('hears %s', (text) => {
    expect(heard(text)).toBe(true);
  });

  it.each([
    'babando mt, dente vindo',
    'ela engole a comida sem mastigar, com 1 ano, como estimulo?',
    'engoli seco qnd a pediatra disse q ele ta no percentil 97 de peso, e ruim?',
  ])('does not hear %s', (text) => {
    expect(heard(text)).toBe(false);
  });
});

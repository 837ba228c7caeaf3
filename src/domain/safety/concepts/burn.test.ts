import { describe, expect, it } from 'vitest';
import { readAsMotherMeant } from '../mother-speak';
import { BURN, BURN_SIGNS } from './burn';

/** Messages of the sets this family hears, and calm ones another family hears but this one must not. */
describe('the burn word family', () => {
  it.each([
    'levou choque da tomada',
    'QUEIMADURA GRANDE NA BARRIGA DO MEU FILHO COM OLEO QUENTE',
    'ele encostou a mao no ferro de passar, a palma ta branca e com bolhas',
    'o enzo puxou a panela e o caldo caiu no peito dele, ta vermelho e saindo a pele',
  ])('hears %s', (text) => {
    expect(BURN.test(readAsMotherMeant(text))).toBe(true);
  });

  it.each([
    'o q e moleira funda?',
    'ouvi dizer q andador faz cair da escada, é proibido mesmo?',
    'na creche tem plano de emergencia pra engasgo? quero perguntar na reuniao',
  ])('does not hear %s', (text) => {
    expect(BURN.test(readAsMotherMeant(text))).toBe(false);
  });
});

/** Messages of the sets these signs hear, and calm ones that touch the concept but are not the sign. */
describe('the signs of burn', () => {
  const heard = (text: string) => BURN_SIGNS.some((p) => p.test(readAsMotherMeant(text)));

  it.each([
    'levou choque da tomada',
    'caiu café quente na cabeça do meu bb, pegou testa e orelha',
    'queimou o rosto com oleo quente do peixe frito, ta gritano sem parar',
    'ele encostou no escapamento da moto, a queimadura e maior q a palma da mão dele',
  ])('hears %s', (text) => {
    expect(heard(text)).toBe(true);
  });

  it.each([
    'protetor de tomada vale a pena?',
    'o bb ta um fogo hj, n para quieto, engatinha pra todo lado',
    'se um dia ele queimar a mao, coloco agua fria ou gelo? so pra saber msm',
  ])('does not hear %s', (text) => {
    expect(heard(text)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { readAsMotherMeant } from '../mother-speak';
import { SEIZURE, SEIZURE_SIGNS } from './seizure';

/** Messages of the sets this family hears, and calm ones another family hears but this one must not. */
describe('the seizure word family', () => {
  it.each([
    'convulsionou de novo',
    'o corpinho dele ficou todo rigido e agora ta se sacudindo',
    'o corpinho todo enrijeceu e a mandibula travou, tava com 39 de febre',
    'o heitor pegou no fio desencapado do ventilador, chora muito e o braço ta duro',
  ])('hears %s', (text) => {
    expect(SEIZURE.test(readAsMotherMeant(text))).toBe(true);
  });

  it.each([
    'o q e moleira funda?',
    'posso intercalar ibuprofeno e dipirona? ainda nao dei nada',
    'faz um ronquinho leve dormindo mas respira tranquilo e rosadinho, normal?',
  ])('does not hear %s', (text) => {
    expect(SEIZURE.test(readAsMotherMeant(text))).toBe(false);
  });
});

/** Messages of the sets these signs hear, and calm ones that touch the concept but are not the sign. */
describe('the signs of seizure', () => {
  const heard = (text: string) => SEIZURE_SIGNS.some((p) => p.test(readAsMotherMeant(text)));

  it.each([
    'convulsionou de novo',
    'ela ta se debatendo e saindo espuma da boca oq eu faco',
    'a manu ficou molenga igual pano de chao e com os olhinhos revirando',
    'ele ficou duro, esticado, dentes travados e babando, e agora ta ficando roxinho',
  ])('hears %s', (text) => {
    expect(heard(text)).toBe(true);
  });

  it.each([
    'babando mt, dente vindo',
    'ela engole a comida sem mastigar, com 1 ano, como estimulo?',
    'o bb fica tremendo o queixinho quando chora, ta mamando e dormindo bem',
  ])('does not hear %s', (text) => {
    expect(heard(text)).toBe(false);
  });
});

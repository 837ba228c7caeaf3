import { describe, expect, it } from 'vitest';
import { readAsMotherMeant } from '../mother-speak';
import { CRISIS_HARM_BABY_WORDINGS } from './crisis-harm-baby';

/** Messages of the sets these wordings hear, and calm ones with crisis words that are not this crisis. */
describe('the wordings of crisis harm baby', () => {
  const heard = (text: string) => CRISIS_HARM_BABY_WORDINGS.some((p) => p.test(readAsMotherMeant(text)));

  it.each([
    'sinto q posso fazer mal pro meu bebe',
    'tenho vontade de machucar meu bebe e n sei pq, ele nem fez nada',
    'sacudi ele pra parar de chorar e agora ta molinho, eu nao presto pra ser mae',
    'tenho medo de perder a cabeça e machucar a nenem, botei ela no berço e sai do quarto',
  ])('hears %s', (text) => {
    expect(heard(text)).toBe(true);
  });

  it.each([
    'morrendo de sono kkk',
    'to morrendo de sono essa madrugada ele acordou 6 vez kkk',
    'qual a posicao certa pra por o bebe pra dormir pra evitar morte subita?',
  ])('does not hear %s', (text) => {
    expect(heard(text)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { readAsMotherMeant } from '../mother-speak';
import { detectUrgency } from '../urgency';
import { openingNumbers } from '../urgent-openings';
import { TRAPPED_IN_CAR_SIGNS } from './trapped-in-car';

/** Messages of the sets these signs hear, and calm ones about cars that are not the sign. */
describe('the signs of a baby shut in a car', () => {
  const heard = (text: string) => TRAPPED_IN_CAR_SIGNS.some((p) => p.test(readAsMotherMeant(text)));

  it.each([
    'tem um bebe trancado no carro no sol',
    'tem uma criança presa num carro no estacionamento do mercado ela ta vermelha e chorando',
    'esqueci ela no carro no sol, ta vermelha e mole',
    'to com o carro ligado na garagem fechada com o bebe dentro',
  ])('hears %s', (text) => {
    expect(heard(text)).toBe(true);
  });

  it.each([
    'li no insta de bb esquecido no carro quente, como n esquecer?',
    'ele dorme no carro toda vez que a gente sai',
    'qual a melhor cadeirinha pro carro?',
    'noticia de bebe que morreu esquecido no carro me deixou arrasada',
  ])('does not hear %s', (text) => {
    expect(heard(text)).toBe(false);
  });

  it('opens with 192 even where "trancado" is also a word of her crisis, which the reader would doubt', () => {
    const urgency = detectUrgency('tem um bebe trancado no carro no sol');
    expect(urgency?.emergencies).toEqual(['trapped-in-car']);
    expect(urgency && openingNumbers(urgency)[0]).toBe('192');
  });
});

import { describe, expect, it } from 'vitest';
import { readAsMotherMeant } from '../mother-speak';
import { MEDICINE, MEDICINE_ERROR_SIGNS } from './medicine';

/** Messages of the sets this family hears, and calm ones another family hears but this one must not. */
describe('the medicine word family', () => {
  it.each([
    'dei 40 gotas em vez de 4 meu deus',
    'dei o remedio errado pro bb, dei o do meu pai de pressao',
    'ele tomou metade do vidro de paracetamol enquanto eu tava no banho',
    'troquei os frascos e dei meu remedio de dormir pra ela no lugar da vitamina',
  ])('hears %s', (text) => {
    expect(MEDICINE.test(readAsMotherMeant(text))).toBe(true);
  });

  it.each([
    'o q e moleira funda?',
    'a pentavalente da febre? ela tem 4 meses e vai tomar amanha',
    'qual altura do berco e segura pra ele nao cair qnd comecar a ficar em pe?',
  ])('does not hear %s', (text) => {
    expect(MEDICINE.test(readAsMotherMeant(text))).toBe(false);
  });
});

/** Messages of the sets these signs hear, and calm ones that touch the concept but are not the sign. */
describe('the signs of medicine error', () => {
  const heard = (text: string) => MEDICINE_ERROR_SIGNS.some((p) => p.test(readAsMotherMeant(text)));

  it.each([
    'dei 40 gotas em vez de 4 meu deus',
    'troquei os remedios e dei o antialergico do avo pra ela',
    'dei antialergico de novo porque esqueci que ja tinha dado de manha',
    'o marido deu o antialergico e eu dei de novo sem saber, ela tomou duas vezes',
  ])('hears %s', (text) => {
    expect(heard(text)).toBe(true);
  });

  it.each([
    'remedio de colica funciona?',
    'quantas gotas de dipirona posso dar pra um bb de 8kg?',
    'esqueci de dar o antibiotico no horario, atrasei 2 horas, dou agora?',
  ])('does not hear %s', (text) => {
    expect(heard(text)).toBe(false);
  });
});

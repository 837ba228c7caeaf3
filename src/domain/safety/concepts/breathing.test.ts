import { describe, expect, it } from 'vitest';
import { readAsMotherMeant } from '../mother-speak';
import { BREATHING, BREATHING_SIGNS } from './breathing';

/** Messages of the sets this family hears, and calm ones another family hears but this one must not. */
describe('the breathing word family', () => {
  it.each([
    'ELA NAO TA RESPIRANDO',
    'to morrendo de medo, ele ta com os labios roxos e chiando',
    'tem um pedaco de bexiga de aniversario na boca dela e ela ta sufocando',
    'ela engoliu algo, n sei o q, ta fazendo um chiado e babando e n quer engolir nada',
  ])('hears %s', (text) => {
    expect(BREATHING.test(readAsMotherMeant(text))).toBe(true);
  });

  it.each([
    'o q e moleira funda?',
    'meu marido se engasgou de rir qnd ela arrotou alto na mesa',
    'ela espirra varias vez seguida de manha, o nariz ta limpinho e ela ta bem',
  ])('does not hear %s', (text) => {
    expect(BREATHING.test(readAsMotherMeant(text))).toBe(false);
  });
});

/** Messages of the sets these signs hear, and calm ones that touch the concept but are not the sign. */
describe('the signs of breathing', () => {
  const heard = (text: string) => BREATHING_SIGNS.some((p) => p.test(readAsMotherMeant(text)));

  it.each([
    'bb roxinho e molinho',
    'ele ta com dificuldade pra respirar a gripe piorou mt hj',
    'to sem ar ate deitada, n consigo nem amamentar, tive a bebe ha 3 dias',
    'tudo fica cinza, faz semanas q n sinto nada pela minha filha e nada tem sentido',
  ])('hears %s', (text) => {
    expect(heard(text)).toBe(true);
  });

  it.each([
    'to sufocada de tanto beijo babado',
    'e se ela parar de respirar dormindo? tenho pavor, como previnir',
    'posso usar protetor de berco? a vo deu um lindo mas li q tem risco de asfixia',
  ])('does not hear %s', (text) => {
    expect(heard(text)).toBe(false);
  });
});

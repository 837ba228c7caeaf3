import { describe, expect, it } from 'vitest';
import { readAsMotherMeant } from '../mother-speak';
import { FEVER, mentionsBabyFever, mentionsFever, temperaturesIn } from './fever';

/** Messages of the sets this family hears, and calm ones another family hears but this one must not. */
describe('the fever word family', () => {
  it.each([
    'bb de 1 mes com febre',
    'a lis nasceu faz 5 semanas e ta ardendo em febre',
    'ela tem 2 meses e pouco e ta febril, mamou menos e choraminga',
    'a cicatriz da cesarea abriu e ta saindo pus e to com febre alta e tremendo',
  ])('hears %s', (text) => {
    expect(FEVER.test(readAsMotherMeant(text))).toBe(true);
  });

  it.each([
    'o q e moleira funda?',
    'to queimando neuronio pra escolher o nome do segundo filho',
    'minha vizinha deixou o bebe cair e ele teve que ir pro hospital, que medo',
  ])('does not hear %s', (text) => {
    expect(FEVER.test(readAsMotherMeant(text))).toBe(false);
  });
});

describe('a fever in a message', () => {
  it.each([
    ['esta com 38 graus', [38]],
    ['deu 37 9 no termometro', [37.9]],
    ['marcou 38 2', [38.2]],
    ['esta com 38 e meio', [38.5]],
    ['nasceu com 38 semanas', []],
    ['mamou 40 ml', []],
  ])('"%s" holds %j', (text, expected) => {
    expect(temperaturesIn(text)).toEqual(expected);
  });

  it('counts fever from 37,5 °C and hears "sem febre"', () => {
    expect(mentionsFever('deu 37 5')).toBe(true);
    expect(mentionsFever('deu 37 4 e febre')).toBe(false);
    expect(mentionsFever('ela esta com febre')).toBe(true);
    expect(mentionsFever('ela esta sem febre')).toBe(false);
  });

  it("leaves the mother's own fever out of the baby's", () => {
    expect(mentionsBabyFever(readAsMotherMeant('meu peito ta vermelho, to com febre, é mastite?'))).toBe(false);
    expect(mentionsBabyFever(readAsMotherMeant('eu tive febre ontem, posso amamentar?'))).toBe(false);
    expect(mentionsBabyFever(readAsMotherMeant('to com febre e ela tambem ta com febre'))).toBe(true);
    expect(mentionsBabyFever(readAsMotherMeant('ela esta com febre'))).toBe(true);
  });
});

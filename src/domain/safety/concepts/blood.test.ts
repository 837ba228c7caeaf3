import { describe, expect, it } from 'vitest';
import { readAsMotherMeant } from '../mother-speak';
import { BLOOD } from './blood';

/** Messages of the sets this family hears, and calm ones another family hears but this one must not. */
describe('the blood word family', () => {
  it.each([
    'coco c mt sangue vivo',
    'caiu e abriu a cabeca, tem um corte fundo sangrando mt',
    'a cecilia ta vomitando umas golfadas com sangue vermelho vivo agora',
    'ela mordeu a lingua caindo e ta jorrando sangue, ja apertei com pano e nada',
  ])('hears %s', (text) => {
    expect(BLOOD.test(readAsMotherMeant(text))).toBe(true);
  });

  it.each([
    'o q e moleira funda?',
    'ele se faz de morto quando eu falo que é hora do banho kkk',
    'a moleira ta normal, nem funda nem alta, so queria saber quando ela fecha',
  ])('does not hear %s', (text) => {
    expect(BLOOD.test(readAsMotherMeant(text))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { urgencyOf } from './safety';

describe('urgencyOf', () => {
  it.each([
    ['Meu bebê engasgou e não consegue respirar', 'baby-emergency'],
    ['ele está ficando roxo!!', 'baby-emergency'],
    ['minha filha teve uma convulsão', 'baby-emergency'],
    ['o bebê não acorda', 'baby-emergency'],
    ['febre de 38 num recém-nascido', 'baby-emergency'],
    ['meu bebê de 2 meses está com febre', 'baby-emergency'],
    ['Não aguento mais, tenho vontade de sumir', 'maternal-crisis'],
    ['às vezes penso em me matar', 'maternal-crisis'],
    ['tenho medo de machucar meu bebê', 'maternal-crisis'],
    ['quantas gotas de dipirona posso dar?', 'medicine-dose'],
    ['Como aliviar as cólicas do meu bebê?', null],
    ['Dicas para o bebê dormir melhor', null],
  ])('"%s" is %s', (message, urgency) => {
    expect(urgencyOf(message, null)).toBe(urgency);
  });

  it('treats any fever under 3 months of age as an emergency, not later', () => {
    expect(urgencyOf('ela está com febre', 2)).toBe('baby-emergency');
    expect(urgencyOf('ela está com febre', 8)).toBeNull();
  });
});

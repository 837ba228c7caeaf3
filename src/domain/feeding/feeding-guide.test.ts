import { describe, expect, it } from 'vitest';
import {
  groupByMinAge,
  matchesSearch,
  minAgeLabel,
  nameMatch,
  normalizeSearch,
  recipeBadge,
  searchByName,
  searchGroups,
  suitsAge,
} from './feeding-guide';

describe('search', () => {
  it('ignores accents, case and extra spaces', () => {
    expect(normalizeSearch('  Feijão  Preto ')).toBe('feijao preto');
    expect(matchesSearch('feijao', 'Feijão')).toBe(true);
    expect(matchesSearch('ABOBORA', 'Purê de abóbora')).toBe(true);
    expect(matchesSearch('grao de bico', 'Grão-de-bico')).toBe(true);
    expect(matchesSearch('grao-de-bico', 'Grão-de-bico')).toBe(true);
  });
  it('needs every word somewhere in the fields', () => {
    expect(matchesSearch('papinha banana', 'Papinha de fruta', 'banana amassada')).toBe(true);
    expect(matchesSearch('papinha manga', 'Papinha de fruta', 'banana amassada')).toBe(false);
    expect(matchesSearch('', 'qualquer')).toBe(true);
  });
});

describe('search by name first', () => {
  const foods = [
    { name: 'Melancia', minAgeMonths: 6, description: 'Fruta refrescante, com muita água.' },
    { name: 'Carne bovina', minAgeMonths: 6, description: 'As melhores fontes de ferro.' },
    { name: 'Leite de vaca', minAgeMonths: 12, description: 'Como bebida a partir dos 12 meses.' },
    { name: 'Suco de fruta', minAgeMonths: 12, description: 'Sem açúcar e sem doces.' },
    { name: 'Mel', minAgeMonths: 24, description: 'Só a partir de 24 meses.' },
    { name: 'Açúcar e doces', minAgeMonths: 24, description: 'Inclui doces e refrigerantes.' },
  ];
  const search = (query: string) =>
    searchByName(
      query,
      foods,
      (f) => f.name,
      (f) => [f.description],
    );
  const names = (query: string) => search(query).map((r) => [r.item.name, r.byName]);

  it('ranks the whole name, then a whole word, then the start of a word', () => {
    expect(nameMatch('mel', 'Mel')).toBe(0);
    expect(nameMatch('MÉL', 'mel')).toBe(0);
    expect(nameMatch('leite', 'Leite de vaca')).toBe(1);
    expect(nameMatch('acucar', 'Açúcar e doces')).toBe(1);
    expect(nameMatch('mel', 'Melancia')).toBe(2);
    expect(nameMatch('grao de bico', 'Grão-de-bico')).toBe(0);
    expect(nameMatch('mel', 'Carne bovina')).toBeNull();
    expect(nameMatch('ancia', 'Melancia')).toBeNull();
    expect(nameMatch('', 'Mel')).toBeNull();
  });

  it('puts honey first for "mel", Melancia next, and Carne bovina (its text says "melhores") last', () => {
    expect(names('mel')).toEqual([
      ['Mel', true],
      ['Melancia', true],
      ['Carne bovina', false],
    ]);
  });

  it('finds by accent-free words and keeps text-only matches after', () => {
    expect(names('acucar')).toEqual([
      ['Açúcar e doces', true],
      ['Suco de fruta', false],
    ]);
    expect(names('bebida')).toEqual([['Leite de vaca', false]]);
    expect(names('vaca')).toEqual([['Leite de vaca', true]]);
  });

  it('keeps every food, in order, without a query', () => {
    expect(search('  ').map((r) => r.item.name)).toEqual(foods.map((f) => f.name));
  });

  it('opens the groups of the foods found by name first; text-only groups follow, closed', () => {
    const groups = searchGroups(search('mel'), true);
    expect(groups.map((g) => [g.label, g.open, g.items.map((f) => f.name)])).toEqual([
      ['24+ meses', true, ['Mel']],
      ['6+ meses', true, ['Melancia', 'Carne bovina']],
    ]);
    expect(searchGroups(search('refrescante'), true).map((g) => [g.label, g.open])).toEqual([['6+ meses', true]]);
    expect(searchGroups(search('doces'), true).map((g) => [g.label, g.open, g.items.map((f) => f.name)])).toEqual([
      ['24+ meses', true, ['Açúcar e doces']],
      ['12+ meses', false, ['Suco de fruta']],
    ]);
  });

  it('without a search, lists by age and opens up to 6 months', () => {
    expect(searchGroups(search(''), false).map((g) => [g.label, g.open])).toEqual([
      ['6+ meses', true],
      ['12+ meses', false],
      ['24+ meses', false],
    ]);
  });
});

describe('age bands', () => {
  it('labels foods by their minimum age', () => {
    expect(minAgeLabel(0)).toBe('0-6 meses');
    expect(minAgeLabel(6)).toBe('6+ meses');
    expect(minAgeLabel(8)).toBe('8+ meses');
    expect(minAgeLabel(24)).toBe('24+ meses');
  });
  it('groups in ascending age', () => {
    const groups = groupByMinAge([
      { minAgeMonths: 12, n: 'mel' },
      { minAgeMonths: 6, n: 'banana' },
      { minAgeMonths: 6, n: 'ovo' },
    ]);
    expect(groups.map((g) => [g.label, g.items.map((i) => i.n)])).toEqual([
      ['6+ meses', ['banana', 'ovo']],
      ['12+ meses', ['mel']],
    ]);
  });
});

describe('suitability', () => {
  it('suits once the age in months reaches the minimum', () => {
    expect(suitsAge(7, 6)).toBe(true);
    expect(suitsAge(7, 8)).toBe(false);
    expect(suitsAge(8, 8)).toBe(true);
    expect(suitsAge(null, 0)).toBe(false);
  });
  it('words the recipe badge', () => {
    expect(recipeBadge({ name: 'Lia', ageMonths: 7 }, 6)).toEqual({ suitable: true, text: 'Adequado para Lia' });
    expect(recipeBadge({ name: 'Lia', ageMonths: 7 }, 12)).toEqual({
      suitable: false,
      text: 'Recomendado a partir de 12 meses',
    });
    expect(recipeBadge(null, 9)).toEqual({ suitable: false, text: 'Recomendado a partir de 9 meses' });
  });
});

import { describe, expect, it } from 'vitest';
import { groupByMinAge, matchesSearch, minAgeLabel, normalizeSearch, recipeBadge, suitsAge } from './feeding-guide';

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

import { describe, expect, it } from 'vitest';
import { BABY_BUDDY_LISTS } from './babybuddy';
import {
  BABY_BUDDY_VALUES,
  doseInPortuguese,
  doseTextInPortuguese,
  HUCKLEBERRY_VALUES,
  inPortuguese,
  portugueseWord,
} from './imported-values';

describe('the words of imported values', () => {
  const known = [
    ...Object.entries(BABY_BUDDY_VALUES).flatMap(([kind, values]) => values.map((value) => [kind, value])),
    ...Object.entries(HUCKLEBERRY_VALUES).flatMap(([kind, values]) => values.map((value) => [kind, value])),
    ...BABY_BUDDY_LISTS.map((list) => ['list', list]),
  ] as [Parameters<typeof portugueseWord>[0], string][];

  it.each(known)('has a Portuguese word for every %s the readers know: %s', (kind, value) => {
    expect(portugueseWord(kind, value)).toEqual(expect.any(String));
  });

  it('says the colours and forms in Portuguese, in any case the file wrote them', () => {
    expect(['black', 'brown', 'green', 'yellow'].map((colour) => inPortuguese('colour', colour))).toEqual([
      'preto',
      'marrom',
      'verde',
      'amarelo',
    ]);
    expect(inPortuguese('colour', 'Yellow')).toBe('amarelo');
    expect(inPortuguese('medicineForm', 'Drops')).toBe('Gotas');
  });

  it('shows a value it does not know as it came', () => {
    expect(inPortuguese('colour', ' teal ')).toBe('teal');
    expect(inPortuguese('colour', 'constructor')).toBe('constructor');
    expect(inPortuguese('reaction', '__proto__')).toBe('__proto__');
    expect(doseInPortuguese(2, 'toString')).toBe('2 toString');
    expect(doseTextInPortuguese('2 constructor')).toBe('2 constructor');
    expect(doseInPortuguese(3, 'puffs')).toBe('3 puffs');
    expect(doseTextInPortuguese('half a spoon')).toBe('half a spoon');
  });

  it('writes a dose with its unit in the singular below two', () => {
    expect(doseInPortuguese(2, 'drops')).toBe('2 gotas');
    expect(doseInPortuguese(1, 'drops')).toBe('1 gota');
    expect(doseInPortuguese(1.5, 'tablets')).toBe('1,5 comprimido');
    expect(doseInPortuguese(2.5, 'ml')).toBe('2,5 ml');
    expect(doseInPortuguese(4, '')).toBe('4');
    expect(doseTextInPortuguese('6 drops')).toBe('6 gotas');
    expect(doseTextInPortuguese('1ml')).toBe('1 ml');
    expect(doseTextInPortuguese('0,5 Tablet')).toBe('0,5 comprimido');
  });
});

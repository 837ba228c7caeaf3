import { describe, expect, it } from 'vitest';
import { firstNameOf, greetingFor } from './greeting';

describe('greetingFor', () => {
  it.each([
    [0, 'Bom dia'],
    [11.99, 'Bom dia'],
    [12, 'Boa tarde'],
    [17.99, 'Boa tarde'],
    [18, 'Boa noite'],
    [23, 'Boa noite'],
  ])('at %f h says %s', (hour, text) => {
    expect(greetingFor(hour)).toBe(text);
  });

  it('uses the hour, so 11:59 is still morning and 17:59 still afternoon', () => {
    expect(greetingFor(new Date(2026, 0, 1, 11, 59).getHours())).toBe('Bom dia');
    expect(greetingFor(new Date(2026, 0, 1, 12, 0).getHours())).toBe('Boa tarde');
    expect(greetingFor(new Date(2026, 0, 1, 17, 59).getHours())).toBe('Boa tarde');
    expect(greetingFor(new Date(2026, 0, 1, 18, 0).getHours())).toBe('Boa noite');
  });
});

describe('firstNameOf', () => {
  it('takes the first word of the name', () => {
    expect(firstNameOf('  Ana Paula Souza ')).toBe('Ana');
  });
  it('falls back to Mamãe', () => {
    expect(firstNameOf('')).toBe('Mamãe');
    expect(firstNameOf('   ')).toBe('Mamãe');
    expect(firstNameOf(null)).toBe('Mamãe');
  });
});

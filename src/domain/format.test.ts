import { describe, expect, it } from 'vitest';
import { formatCurrency, formatDate } from './format';

describe('formatDate', () => {
  it('writes a calendar date as dd/MM/yyyy', () => {
    expect(formatDate('2026-03-05')).toBe('05/03/2026');
    expect(formatDate('2025-12-31')).toBe('31/12/2025');
  });
  it('writes an instant in local time', () => {
    expect(formatDate(new Date(2026, 0, 9, 8, 30))).toBe('09/01/2026');
  });
});

describe('formatCurrency', () => {
  it('formats BRL the Brazilian way', () => {
    expect(formatCurrency(1234.5).replace(/\s/g, ' ')).toBe('R$ 1.234,50');
    expect(formatCurrency(0).replace(/\s/g, ' ')).toBe('R$ 0,00');
    expect(formatCurrency(19.9).replace(/\s/g, ' ')).toBe('R$ 19,90');
  });
});

import { describe, expect, it } from 'vitest';
import { formatPhone, PHONE_PATTERN, phoneWithoutPlus } from './phone';

describe('formatPhone', () => {
  it('formats a mobile number as it is typed', () => {
    expect(formatPhone('1')).toBe('+55 (1');
    expect(formatPhone('11')).toBe('+55 (11');
    expect(formatPhone('119')).toBe('+55 (11) 9');
    expect(formatPhone('11987654321')).toBe('+55 (11) 98765-4321');
  });

  it('formats a landline with 8 digits', () => {
    expect(formatPhone('1133334444')).toBe('+55 (11) 3333-4444');
  });

  it('keeps formatting stable when the formatted value is edited again', () => {
    expect(formatPhone('+55 (11) 98765-432')).toBe('+55 (11) 9876-5432');
    expect(formatPhone('+55 (11) 98765-4321')).toBe('+55 (11) 98765-4321');
    expect(formatPhone('+55 (11) 98765-43210')).toBe('+55 (11) 98765-4321');
  });

  it('drops a pasted country code and punctuation', () => {
    expect(formatPhone('55 11 98765 4321')).toBe('+55 (11) 98765-4321');
    expect(formatPhone('+55 11 98765-4321')).toBe('+55 (11) 98765-4321');
  });

  it('keeps area code 55 typed by hand', () => {
    expect(formatPhone('55991234567')).toBe('+55 (55) 99123-4567');
  });

  it('is empty for no digits', () => {
    expect(formatPhone('abc')).toBe('');
  });
});

describe('PHONE_PATTERN', () => {
  it('accepts formatted mobile and landline numbers', () => {
    expect(PHONE_PATTERN.test('+55 (11) 98765-4321')).toBe(true);
    expect(PHONE_PATTERN.test('+55 (11) 3333-4444')).toBe(true);
  });
  it('refuses incomplete or foreign numbers', () => {
    expect(PHONE_PATTERN.test('+55 (11) 9876')).toBe(false);
    expect(PHONE_PATTERN.test('+1 (11) 98765-4321')).toBe(false);
    expect(PHONE_PATTERN.test('11987654321')).toBe(false);
  });
});

describe('phoneWithoutPlus', () => {
  it('removes only the leading plus', () => {
    expect(phoneWithoutPlus('+55 (11) 98765-4321')).toBe('55 (11) 98765-4321');
  });
});

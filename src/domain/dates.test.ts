import { describe, expect, it } from 'vitest';
import {
  calendarDateSchema,
  instantSchema,
  isCalendarDate,
  isSensibleInstant,
  latestYear,
  pageCursorSchema,
  readPageCursor,
} from './dates';

const NOW = new Date('2026-06-15T12:00:00Z');
const ID = '7d3f2a4e-5b6c-4d7e-8f90-a1b2c3d4e5f6';
const NEXT_YEAR = latestYear();

describe('calendar dates', () => {
  it.each([
    ['2026-02-28', true],
    ['2028-02-29', true],
    ['2000-02-29', true],
    ['2026-12-31', true],
    ['2026-02-29', false],
    ['1900-02-29', false],
    ['2026-02-30', false],
    ['2026-02-31', false],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-01-00', false],
    ['2026-1-1', false],
    ['0001-01-01', true],
  ])('%s is a day of the calendar: %s', (text, expected) => {
    expect(isCalendarDate(text)).toBe(expected);
  });

  it('accepts days from 1900 to next year, with the field’s words or the range’s', () => {
    const schema = calendarDateSchema('Data inválida');
    expect(schema.parse('1900-01-01')).toBe('1900-01-01');
    expect(schema.parse(`${NEXT_YEAR}-12-31`)).toBe(`${NEXT_YEAR}-12-31`);
    expect(schema.safeParse('2026-02-30').error?.issues[0]?.message).toBe('Data inválida');
    expect(schema.safeParse(42).error?.issues[0]?.message).toBe('Data inválida');
    for (const far of ['1899-12-31', '0001-01-01', `${NEXT_YEAR + 1}-01-01`, '9999-12-31'])
      expect(schema.safeParse(far).error?.issues[0]?.message, far).toBe(`Escolha uma data entre 1900 e ${NEXT_YEAR}`);
  });
});

describe('instants', () => {
  it.each([
    ['2026-03-01T08:00:00-03:00', true],
    ['2026-03-01T08:00:00.123Z', true],
    ['2027-12-31T23:59:59Z', true],
    ['1900-01-01T03:00:00Z', true],
    ['2026-02-31T10:00:00Z', false],
    ['2026-02-29T10:00:00Z', false],
    ['0001-01-01T00:00:00.000Z', false],
    ['1899-12-31T12:00:00Z', false],
    ['2028-01-01T00:00:00Z', false],
    ['9999-12-31T23:59:59Z', false],
    ['2026-03-01T08:00:00', false],
    ['2026-03-01', false],
  ])('%s is a sensible instant in June 2026: %s', (text, expected) => {
    expect(isSensibleInstant(text, NOW)).toBe(expected);
  });

  it('refuses with the field’s words, or the range’s', () => {
    const schema = instantSchema('Por favor, selecione um horário');
    expect(schema.parse('2026-03-01T08:00:00-03:00')).toBe('2026-03-01T08:00:00-03:00');
    expect(schema.safeParse('2026-02-31T10:00:00Z').error?.issues[0]?.message).toBe('Por favor, selecione um horário');
    expect(schema.safeParse('0001-01-01T00:00:00Z').error?.issues[0]?.message).toBe(
      `Escolha uma data entre 1900 e ${NEXT_YEAR}`,
    );
  });
});

describe('page cursors', () => {
  it('reads an instant and a uuid', () => {
    expect(readPageCursor(`2026-03-01T08:00:00.000Z_${ID}`, NOW)).toEqual({
      at: new Date('2026-03-01T08:00:00.000Z'),
      id: ID,
    });
  });

  it.each([
    'x',
    `2026-03-01T08:00:00.000Z_${'-'.repeat(36)}`,
    '2026-03-01T08:00:00.000Z_nao-e-um-id',
    `2026-02-30T08:00:00.000Z_${ID}`,
    `0001-01-01T00:00:00.000Z_${ID}`,
    `9999-12-31T23:59:59.999Z_${ID}`,
    `_${ID}`,
    ID,
  ])('refuses %s', (text) => {
    expect(readPageCursor(text, NOW)).toBeNull();
    expect(pageCursorSchema('Página inválida').safeParse(text).error?.issues[0]?.message).toBe('Página inválida');
  });
});

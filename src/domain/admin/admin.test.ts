import { describe, expect, it } from 'vitest';
import { AdminCreateUserSchema, postPreview } from './admin.schema';
import { inactivityStatus } from './inactivity';
import { formatPercentChange, percentChange } from './revenue';

describe('inactivityStatus', () => {
  it.each([
    [0, 'Normal'],
    [30, 'Normal'],
    [31, 'Alerta'],
    [60, 'Alerta'],
    [61, 'Crítico'],
    [400, 'Crítico'],
  ])('%i days is %s', (days, status) => {
    expect(inactivityStatus(days)).toBe(status);
  });
});

describe('percentChange', () => {
  it.each([
    [150, 100, 50],
    [100, 150, -33],
    [100.5, 100, 1],
    [100.4, 100, 0],
    [99.6, 100, 0],
    [0, 100, -100],
    [50, 0, null],
    [0, 0, null],
  ])('%d against %d is %s', (current, previous, change) => {
    expect(percentChange(current, previous)).toBe(change);
  });

  it('formats with a sign, and a dash when there is nothing to compare', () => {
    expect([
      formatPercentChange(12),
      formatPercentChange(-5),
      formatPercentChange(0),
      formatPercentChange(null),
    ]).toEqual(['+12%', '-5%', '0%', '—']);
  });
});

describe('AdminCreateUserSchema', () => {
  const first = (input: unknown) => AdminCreateUserSchema.safeParse(input).error?.issues[0]?.message;

  it('trims and lower-cases the e-mail', () => {
    expect(
      AdminCreateUserSchema.parse({ email: '  Maria@Exemplo.COM ', password: 'segredo', fullName: ' Maria ' }),
    ).toMatchObject({
      email: 'maria@exemplo.com',
      fullName: 'Maria',
    });
  });

  it.each([
    [{ email: '', password: 'segredo', fullName: 'Maria' }, 'Preencha e-mail, senha e nome.'],
    [{ email: 'maria@exemplo.com', password: '', fullName: 'Maria' }, 'Preencha e-mail, senha e nome.'],
    [{ email: 'maria@exemplo.com', password: 'segredo', fullName: '  ' }, 'Preencha e-mail, senha e nome.'],
    [{ email: 'maria@exemplo.com', password: '12345', fullName: 'Maria' }, 'A senha deve ter no mínimo 6 caracteres.'],
    [{ email: 'maria', password: 'segredo', fullName: 'Maria' }, 'E-mail inválido'],
  ])('refuses %j with "%s"', (input, message) => {
    expect(first(input)).toBe(message);
  });
});

describe('postPreview', () => {
  it('cuts at 150 characters', () => {
    expect(postPreview('a'.repeat(150))).toBe('a'.repeat(150));
    expect(postPreview('a'.repeat(151))).toBe(`${'a'.repeat(150)}…`);
  });
});

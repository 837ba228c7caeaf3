import { describe, expect, it } from 'vitest';
import { customTypeId, customTypeProblem, registeredAtText } from './event-types';

describe('customTypeId', () => {
  it('lower-cases, turns spaces into underscores and keeps only a-z 0-9 _', () => {
    expect(customTypeId('Banho')).toBe('banho');
    expect(customTypeId('  Banho de Sol ')).toBe('banho_de_sol');
    expect(customTypeId('Vitamina D3!')).toBe('vitamina_d3');
    expect(customTypeId('Pé de moleque')).toBe('pe_de_moleque');
  });
});

describe('customTypeProblem', () => {
  const existing = [{ id: 'banho', label: 'Banho' }];
  it('needs a name of 2 to 30 characters', () => {
    expect(customTypeProblem('   ', existing)).toEqual({ title: 'Por favor, digite o nome do novo tipo de evento' });
    expect(customTypeProblem('B', existing)).toEqual({ title: 'O nome deve ter entre 2 e 30 caracteres' });
    expect(customTypeProblem('x'.repeat(31), existing)).toEqual({ title: 'O nome deve ter entre 2 e 30 caracteres' });
    expect(customTypeProblem('Passeio', existing)).toBeNull();
  });
  it('refuses a type that already exists, built-in or custom', () => {
    const duplicate = { title: 'Tipo já existe', description: 'Já existe um tipo com esse nome' };
    expect(customTypeProblem('BANHO', existing)).toEqual(duplicate);
    expect(customTypeProblem('Mamada', existing)).toEqual(duplicate);
    expect(customTypeProblem('Remédio', existing)).toEqual(duplicate);
  });
});

describe('registeredAtText', () => {
  it('agrees with the type: a feeding and a diaper are registered in the feminine', () => {
    expect(registeredAtText('mamada', 'Mamada', '07:30')).toBe('Mamada registrada às 07:30');
    expect(registeredAtText('fralda', 'Fralda', '10:05')).toBe('Fralda registrada às 10:05');
    expect(registeredAtText('sono', 'Sono', '09:10')).toBe('Sono registrado às 09:10');
    expect(registeredAtText('remedio', 'Remédio', '12:00')).toBe('Remédio registrado às 12:00');
  });

  it('reads a custom type as masculine', () => {
    expect(registeredAtText('banho', 'Banho', '19:00')).toBe('Banho registrado às 19:00');
  });
});

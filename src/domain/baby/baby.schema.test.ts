import { describe, expect, it } from 'vitest';
import { babyInputSchema } from './baby.schema';

const schema = babyInputSchema('2026-11-21');
const base = { name: 'Helena', birthDate: '2026-06-10', gender: '', bloodType: '', weight: '', height: '' };
const message = (input: object) => {
  const result = schema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('babyInputSchema', () => {
  it('trims the name and stores empty optional fields as null', () => {
    expect(schema.parse({ ...base, name: '  Helena  ' })).toEqual({
      name: 'Helena',
      birthDate: '2026-06-10',
      gender: null,
      bloodType: null,
      weight: null,
      height: null,
      gestationalWeeks: null,
      gestationalDays: 0,
    });
  });

  it('reads weight and height typed with a comma or a dot', () => {
    const parsed = schema.parse({ ...base, gender: 'F', bloodType: 'O+', weight: '6,45', height: '63.5' });
    expect(parsed).toMatchObject({ gender: 'F', bloodType: 'O+', weight: 6.45, height: 63.5 });
  });

  it.each([
    [{ name: '  ' }, 'Nome e data de nascimento são obrigatórios'],
    [{ birthDate: '' }, 'Nome e data de nascimento são obrigatórios'],
    [{ birthDate: '2026-11-22' }, 'A data de nascimento não pode ser no futuro'],
    [{ birthDate: '10/06/2026' }, 'Data de nascimento inválida'],
    [{ weight: '0' }, 'Informe um peso entre 0,3 e 40 kg'],
    [{ weight: '-2' }, 'Informe um peso entre 0,3 e 40 kg'],
    [{ weight: '350' }, 'Informe um peso entre 0,3 e 40 kg'],
    [{ weight: 'abc' }, 'Informe um peso entre 0,3 e 40 kg'],
    [{ height: '5' }, 'Informe uma altura entre 30 e 130 cm'],
    [{ height: '140' }, 'Informe uma altura entre 30 e 130 cm'],
    [{ gestationalWeeks: '20' }, 'Informe a idade gestacional em semanas, de 22 a 44'],
    [{ gestationalWeeks: '36,5' }, 'Informe a idade gestacional em semanas, de 22 a 44'],
    [{ gestationalWeeks: '32', gestationalDays: '7' }, 'Informe os dias da idade gestacional, de 0 a 6'],
    [{ gestationalWeeks: '32', gestationalDays: '-1' }, 'Informe os dias da idade gestacional, de 0 a 6'],
    [{ gestationalWeeks: '32', gestationalDays: '2,5' }, 'Informe os dias da idade gestacional, de 0 a 6'],
    [{ gestationalDays: '4' }, 'Informe também as semanas da idade gestacional'],
    [{ gender: 'X' }, 'Sexo inválido'],
    [{ bloodType: 'Z+' }, 'Tipo sanguíneo inválido'],
  ])('%o gives "%s"', (change, text) => {
    expect(message({ ...base, ...change })).toBe(text);
  });

  it('reads the gestational age in whole weeks, and none when left empty', () => {
    expect(schema.parse({ ...base, gestationalWeeks: '34' }).gestationalWeeks).toBe(34);
    expect(schema.parse({ ...base, gestationalWeeks: '' }).gestationalWeeks).toBeNull();
  });

  it('reads weeks and days as maternity papers write them (32 + 4); days left empty or unsent are 0', () => {
    expect(schema.parse({ ...base, gestationalWeeks: '32', gestationalDays: '4' })).toMatchObject({
      gestationalWeeks: 32,
      gestationalDays: 4,
    });
    expect(schema.parse({ ...base, gestationalWeeks: '32', gestationalDays: '' }).gestationalDays).toBe(0);
    expect(schema.parse({ ...base, gestationalWeeks: '32' }).gestationalDays).toBe(0);
  });

  it('accepts a baby born today', () => {
    expect(schema.safeParse({ ...base, birthDate: '2026-11-21' }).success).toBe(true);
  });
});

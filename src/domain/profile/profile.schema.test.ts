import { describe, expect, it } from 'vitest';
import { latestYear } from '../dates';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  DeleteAccountInputSchema,
  motherInputSchema,
  PasswordChangeFormSchema,
} from './profile.schema';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('motherInputSchema', () => {
  const schema = motherInputSchema('2026-11-21');
  it('requires the name and keeps optional fields null', () => {
    expect(firstMessage(schema.safeParse({ fullName: ' ', phone: '', birthDate: '' }))).toBe(
      'Nome e email são obrigatórios',
    );
    expect(schema.parse({ fullName: ' Ana ', phone: '', birthDate: '' })).toEqual({
      fullName: 'Ana',
      phone: null,
      birthDate: null,
    });
  });
  it('checks the phone pattern and the birth date', () => {
    expect(firstMessage(schema.safeParse({ fullName: 'Ana', phone: '1199', birthDate: '' }))).toBe(
      'Telefone inválido. Use o formato +55 (DDD) número',
    );
    expect(firstMessage(schema.safeParse({ fullName: 'Ana', phone: '', birthDate: '2026-12-01' }))).toBe(
      'A data de nascimento não pode ser no futuro',
    );
    expect(firstMessage(schema.safeParse({ fullName: 'Ana', phone: '', birthDate: '1899-12-31' }))).toBe(
      `Escolha uma data entre 1900 e ${latestYear()}`,
    );
    expect(firstMessage(schema.safeParse({ fullName: 'Ana', phone: '', birthDate: '1990-02-29' }))).toBe(
      'Data de nascimento inválida',
    );
  });
});

describe('PasswordChangeFormSchema', () => {
  const check = (v: object) => firstMessage(PasswordChangeFormSchema.safeParse(v));
  it.each([
    [{ currentPassword: '', newPassword: 'abcdef', confirmPassword: 'abcdef' }, 'Preencha os campos de senha'],
    [{ currentPassword: 'x', newPassword: '', confirmPassword: '' }, 'Preencha os campos de senha'],
    [{ currentPassword: 'x', newPassword: 'abcdef', confirmPassword: 'abcdeg' }, 'As senhas não coincidem'],
    [{ currentPassword: 'x', newPassword: 'abc', confirmPassword: 'abc' }, 'A senha deve ter pelo menos 6 caracteres'],
    [{ currentPassword: 'x', newPassword: 'abcdef', confirmPassword: 'abcdef' }, null],
  ])('%o gives %s', (values, message) => {
    expect(check(values)).toBe(message);
  });
});

describe('notification defaults', () => {
  it('turns on vaccines, appointments, medication and growth only', () => {
    const on = Object.entries(DEFAULT_NOTIFICATION_PREFERENCES)
      .filter(([, v]) => v)
      .map(([k]) => k);
    expect(on.sort()).toEqual(['appointments', 'growth', 'medication', 'vaccines']);
  });
});

describe('DeleteAccountInputSchema', () => {
  it('needs the exact word', () => {
    expect(DeleteAccountInputSchema.safeParse({ confirmation: 'EXCLUIR' }).success).toBe(true);
    expect(firstMessage(DeleteAccountInputSchema.safeParse({ confirmation: 'excluir' }))).toBe(
      'Digite EXCLUIR para confirmar',
    );
  });
});

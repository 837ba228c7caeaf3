import { describe, expect, it } from 'vitest';
import { firstIssueMessage, NewPasswordFormSchema, SignInInputSchema, SignUpFormSchema } from './account.schema';

const valid = {
  name: 'Ana Souza',
  phone: '+55 (11) 98765-4321',
  email: 'ana@example.com',
  password: 'segredo1',
  confirmPassword: 'segredo1',
};

function firstError(input: unknown) {
  const result = SignUpFormSchema.safeParse(input);
  return result.success ? null : firstIssueMessage(result.error);
}

describe('SignUpFormSchema', () => {
  it('accepts a complete form and trims the name', () => {
    const result = SignUpFormSchema.parse({ ...valid, name: '  Ana Souza  ' });
    expect(result.name).toBe('Ana Souza');
  });

  it.each([
    [{ name: ' A ' }, 'Nome deve ter no mínimo 2 caracteres'],
    [{ name: 'A'.repeat(101) }, 'Nome muito longo'],
    [{ phone: '+55 (11) 9876' }, 'Telefone inválido. Use o formato +55 (DDD) número'],
    [{ phone: '11987654321' }, 'Telefone inválido. Use o formato +55 (DDD) número'],
    [{ email: 'ana@' }, 'E-mail inválido'],
    [{ email: `${'a'.repeat(250)}@x.com` }, 'E-mail muito longo'],
    [{ password: '12345', confirmPassword: '12345' }, 'A senha deve ter no mínimo 6 caracteres'],
    [{ password: 'x'.repeat(101), confirmPassword: 'x'.repeat(101) }, 'Senha muito longa'],
    [{ confirmPassword: 'outra-senha' }, 'As senhas não coincidem'],
  ])('%o gives "%s"', (change, message) => {
    expect(firstError({ ...valid, ...change })).toBe(message);
  });

  it('puts the mismatch on the confirmation field', () => {
    const result = SignUpFormSchema.safeParse({ ...valid, confirmPassword: 'x' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['confirmPassword']);
  });

  it('shows only the first error in field order', () => {
    expect(firstError({ ...valid, name: '', phone: '1', email: 'x' })).toBe('Nome deve ter no mínimo 2 caracteres');
  });
});

describe('SignInInputSchema', () => {
  it('checks e-mail and password', () => {
    expect(SignInInputSchema.safeParse({ email: 'ana@example.com', password: '123456' }).success).toBe(true);
    const bad = SignInInputSchema.safeParse({ email: 'ana', password: '123456' });
    expect(bad.success ? null : firstIssueMessage(bad.error)).toBe('E-mail inválido');
  });
});

describe('NewPasswordFormSchema', () => {
  it('needs 6 to 100 characters and a matching confirmation', () => {
    expect(NewPasswordFormSchema.safeParse({ password: 'abcdef', confirmPassword: 'abcdef' }).success).toBe(true);
    const short = NewPasswordFormSchema.safeParse({ password: 'abc', confirmPassword: 'abc' });
    expect(short.success ? null : firstIssueMessage(short.error)).toBe('A senha deve ter no mínimo 6 caracteres');
    const mismatch = NewPasswordFormSchema.safeParse({ password: 'abcdef', confirmPassword: 'abcdeg' });
    expect(mismatch.success ? null : firstIssueMessage(mismatch.error)).toBe('As senhas não coincidem');
  });
});

import { z } from 'zod';
import { ERRORS } from '../errors';
import { PHONE_PATTERN } from './phone';

// The same words as the server's refusals of an e-mail or a password (the error catalogue).
const INVALID_EMAIL = ERRORS.invalid_email.message;
const PASSWORD_TOO_SHORT = ERRORS.password_too_short.message;

export const EmailSchema = z
  .string({ error: INVALID_EMAIL })
  .trim()
  .max(255, 'E-mail muito longo')
  .email(INVALID_EMAIL);

export const PasswordSchema = z
  .string({ error: PASSWORD_TOO_SHORT })
  .min(6, PASSWORD_TOO_SHORT)
  .max(100, ERRORS.password_too_long.message);

export const FullNameSchema = z
  .string({ error: 'Nome deve ter no mínimo 2 caracteres' })
  .trim()
  .min(2, 'Nome deve ter no mínimo 2 caracteres')
  .max(100, 'Nome muito longo');

export const PhoneSchema = z
  .string({ error: 'Telefone inválido. Use o formato +55 (DDD) número' })
  .trim()
  .min(14, 'Telefone inválido. Use o formato +55 (DDD) número')
  .regex(PHONE_PATTERN, 'Telefone inválido. Use o formato +55 (DDD) número');

export const SignInInputSchema = z.object({ email: EmailSchema, password: PasswordSchema });
export type SignInInput = z.infer<typeof SignInInputSchema>;

/** What the server accepts at sign-up (better-auth's `name` carries the full name). */
export const SignUpInputSchema = z.object({
  name: FullNameSchema,
  phone: PhoneSchema,
  email: EmailSchema,
  password: PasswordSchema,
});
export type SignUpInput = z.infer<typeof SignUpInputSchema>;

const passwordsMatch = (v: { password: string; confirmPassword: string }) => v.password === v.confirmPassword;
const mismatch = { message: 'As senhas não coincidem', path: ['confirmPassword'] };

/** The sign-up form: the server's fields plus the confirmation, checked on the confirm field. */
export const SignUpFormSchema = SignUpInputSchema.extend({ confirmPassword: z.string() }).refine(
  passwordsMatch,
  mismatch,
);
export type SignUpForm = z.infer<typeof SignUpFormSchema>;

export const PasswordResetRequestSchema = z.object({ email: EmailSchema });
export type PasswordResetRequest = z.infer<typeof PasswordResetRequestSchema>;

export const NewPasswordFormSchema = z
  .object({ password: PasswordSchema, confirmPassword: z.string() })
  .refine(passwordsMatch, mismatch);
export type NewPasswordForm = z.infer<typeof NewPasswordFormSchema>;

export const BootstrapAdminInputSchema = z.object({
  fullName: FullNameSchema,
  email: EmailSchema,
  password: PasswordSchema,
});
export type BootstrapAdminInput = z.infer<typeof BootstrapAdminInputSchema>;

/** Only the first validation error is shown: the first issue in the form's field order. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Dados inválidos';
}

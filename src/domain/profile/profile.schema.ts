import { z } from 'zod';
import { PHONE_PATTERN } from '../account/phone';
import type { CalendarDate } from '../age';
import { calendarDateSchema } from '../dates';

const REQUIRED = 'Nome e email são obrigatórios';

/** The mother's own data; her e-mail is shown but cannot be changed. */
export function motherInputSchema(today: CalendarDate) {
  return z.object({
    fullName: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(100, 'Nome muito longo'),
    phone: z.preprocess(
      (v) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? null : v),
      z
        .string({ error: 'Telefone inválido. Use o formato +55 (DDD) número' })
        .trim()
        .regex(PHONE_PATTERN, 'Telefone inválido. Use o formato +55 (DDD) número')
        .nullable(),
    ),
    birthDate: z.preprocess(
      (v) => (v === '' || v === undefined ? null : v),
      calendarDateSchema('Data de nascimento inválida')
        .refine((d) => d <= today, 'A data de nascimento não pode ser no futuro')
        .nullable(),
    ),
  });
}
export type MotherInput = z.infer<ReturnType<typeof motherInputSchema>>;

/**
 * The name shown for an account without a profile (its row missing), in the feed and in the back
 * office alike. It never stands for a deleted account: her posts, reports, subscriptions and block
 * are deleted with it.
 */
export const UNNAMED_MOTHER = 'Mãe Lumma';

const FILL_PASSWORDS = 'Preencha os campos de senha';

/** The password change form: the current password, the new one and its confirmation. */
export const PasswordChangeFormSchema = z
  .object({
    currentPassword: z.string().min(1, FILL_PASSWORDS),
    newPassword: z.string().min(1, FILL_PASSWORDS),
    confirmPassword: z.string().min(1, FILL_PASSWORDS),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: 'As senhas não coincidem', path: ['confirmPassword'] })
  .refine((v) => v.newPassword.length >= 6, {
    message: 'A senha deve ter pelo menos 6 caracteres',
    path: ['newPassword'],
  })
  .refine((v) => v.newPassword.length <= 100, { message: 'Senha muito longa', path: ['newPassword'] });
export type PasswordChangeForm = z.infer<typeof PasswordChangeFormSchema>;

export const PasswordChangeInputSchema = z.object({
  currentPassword: z.string({ error: FILL_PASSWORDS }).min(1, FILL_PASSWORDS).max(100, 'Senha muito longa'),
  newPassword: z
    .string({ error: FILL_PASSWORDS })
    .min(6, 'A senha deve ter pelo menos 6 caracteres')
    .max(100, 'Senha muito longa'),
});

export const NOTIFICATION_KEYS = [
  'vaccines',
  'appointments',
  'feeding',
  'sleep',
  'diaper',
  'medication',
  'growth',
  'tips',
] as const;
export type NotificationKey = (typeof NOTIFICATION_KEYS)[number];
export type NotificationPreferences = Record<NotificationKey, boolean>;

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  vaccines: true,
  appointments: true,
  feeding: false,
  sleep: false,
  diaper: false,
  medication: true,
  growth: true,
  tips: false,
};

export const NotificationPreferencesSchema = z.object(
  Object.fromEntries(NOTIFICATION_KEYS.map((k) => [k, z.boolean({ error: 'Preferência inválida' })])) as Record<
    NotificationKey,
    z.ZodBoolean
  >,
);

/** The typed confirmation before the account is deleted for good. */
export const DELETE_ACCOUNT_CONFIRMATION = 'EXCLUIR';
export const DeleteAccountInputSchema = z.object({
  confirmation: z.literal(DELETE_ACCOUNT_CONFIRMATION, {
    error: `Digite ${DELETE_ACCOUNT_CONFIRMATION} para confirmar`,
  }),
  /** The shared babies she is the only Responsável of go with her account, by her choice. */
  deleteSharedBabies: z.boolean().optional(),
});

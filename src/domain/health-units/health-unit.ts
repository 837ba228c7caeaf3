import { z } from 'zod';
import { calendarDateSchema } from '../dates';

export const UNIT_MEMBER_ROLES = ['profissional'] as const;
export const UNIT_MEMBER_ROLE_LABEL = 'Profissional da unidade';

/** What the mother reads in "Acessos da unidade": each opening, action or export of her baby's record. */
export const UNIT_ACCESS_ACTIONS = ['record', 'reminder', 'contact', 'vaccine', 'export'] as const;
export type UnitAccessAction = (typeof UNIT_ACCESS_ACTIONS)[number];
export const UNIT_ACCESS_LABELS: Record<UnitAccessAction, string> = {
  record: 'Abriu a ficha',
  reminder: 'Enviou um lembrete',
  contact: 'Registrou um contato',
  vaccine: 'Registrou uma vacina aplicada na unidade',
  export: 'Exportou a lista da unidade',
};

export const UNIT_ACTION_KINDS = ['reminder', 'contact', 'vaccine_applied'] as const;
export type UnitActionKind = (typeof UNIT_ACTION_KINDS)[number];

/** One "Enviar lembrete" per baby in this many days, whoever of the staff sends it. */
export const UNIT_REMINDER_EVERY_DAYS = 7;
/** A dose is "a vencer" in the unit's list from this many days before its date. */
export const UNIT_DUE_SOON_DAYS = 30;
/** A staff invitation link is valid this long, and used once. */
export const UNIT_INVITATION_DAYS = 7;
export const UNIT_LIST_PAGE = 50;

/** What the lock screen shows of a unit's reminder: no name, no vaccine, no health detail. */
export const UNIT_REMINDER_PUSH_TEXT = 'Sua unidade de saúde enviou um lembrete';

/**
 * The consent text the mother reads before linking a baby. Its version is stored with each
 * consent: a change of the words is a new version, and a consent names the words it was given on.
 */
export const CONSENT_TEXT_VERSION = '2026-11-29.1';
export const CONSENT_SEES = [
  'O nome do bebê, a data de nascimento e a idade corrigida',
  'A caderneta de vacinas: as doses registradas e as que estão atrasadas ou a vencer',
  'Seu nome e seu telefone, para a unidade entrar em contato',
] as const;
export const CONSENT_NEVER_SEES = [
  'O registro de cuidados (mamadas, sono, fraldas, remédios)',
  'Suas anotações',
  'As conversas com a Lu',
  'A comunidade',
  'As fotos',
] as const;
export const CONSENT_TEXT =
  'Autorizo a unidade de saúde a ver os dados de vacinação deste bebê listados acima, para acompanhar o calendário do PNI e me chamar quando uma dose estiver atrasada. Sei que são dados de saúde (LGPD, art. 11), que posso retirar este consentimento a qualquer momento com um toque, e que vejo cada vez que a unidade abrir a ficha do bebê.';

/** "a vencer" (due soon), "atrasada" (late on a card in use), "sem registro" (the card has no dose at all). */
export const DOSE_STATES = ['a_vencer', 'atrasada', 'sem_registro'] as const;
export type DoseState = (typeof DOSE_STATES)[number];
export const DOSE_STATE_LABELS: Record<DoseState, string> = {
  a_vencer: 'A vencer',
  atrasada: 'Atrasada',
  sem_registro: 'Sem registro',
};

/**
 * The state of a dose with no record: due later than today is "a vencer"; past its date, it is
 * "atrasada" when the family keeps the card (some dose recorded) and "sem registro" when the card
 * is empty, since then nobody knows whether it was given. The unit's SQL list follows this rule.
 */
export function doseState(dueOn: string, today: string, cardHasRecords: boolean): DoseState {
  if (dueOn > today) return 'a_vencer';
  return cardHasRecords ? 'atrasada' : 'sem_registro';
}

const text = (empty: string, max: number, long: string) => z.string().trim().min(1, empty).max(max, long);

export const HealthUnitInputSchema = z.object({
  name: text('Informe o nome da unidade', 120, 'Nome muito longo'),
  cnes: z
    .string()
    .trim()
    .regex(/^(\d{7})?$/, 'O CNES tem 7 dígitos')
    .optional()
    .transform((v) => v || undefined),
  municipality: text('Informe o município', 120, 'Município muito longo'),
  address: text('Informe o endereço', 200, 'Endereço muito longo'),
  openingHours: text('Informe o horário de funcionamento', 120, 'Horário muito longo'),
});
export type HealthUnitInput = z.infer<typeof HealthUnitInputSchema>;

export const UnitInvitationInputSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'E-mail inválido')
    .max(255, 'E-mail muito longo')
    .pipe(z.email('E-mail inválido')),
});

export const UNIT_INVITATION_EMAIL_SUBJECT = 'Lumma — convite para a equipe da unidade de saúde';

/** The code a unit hands to its families: 8 letters and digits that are never mistaken for each other. */
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_LENGTH = 8;
export const normalizeInviteCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

export const ConsentInputSchema = z.object({
  babyId: z.uuid('Bebê não encontrado'),
  code: z
    .string()
    .transform(normalizeInviteCode)
    .pipe(z.string().length(INVITE_CODE_LENGTH, 'O código da unidade tem 8 letras e números')),
  textVersion: z.literal(CONSENT_TEXT_VERSION, 'O texto do consentimento mudou. Leia de novo antes de autorizar.'),
});

export const UnitContactInputSchema = z.object({
  note: text('Escreva uma nota curta sobre o contato', 500, 'Nota muito longa (até 500 caracteres)'),
});

export const UnitVaccineInputSchema = z.object({
  vaccineName: text('Escolha a vacina', 120, 'Nome da vacina muito longo'),
  doseNumber: z.number('Escolha a dose').int('Escolha a dose').min(1, 'Escolha a dose').max(20, 'Escolha a dose'),
  appliedOn: calendarDateSchema('Informe a data da aplicação'),
});

/** The late list's filters: a vaccine, an age band in months, a minimum of days late, a page. */
export const UnitListQuerySchema = z.object({
  list: z.enum(['atrasadas', 'a-vencer'], 'Lista inválida').default('atrasadas'),
  vaccine: z.string().trim().max(120, 'Nome da vacina muito longo').optional(),
  minMonths: z.coerce.number('Idade inválida').int('Idade inválida').min(0, 'Idade inválida').max(240).optional(),
  maxMonths: z.coerce.number('Idade inválida').int('Idade inválida').min(0, 'Idade inválida').max(240).optional(),
  minDaysLate: z.coerce
    .number('Dias de atraso inválidos')
    .int('Dias de atraso inválidos')
    .min(0, 'Dias de atraso inválidos')
    .max(10_000)
    .optional(),
  page: z.coerce.number('Página inválida').int('Página inválida').min(1, 'Página inválida').max(10_000).default(1),
  today: calendarDateSchema('Data inválida').optional(),
});
export type UnitListQuery = z.infer<typeof UnitListQuerySchema>;

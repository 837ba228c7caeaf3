import { z } from 'zod';
import type { CalendarDate } from '../age';
import { calendarDateSchema } from '../dates';
import { GESTATIONAL_DAYS, GESTATIONAL_WEEKS, MEASUREMENT_LIMITS } from '../growth/measurement-limits';

export const BLOOD_TYPES = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;
export type BloodType = (typeof BLOOD_TYPES)[number];

/** The form's options: "Não sei informar" first, stored as no value. */
export const BLOOD_TYPE_OPTIONS: { value: '' | BloodType; label: string }[] = [
  { value: '', label: 'Não sei informar' },
  ...BLOOD_TYPES.map((type) => ({ value: type, label: type })),
];

export const GENDERS = ['M', 'F'] as const;
export const genderLabel = (gender: string | null | undefined) => (gender === 'M' ? 'Masculino' : 'Feminino');

// The first weight and height become a growth measurement: the same limits.
export const WEIGHT_KG = { ...MEASUREMENT_LIMITS.weightKg, step: 0.01 } as const;
export const HEIGHT_CM = { ...MEASUREMENT_LIMITS.lengthCm, step: 0.1 } as const;
const WEEKS_MESSAGE = 'Informe a idade gestacional em semanas, de 22 a 44';
const DAYS_MESSAGE = 'Informe os dias da idade gestacional, de 0 a 6';
const DAYS_WITHOUT_WEEKS = 'Informe também as semanas da idade gestacional';

const REQUIRED = 'Nome e data de nascimento são obrigatórios';

/** Empty text from a form field means "not informed". */
const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

const optionalNumber = (range: { min: number; max: number }, message: string) =>
  z.preprocess((value) => {
    const v = emptyToNull(value);
    if (typeof v === 'string') return Number(v.replace(',', '.'));
    return v;
  }, z.number({ error: message }).min(range.min, message).max(range.max, message).nullable());

/**
 * The baby form and the create/update body. `today` is the last acceptable birth date: the
 * browser passes its local day; the server passes tomorrow in UTC so that no time zone is refused.
 */
export function babyInputSchema(today: CalendarDate) {
  return z
    .object({
      name: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(100, 'Nome muito longo'),
      birthDate: z
        .string({ error: REQUIRED })
        .min(1, REQUIRED)
        .pipe(calendarDateSchema('Data de nascimento inválida'))
        .refine((d) => d <= today, 'A data de nascimento não pode ser no futuro'),
      gender: z.preprocess(emptyToNull, z.enum(GENDERS, { error: 'Sexo inválido' }).nullable()),
      bloodType: z.preprocess(emptyToNull, z.enum(BLOOD_TYPES, { error: 'Tipo sanguíneo inválido' }).nullable()),
      weight: optionalNumber(WEIGHT_KG, 'Informe um peso entre 0,3 e 40 kg'),
      height: optionalNumber(HEIGHT_CM, 'Informe uma altura entre 30 e 130 cm'),
      gestationalWeeks: optionalNumber(GESTATIONAL_WEEKS, WEEKS_MESSAGE).refine(
        (weeks) => weeks === null || Number.isInteger(weeks),
        WEEKS_MESSAGE,
      ),
      /** The "+ 4" of "32 + 4"; left empty, 0, so that whole weeks stay as they were. */
      gestationalDays: optionalNumber(GESTATIONAL_DAYS, DAYS_MESSAGE)
        .refine((days) => days === null || Number.isInteger(days), DAYS_MESSAGE)
        .transform((days) => days ?? 0),
    })
    .refine((baby) => baby.gestationalDays === 0 || baby.gestationalWeeks !== null, {
      message: DAYS_WITHOUT_WEEKS,
      path: ['gestationalWeeks'],
    });
}

export type BabyInput = z.infer<ReturnType<typeof babyInputSchema>>;
export type BabyFormValues = z.input<ReturnType<typeof babyInputSchema>>;

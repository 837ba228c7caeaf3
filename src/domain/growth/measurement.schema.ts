import { z } from 'zod';
import type { CalendarDate } from '../age';
import { calendarDateSchema } from '../dates';
import { errorMessage } from '../errors';
import { LENGTH_POSITIONS, MEASUREMENT_LIMITS } from './measurement-limits';

export const AT_LEAST_ONE = 'Informe ao menos uma medida: peso, comprimento ou perímetro cefálico';
export const LIMIT_MESSAGES = {
  weightKg: 'Informe um peso entre 0,3 e 40 kg',
  lengthCm: 'Informe um comprimento ou altura entre 30 e 130 cm',
  headCm: 'Informe um perímetro cefálico entre 20 e 60 cm',
} as const;

/** A number typed in a pt-BR field ("3,45"), or nothing. */
const measure = (key: keyof typeof MEASUREMENT_LIMITS) =>
  z.preprocess((value) => {
    if (value === '' || value === undefined) return null;
    return typeof value === 'string' ? Number(value.replace(',', '.')) : value;
  }, z
    .number({ error: LIMIT_MESSAGES[key] })
    .min(MEASUREMENT_LIMITS[key].min, LIMIT_MESSAGES[key])
    .max(MEASUREMENT_LIMITS[key].max, LIMIT_MESSAGES[key])
    .nullable());

/**
 * "Adicionar medida" and its edit. `today` is the last acceptable day: the browser passes its
 * local day, the server tomorrow in UTC so that no time zone is refused. The day before birth is
 * the server's check, which knows the baby. `confirmed` sends a value the server asked to check.
 */
export function measurementInputSchema(today: CalendarDate) {
  return z
    .object({
      babyId: z.uuid(errorMessage('baby_not_found')).optional(),
      measuredOn: z
        .string({ error: 'Informe a data da medida' })
        .pipe(calendarDateSchema('Data inválida'))
        .refine((d) => d <= today, 'A data da medida não pode ser no futuro'),
      weightKg: measure('weightKg'),
      lengthCm: measure('lengthCm'),
      position: z.preprocess(
        (value) => (value === '' || value === undefined ? null : value),
        z.enum(LENGTH_POSITIONS, { error: 'Diga se foi medido deitado ou em pé' }).nullable(),
      ),
      headCm: measure('headCm'),
      confirmed: z.boolean().optional(),
    })
    .refine((m) => m.weightKg !== null || m.lengthCm !== null || m.headCm !== null, {
      message: AT_LEAST_ONE,
      path: ['weightKg'],
    });
}

export type MeasurementInput = z.infer<ReturnType<typeof measurementInputSchema>>;
export type MeasurementFormValues = z.input<ReturnType<typeof measurementInputSchema>>;

import { z } from 'zod';
import { babyIdSchema } from '../baby/baby-query.schema';
import { isSensibleDate, latestUserToday } from '../dates';
import { customVaccineSchema } from './vaccine-record.schema';

/** A dose she records, on a day that has come for someone somewhere. */
export const VaccineRecordBodySchema = customVaccineSchema('9999-12-31')
  .extend({ babyId: babyIdSchema })
  .superRefine((v, ctx) => {
    if (v.applicationDate > latestUserToday()) {
      ctx.addIssue({
        code: 'custom',
        path: ['applicationDate'],
        message: 'A data de aplicação não pode ser no futuro.',
      });
    }
  });

/** The card of the named baby (else the active one) on the mother's day: a real date, no later than anyone's today. */
export const VaccineCardQuerySchema = z.object({
  babyId: babyIdSchema.optional(),
  today: z
    .string()
    .refine((d) => isSensibleDate(d) && d <= latestUserToday(), 'Data de hoje inválida.')
    .optional(),
});

/** The card's first question: record every dose so far, some of them, or none. */
export const VaccineOnboardingSchema = z.object({
  babyId: babyIdSchema,
  choice: z.enum(['all', 'some', 'none'], { error: 'Escolha uma opção.' }),
  selected: z
    .array(z.object({ vaccineName: z.string().max(80), doseNumber: z.number().int().min(1).max(20) }))
    .max(100)
    .optional(),
});

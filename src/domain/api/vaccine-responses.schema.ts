import { z } from 'zod';
import { day, nullable } from './responses.schema';

/** A dose registered on the card. */
export const VaccineRecordResponse = z.object({
  id: z.uuid(),
  vaccineName: z.string(),
  doseNumber: z.number().int(),
  applicationDate: day,
  status: z.literal('aplicada'),
  notes: nullable(z.string()),
});

/** A row of the SUS calendar (or the card's own, as nirsevimabe's). */
export const CalendarDoseResponse = z.object({
  id: z.string(),
  vaccineName: z.string(),
  doseNumber: z.number().int(),
  doseLabel: z.string(),
  description: z.string(),
  ageDisplay: z.string(),
  recommendedAgeMonths: z.number(),
  /** Set on the yearly influenza row: given every season while the child is under this age. */
  repeatsYearlyUntilMonths: nullable(z.number()),
});

export const VaccineCardResponse = z.object({
  baby: nullable(
    z.object({
      id: z.uuid(),
      name: z.string(),
      birthDate: day,
      /** Whether the card's first questions ("quais já tomou?") were answered. */
      onboardingDone: z.boolean(),
      gestationalWeeks: nullable(z.number().int()),
      healthConditions: z.array(z.string()),
    }),
  ),
  /** The calendar version in force, with its source. */
  version: nullable(z.object({ id: z.string(), label: z.string(), validFrom: day, source: z.string() })),
  calendar: z.array(CalendarDoseResponse),
  /** Newest first. */
  records: z.array(VaccineRecordResponse),
  /** This season's influenza dose; null without a yearly row in the calendar or without a baby. */
  seasonDose: nullable(
    z.object({
      doseId: z.string(),
      season: z.object({ year: z.number().int(), label: z.string(), startsOn: day, endsBefore: day }),
      status: z.enum(['due', 'applied', 'first-season', 'waiting', 'over']),
      due: z.boolean(),
      record: nullable(VaccineRecordResponse),
      earlier: z.array(VaccineRecordResponse),
      nextDoseNumber: z.number().int(),
    }),
  ),
  /** What the card says about RSV (VSR) for this baby today. */
  rsv: nullable(
    z.object({
      preterm: nullable(
        z.object({
          dose: CalendarDoseResponse,
          where: z.string(),
          ageLimit: z.string(),
          advice: z.string(),
          underAgeLimit: z.boolean(),
        }),
      ),
      crie: nullable(z.object({ conditions: z.array(z.string()), inSeason: z.boolean(), text: z.string() })),
      maternal: nullable(z.string()),
    }),
  ),
});

export const OneVaccineRecordResponse = z.object({ record: VaccineRecordResponse });

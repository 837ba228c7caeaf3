import { z } from 'zod';
import { BabyHeader, CareTimerResponse, eventDetailFields, instant, nullable } from './responses.schema';

/** The answer when the family has no baby yet (or none is active): the rest is left out. */
const NoBaby = z.object({ baby: z.null() });

export const SummaryDayResponse = z.object({
  /** Her local day, YYYY-MM-DD. */
  day: z.iso.date(),
  feedings: z.number().int(),
  bottleMl: z.number(),
  breastSeconds: z.number(),
  sleepSeconds: z.number(),
  diapers: z.number().int(),
  wet: z.number().int(),
  dirty: z.number().int(),
  medicines: z.number().int(),
  medicineNames: z.array(z.string()),
});

/** "Resumo": each of the last 7 or 30 local days, and the averages per day. */
export const AgendaSummaryResponse = z.union([
  NoBaby,
  z.object({
    baby: BabyHeader,
    days: z.array(SummaryDayResponse),
    averages: z.object({
      feedings: z.number(),
      sleepSeconds: z.number(),
      diapers: z.number(),
      wet: z.number(),
      dirty: z.number(),
      medicines: z.number(),
    }),
  }),
]);

/** The latest event of one kind, with its details. */
const LastEventResponse = nullable(
  z.object({
    id: z.uuid(),
    occurredAt: instant,
    endedAt: nullable(instant),
    ...eventDetailFields,
  }),
);

/** The dashboard at a glance: running timers, the last of each kind, the range's counts, the next appointment. */
export const AgendaGlanceResponse = z.union([
  NoBaby,
  z.object({
    baby: BabyHeader,
    timers: z.array(CareTimerResponse),
    lastFeeding: LastEventResponse,
    lastDiaper: LastEventResponse,
    lastSleep: LastEventResponse,
    lastMedicine: LastEventResponse,
    today: z.object({
      mamada: z.number().int(),
      fralda: z.number().int(),
      xixi: z.number().int(),
      coco: z.number().int(),
      remedio: z.number().int(),
      sleepSeconds: z.number().int(),
    }),
    /** An appointment in the next days, if any. */
    nextConsultation: nullable(z.object({ id: z.uuid(), title: z.string(), startsAt: instant })),
  }),
]);

import { z } from 'zod';
import { BREAST_SIDES, TIMER_KINDS } from '../agenda/care-timer';
import { DIAPER_IDS, FEEDING_IDS, MILK_IDS } from '../agenda/event-details';
import { BABY_ROLES } from '../family/baby-role';

/**
 * What the public API's routes answer, for the OpenAPI document (src/server/http/openapi.ts); the
 * integration tests check real answers against the document, so these cannot drift from them.
 */

export const instant = z.iso.datetime();
export const day = z.iso.date();
export const nullable = <T extends z.ZodType>(schema: T) => schema.nullable();

/** The baby an answer is about, as the agenda's header shows her. */
export const BabyHeader = z.object({ id: z.uuid(), name: z.string(), role: z.enum(BABY_ROLES) });

export const BabyResponse = z.object({
  id: z.uuid(),
  name: z.string(),
  birthDate: day,
  gender: nullable(z.string()),
  bloodType: nullable(z.string()),
  weight: nullable(z.number()),
  height: nullable(z.number()),
  gestationalWeeks: nullable(z.number().int()),
  /** The days beyond the whole weeks (32 + 4 is 32 weeks and 4 days); 0 when unknown. */
  gestationalDays: z.number().int(),
  photoUrl: nullable(z.string()),
  allergies: z.array(z.string()),
  healthConditions: z.array(z.string()),
  role: z.enum(BABY_ROLES),
});

export const BabyListResponse = z.object({ babies: z.array(BabyResponse) });
export const OneBabyResponse = z.object({ baby: BabyResponse });

/** A care event's details, as every answer that carries an event gives them. */
export const eventDetailFields = {
  feeding: nullable(z.enum(FEEDING_IDS)),
  leftSeconds: nullable(z.number().int()),
  rightSeconds: nullable(z.number().int()),
  bottleMl: nullable(z.number().int()),
  milk: nullable(z.enum(MILK_IDS)),
  diaper: nullable(z.enum(DIAPER_IDS)),
  medicine: nullable(z.string()),
  dose: nullable(z.string()),
};

export const AgendaEventResponse = z.object({
  id: z.uuid(),
  babyId: z.uuid(),
  type: z.enum(['mamada', 'sono', 'fralda', 'remedio', 'outro']),
  title: nullable(z.string()),
  notes: nullable(z.string()),
  occurredAt: instant,
  completed: z.boolean(),
  endedAt: nullable(instant),
  ...eventDetailFields,
  /** The first name of another member of the family who logged it; null for the caller's own. */
  writtenBy: nullable(z.string()),
  /** The name of the personal access token it was logged with, if any ("via Atalho"). */
  via: nullable(z.string()),
  /** Written by "Importar de outro app" (the day's list says "importado"). */
  imported: z.boolean().optional(),
  mine: z.boolean(),
  /** Raised by every change; send it back as `If-Match` to edit or delete only what you saw. */
  version: z.number().int(),
});

export const DaySummaryResponse = z.object({
  mamada: z.number().int(),
  fralda: z.number().int(),
  sono: z.number().int(),
  remedio: z.number().int(),
});

export const AgendaDayResponse = z.object({
  baby: nullable(BabyHeader),
  events: z.array(AgendaEventResponse),
  summary: DaySummaryResponse,
});

export const OneEventResponse = z.object({ event: AgendaEventResponse });

export const CareTimerResponse = z.object({
  id: z.uuid(),
  babyId: z.uuid(),
  kind: z.enum(TIMER_KINDS),
  startedAt: instant,
  side: nullable(z.enum(BREAST_SIDES)),
  sideSince: nullable(instant),
  leftSeconds: z.number().int(),
  rightSeconds: z.number().int(),
});

export const OneTimerResponse = z.object({ timer: CareTimerResponse });

export const OkResponse = z.object({ ok: z.literal(true) });

/** The body of every refusal: `code` is stable (the catalogue's), `message` is for people. */
export const ErrorResponse = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
  /** With 409 `event_changed`: the event as it is now, to compare with the version you sent in `If-Match`. */
  current: AgendaEventResponse.optional(),
});

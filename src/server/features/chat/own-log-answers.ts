import { and, desc, eq, inArray } from 'drizzle-orm';
import { ageInMonths } from '../../../domain/age';
import { namedBaby, type OwnLogIntent, ownLogIntent } from '../../../domain/chat/own-log-intent';
import {
  diaperCountAnswer,
  diaperLastAnswer,
  feedingCountAnswer,
  feedingDurationAnswer,
  feedingLastAnswer,
  feedingSideAnswer,
  growthAnswer,
  type LogClock,
  medicineLastAnswer,
  napNextAnswer,
  sleepTotalAnswer,
  vaccineNextAnswer,
} from '../../../domain/chat/own-log-words';
import { DEFAULT_TIME_ZONE } from '../../../domain/reminders/reminder-settings.schema';
import { addDays, instantAt, wallClockOf } from '../../../domain/reminders/zoned-time';
import { nextDoses, pendingDoses } from '../../../domain/vaccines/vaccine-card';
import type { Db } from '../../db/client';
import { appointments } from '../../db/schema';
import { getAgendaDay } from '../agenda/agenda.service';
import { getAgendaGlance } from '../agenda/glance.service';
import { getSleepForecast } from '../agenda/sleep.service';
import { type Baby, babiesVisibleTo, getActiveBaby } from '../babies/babies.service';
import { findProfile } from '../profile/profile.service';
import { getVaccineCard } from '../vaccines/vaccines.service';
import { latestGrowthSummary } from './lu-growth-facts';

type Day = { start: Date; end: Date };

/** The newest feeding on a breast, or diaper of some kinds: one scan of the (baby, date) index from its end. */
async function newest(db: Db, babyId: string, filter: ReturnType<typeof and>) {
  const [row] = await db
    .select({
      occurredAt: appointments.appointmentDate,
      feeding: appointments.feeding,
      leftSeconds: appointments.leftSeconds,
      rightSeconds: appointments.rightSeconds,
      diaper: appointments.diaper,
    })
    .from(appointments)
    .where(and(eq(appointments.babyId, babyId), filter))
    .orderBy(desc(appointments.appointmentDate))
    .limit(1);
  return row ? { ...row, occurredAt: row.occurredAt.toISOString() } : null;
}

const DIAPERS_OF = { xixi: ['xixi', 'xixi_e_coco'], coco: ['coco', 'xixi_e_coco'] } as const;

async function answer(
  db: Db,
  userId: string,
  intent: OwnLogIntent,
  baby: Baby,
  clock: LogClock,
  days: Record<'today' | 'yesterday', Day>,
) {
  const { name } = baby;
  const babyId = baby.id;
  const glance = async () => getAgendaGlance(db, userId, { ...days.today, babyId });
  const dayEvents = async (day: 'today' | 'yesterday', type: string) =>
    (await getAgendaDay(db, userId, { ...days[day], babyId })).events.filter((e) => e.type === type);
  switch (intent.kind) {
    case 'feeding_count':
      return feedingCountAnswer(name, intent.day, await dayEvents(intent.day, 'mamada'), clock.timeZone);
    case 'feeding_last': {
      const g = await glance();
      return feedingLastAnswer(name, g.lastFeeding ?? null, clock);
    }
    case 'feeding_duration': {
      const g = await glance();
      return feedingDurationAnswer(name, g.lastFeeding ?? null, clock);
    }
    case 'feeding_side': {
      const [g, breast] = await Promise.all([
        glance(),
        newest(
          db,
          babyId,
          and(eq(appointments.type, 'mamada'), inArray(appointments.feeding, ['peito_esquerdo', 'peito_direito'])),
        ),
      ]);
      return feedingSideAnswer(name, g.lastFeeding ?? null, breast, clock);
    }
    case 'diaper_count':
      return diaperCountAnswer(name, intent.day, intent.diaper, await dayEvents(intent.day, 'fralda'), clock.timeZone);
    case 'diaper_last': {
      if (intent.diaper === 'any') {
        const g = await glance();
        return diaperLastAnswer(name, 'any', g.lastDiaper ?? null, clock);
      }
      const kinds = [...DIAPERS_OF[intent.diaper]];
      const last = await newest(db, babyId, and(eq(appointments.type, 'fralda'), inArray(appointments.diaper, kinds)));
      return diaperLastAnswer(name, intent.diaper, last, clock);
    }
    case 'sleep_total': {
      const [g, sleeps] = await Promise.all([
        getAgendaGlance(db, userId, { ...days[intent.day], babyId }),
        dayEvents(intent.day, 'sono'),
      ]);
      return sleepTotalAnswer(name, intent.day, g.today?.sleepSeconds ?? 0, sleeps.length);
    }
    case 'nap_next': {
      const sleep = await getSleepForecast(db, userId, { timeZone: clock.timeZone, babyId, now: clock.now });
      if (!sleep.forecast) return null;
      return napNextAnswer(baby, sleep.forecast, sleep.corrected ?? false, clock);
    }
    case 'vaccine_next': {
      const card = await getVaccineCard(db, userId, babyId, clock.today);
      const records = card.records;
      return vaccineNextAnswer(
        name,
        pendingDoses(card.doses, records, baby.birthDate, clock.today),
        nextDoses(card.doses, records, baby.birthDate, ageInMonths(baby.birthDate, clock.today)),
      );
    }
    case 'growth':
      return growthAnswer(name, await latestGrowthSummary(db, baby));
    case 'medicine_last': {
      const g = await glance();
      return medicineLastAnswer(name, g.lastMedicine ?? null, g.today?.remedio ?? 0, clock);
    }
  }
}

/**
 * Lu's answer from the family's own records when the question asks for them ("quantas mamadas
 * hoje?", "qual peito foi o último?"), else null and the question goes to the care answer. The
 * baby is the one she names, else her active baby; "hoje" is `day`, her day as her phone sent it,
 * and the clock is her profile's time zone. Each answer reads one or two indexed queries.
 */
export async function ownLogAnswer(
  db: Db,
  userId: string,
  input: { question: string; day: Day; now: Date },
): Promise<string | null> {
  // Most messages ask about care: those read no record at all.
  if (!ownLogIntent(input.question, 'any')) return null;
  const babies = await babiesVisibleTo(db, userId);
  if (babies.length === 0) return null;
  const intent = ownLogIntent(
    input.question,
    babies.map((b) => b.name),
  );
  if (!intent) return null;
  const named = namedBaby(
    input.question,
    babies.map((b) => b.name),
  );
  const [baby, profile] = await Promise.all([
    named === null ? getActiveBaby(db, userId) : babies[named]!,
    findProfile(db, userId),
  ]);
  if (!baby) return null;
  const timeZone = profile?.timeZone ?? DEFAULT_TIME_ZONE;
  const today = wallClockOf(input.now, timeZone).day;
  const yesterday = addDays(today, -1);
  const days = {
    today: input.day,
    yesterday: { start: instantAt(yesterday, 0, timeZone), end: new Date(input.day.start.getTime() - 1) },
  };
  return answer(db, userId, intent, baby, { now: input.now, timeZone, today, yesterday }, days);
}

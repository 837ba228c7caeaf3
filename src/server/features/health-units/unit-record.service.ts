import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { ageText, type CalendarDate, toCalendarDate } from '../../../domain/age';
import {
  doseState,
  UNIT_REMINDER_EVERY_DAYS,
  UNIT_REMINDER_PUSH_TEXT,
  type UnitAccessAction,
} from '../../../domain/health-units/health-unit';
import { addMonths, pendingDoses } from '../../../domain/vaccines/vaccine-card';
import type { Db, Tx } from '../../db/client';
import {
  babies,
  healthUnitAccessLog,
  healthUnitActions,
  healthUnitConsents,
  profiles,
  reminders,
} from '../../db/schema';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/request-values';
import type { SessionUser } from '../../http/types';
import { currentCalendar, listVaccineRecords } from '../vaccines/vaccines.service';
import { correctedAgeOf } from './unit-list.service';
import type { StaffUnit } from './unit-staff.service';

/** A baby of this unit with consent in force, and who gave it; anything else is the same 404. */
async function consentedBaby(db: Db | Tx, unitId: string, babyId: string) {
  if (!isUuid(babyId)) throw new AppError('unit_baby_not_found');
  const [found] = await db
    .select({
      id: babies.id,
      name: babies.name,
      birthDate: babies.birthDate,
      gestationalWeeks: babies.gestationalWeeks,
      gestationalDays: babies.gestationalDays,
      givenBy: healthUnitConsents.givenBy,
      givenAt: healthUnitConsents.givenAt,
    })
    .from(healthUnitConsents)
    .innerJoin(babies, eq(babies.id, healthUnitConsents.babyId))
    .where(
      and(
        eq(healthUnitConsents.unitId, unitId),
        eq(healthUnitConsents.babyId, babyId),
        isNull(healthUnitConsents.revokedAt),
      ),
    );
  if (!found) throw new AppError('unit_baby_not_found');
  return found;
}

/** One line of the access log; there is no route that edits or deletes one. */
export async function logAccess(
  db: Pick<Db, 'insert'> | Tx,
  unit: StaffUnit,
  staff: SessionUser,
  babyId: string,
  action: UnitAccessAction,
) {
  await db
    .insert(healthUnitAccessLog)
    .values({ unitId: unit.id, staffUserId: staff.id, staffName: staff.name, babyId, action });
}

/**
 * The baby's record as the unit sees it (what the consent text lists, nothing else): name, birth
 * date, age and corrected age, the vaccine card with what is pending, the mother's name and phone,
 * and what the unit did. Opening it is logged for the mother.
 */
export async function unitBabyRecord(
  db: Db,
  unit: StaffUnit,
  staff: SessionUser,
  babyId: string,
  today: CalendarDate = toCalendarDate(new Date()),
) {
  const baby = await consentedBaby(db, unit.id, babyId);
  const [records, calendar, mother, actions] = await Promise.all([
    listVaccineRecords(db, baby.id),
    currentCalendar(db),
    baby.givenBy
      ? db
          .select({ name: profiles.fullName, phone: profiles.phone })
          .from(profiles)
          .where(eq(profiles.id, baby.givenBy))
          .then((rows) => rows[0] ?? null)
      : null,
    db
      .select({
        id: healthUnitActions.id,
        kind: healthUnitActions.kind,
        note: healthUnitActions.note,
        vaccineName: healthUnitActions.vaccineName,
        doseNumber: healthUnitActions.doseNumber,
        appliedOn: healthUnitActions.appliedOn,
        at: healthUnitActions.createdAt,
      })
      .from(healthUnitActions)
      .where(and(eq(healthUnitActions.babyId, baby.id), eq(healthUnitActions.unitId, unit.id)))
      .orderBy(desc(healthUnitActions.createdAt))
      .limit(50),
  ]);
  await logAccess(db, unit, staff, baby.id, 'record');
  const unitApplied = actions.filter((a) => a.kind === 'vaccine_applied');
  const pending = pendingDoses(calendar.doses, records, baby.birthDate, today).filter(
    (dose) =>
      dose.repeatsYearlyUntilMonths === null &&
      !unitApplied.some(
        (a) =>
          a.vaccineName?.trim().toLocaleLowerCase('pt-BR') === dose.vaccineName.trim().toLocaleLowerCase('pt-BR') &&
          a.doseNumber === dose.doseNumber,
      ),
  );
  return {
    baby: {
      id: baby.id,
      name: baby.name,
      birthDate: baby.birthDate,
      age: ageText(baby.birthDate, today),
      correctedAge: correctedAgeOf(
        {
          birth_date: baby.birthDate,
          gestational_weeks: baby.gestationalWeeks,
          gestational_days: baby.gestationalDays,
        },
        today,
      ),
    },
    mother,
    records: records.map((r) => ({
      vaccineName: r.vaccineName,
      doseNumber: r.doseNumber,
      applicationDate: r.applicationDate,
    })),
    pending: pending.map((d) => {
      const dueOn = addMonths(baby.birthDate, d.recommendedAgeMonths);
      return {
        vaccineName: d.vaccineName,
        doseNumber: d.doseNumber,
        doseLabel: d.doseLabel,
        dueOn,
        state: doseState(dueOn, today, records.length + unitApplied.length > 0),
      };
    }),
    actions,
  };
}

const pendingText = (doses: { vaccineName: string; doseLabel: string }[]) =>
  doses.length === 0 ? '' : ` Doses em aberto: ${doses.map((d) => `${d.vaccineName} (${d.doseLabel})`).join(', ')}.`;

/**
 * "Enviar lembrete": an in-app notification (and push) to whoever gave the consent, with the
 * unit's name, address and hours; the lock screen reads only `UNIT_REMINDER_PUSH_TEXT`. One per
 * baby every `UNIT_REMINDER_EVERY_DAYS` days, whoever of the staff sends it.
 */
export async function sendUnitReminder(db: Db, unit: StaffUnit, staff: SessionUser, babyId: string, now: Date) {
  const baby = await consentedBaby(db, unit.id, babyId);
  if (!baby.givenBy) throw new AppError('unit_baby_not_found');
  const today = toCalendarDate(now);
  const [records, calendar] = await Promise.all([listVaccineRecords(db, baby.id), currentCalendar(db)]);
  const pending = pendingDoses(calendar.doses, records, baby.birthDate, today).filter(
    (d) => d.repeatsYearlyUntilMonths === null,
  );
  const since = new Date(now.getTime() - UNIT_REMINDER_EVERY_DAYS * 86_400_000);
  await db.transaction(async (tx) => {
    // One sender at a time per baby, so two staff pressing at once send one reminder.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`unit-reminder:${baby.id}`}))`);
    const [recent] = await tx
      .select({ id: healthUnitActions.id })
      .from(healthUnitActions)
      .where(
        and(
          eq(healthUnitActions.babyId, baby.id),
          eq(healthUnitActions.kind, 'reminder'),
          gt(healthUnitActions.createdAt, since),
        ),
      )
      .limit(1);
    if (recent) throw new AppError('unit_reminder_too_soon');
    const [action] = await tx
      .insert(healthUnitActions)
      .values({ unitId: unit.id, babyId: baby.id, staffUserId: staff.id, kind: 'reminder', createdAt: now })
      .returning({ id: healthUnitActions.id });
    await tx.insert(reminders).values({
      userId: baby.givenBy!,
      babyId: baby.id,
      kind: 'unit',
      subject: unit.id,
      occurrence: action!.id,
      dueAt: now,
      expiresAt: new Date(now.getTime() + 2 * 86_400_000),
      title: UNIT_REMINDER_PUSH_TEXT,
      body: `${unit.name} lembra que ${baby.name} tem vacinas para colocar em dia.${pendingText(pending)} Endereço: ${unit.address}. Horário: ${unit.openingHours}. Leve a caderneta.`,
      url: '/perfil/unidade-de-saude',
    });
    await logAccess(tx, unit, staff, baby.id, 'reminder');
  });
}

/** "Contato feito", with a short note. */
export async function recordContact(db: Db, unit: StaffUnit, staff: SessionUser, babyId: string, note: string) {
  const baby = await consentedBaby(db, unit.id, babyId);
  await db.transaction(async (tx) => {
    await tx
      .insert(healthUnitActions)
      .values({ unitId: unit.id, babyId: baby.id, staffUserId: staff.id, kind: 'contact', note });
    await logAccess(tx, unit, staff, baby.id, 'contact');
  });
}

/**
 * "Vacina aplicada na unidade": kept as the unit's record, shown to the mother as "registrada pela
 * unidade" until she confirms it on her card; the unit's list counts it as given from now on.
 */
export async function recordUnitVaccine(
  db: Db,
  unit: StaffUnit,
  staff: SessionUser,
  babyId: string,
  input: { vaccineName: string; doseNumber: number; appliedOn: string },
  today: CalendarDate = toCalendarDate(new Date()),
) {
  const baby = await consentedBaby(db, unit.id, babyId);
  if (input.appliedOn < baby.birthDate) throw new AppError('unit_vaccine_before_birth');
  if (input.appliedOn > today) throw new AppError('unit_vaccine_future');
  await db.transaction(async (tx) => {
    await tx.insert(healthUnitActions).values({
      unitId: unit.id,
      babyId: baby.id,
      staffUserId: staff.id,
      kind: 'vaccine_applied',
      vaccineName: input.vaccineName,
      doseNumber: input.doseNumber,
      appliedOn: input.appliedOn,
    });
    await logAccess(tx, unit, staff, baby.id, 'vaccine');
  });
}

import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  CONSENT_NEVER_SEES,
  CONSENT_SEES,
  CONSENT_TEXT,
  CONSENT_TEXT_VERSION,
  UNIT_ACCESS_LABELS,
} from '../../../domain/health-units/health-unit';
import type { Db } from '../../db/client';
import {
  babies,
  babyMembers,
  healthUnitAccessLog,
  healthUnitActions,
  healthUnitConsents,
  healthUnits,
} from '../../db/schema';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/request-values';
import { findBabyToManage } from '../babies/babies.service';

const ACCESS_PAGE = 100;

const unitColumns = {
  id: healthUnits.id,
  name: healthUnits.name,
  municipality: healthUnits.municipality,
  address: healthUnits.address,
  openingHours: healthUnits.openingHours,
};

/** The consent text she reads, with its version: what she sends back names it. */
export const consentText = () =>
  ({
    version: CONSENT_TEXT_VERSION,
    sees: CONSENT_SEES,
    neverSees: CONSENT_NEVER_SEES,
    text: CONSENT_TEXT,
  }) as const;

/** An open unit by the code it handed out; a closed one or a wrong code is the same 404. */
export async function unitByCode(db: Db, code: string) {
  const [unit] = await db
    .select(unitColumns)
    .from(healthUnits)
    .where(and(eq(healthUnits.inviteCode, code), isNull(healthUnits.closedAt)));
  if (!unit) throw new AppError('unit_code_not_found');
  return { unit, consent: consentText() };
}

/**
 * "Minha unidade de saúde": each baby of her families with its unit in force (if any), the unit's
 * vaccines waiting for her to confirm, and the last accesses of the unit's staff.
 */
export async function myUnits(db: Db, userId: string) {
  const linked = await db
    .select({
      babyId: babies.id,
      babyName: babies.name,
      role: babyMembers.role,
      consentId: healthUnitConsents.id,
      textVersion: healthUnitConsents.textVersion,
      givenAt: healthUnitConsents.givenAt,
      unit: unitColumns,
    })
    .from(babyMembers)
    .innerJoin(babies, eq(babies.id, babyMembers.babyId))
    .leftJoin(healthUnitConsents, and(eq(healthUnitConsents.babyId, babies.id), isNull(healthUnitConsents.revokedAt)))
    .leftJoin(healthUnits, eq(healthUnits.id, healthUnitConsents.unitId))
    .where(eq(babyMembers.userId, userId))
    .orderBy(babies.birthDate, babies.id);
  const babyIds = linked.map((row) => row.babyId);
  const [accesses, unitVaccines] =
    babyIds.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select({
              babyId: healthUnitAccessLog.babyId,
              unitName: healthUnits.name,
              staffName: healthUnitAccessLog.staffName,
              action: healthUnitAccessLog.action,
              at: healthUnitAccessLog.at,
            })
            .from(healthUnitAccessLog)
            .innerJoin(healthUnits, eq(healthUnits.id, healthUnitAccessLog.unitId))
            .where(inArray(healthUnitAccessLog.babyId, babyIds))
            .orderBy(desc(healthUnitAccessLog.at), desc(healthUnitAccessLog.id))
            .limit(ACCESS_PAGE),
          db
            .select({
              id: healthUnitActions.id,
              babyId: healthUnitActions.babyId,
              unitName: healthUnits.name,
              vaccineName: healthUnitActions.vaccineName,
              doseNumber: healthUnitActions.doseNumber,
              appliedOn: healthUnitActions.appliedOn,
              onCard: sql<boolean>`exists (select 1 from vaccines v where v.baby_id = ${healthUnitActions.babyId}
                and lower(trim(v.vaccine_name)) = lower(trim(${healthUnitActions.vaccineName}))
                and v.dose_number = ${healthUnitActions.doseNumber})`,
            })
            .from(healthUnitActions)
            .innerJoin(healthUnits, eq(healthUnits.id, healthUnitActions.unitId))
            .where(and(inArray(healthUnitActions.babyId, babyIds), eq(healthUnitActions.kind, 'vaccine_applied')))
            .orderBy(desc(healthUnitActions.createdAt))
            .limit(ACCESS_PAGE),
        ]);
  return {
    consent: consentText(),
    babies: linked.map((row) => ({
      id: row.babyId,
      name: row.babyName,
      canManage: row.role === 'responsavel',
      link: row.consentId
        ? { consentId: row.consentId, textVersion: row.textVersion!, givenAt: row.givenAt!, unit: row.unit! }
        : null,
      unitVaccines: unitVaccines.filter((v) => v.babyId === row.babyId),
    })),
    accesses: accesses.map((a) => ({ ...a, label: UNIT_ACCESS_LABELS[a.action] })),
  };
}

/** Links a baby she is Responsável of to the unit of this code, with the text version she read. */
export async function giveConsent(
  db: Db,
  userId: string,
  input: { babyId: string; code: string; textVersion: string },
) {
  const baby = await findBabyToManage(db, userId, input.babyId);
  const { unit } = await unitByCode(db, input.code);
  const [consent] = await db
    .insert(healthUnitConsents)
    .values({ babyId: baby.id, unitId: unit.id, textVersion: input.textVersion, givenBy: userId })
    .onConflictDoNothing()
    .returning({ id: healthUnitConsents.id, givenAt: healthUnitConsents.givenAt });
  if (!consent) throw new AppError('consent_exists');
  return { consent: { ...consent, textVersion: input.textVersion }, unit };
}

/** Revokes at once: the unit's next request for the baby is a 404. Any Responsável of the baby may. */
export async function revokeConsent(db: Db, userId: string, consentId: string) {
  if (!isUuid(consentId)) throw new AppError('consent_not_found');
  const [consent] = await db
    .select({ id: healthUnitConsents.id, babyId: healthUnitConsents.babyId })
    .from(healthUnitConsents)
    .where(and(eq(healthUnitConsents.id, consentId), isNull(healthUnitConsents.revokedAt)));
  if (!consent) throw new AppError('consent_not_found');
  try {
    await findBabyToManage(db, userId, consent.babyId);
  } catch (error) {
    if (error instanceof AppError && error.key === 'baby_not_found') throw new AppError('consent_not_found');
    throw error;
  }
  await db
    .update(healthUnitConsents)
    .set({ revokedAt: new Date(), revokedBy: userId })
    .where(and(eq(healthUnitConsents.id, consent.id), isNull(healthUnitConsents.revokedAt)));
}

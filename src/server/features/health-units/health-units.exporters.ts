import { eq, getTableColumns, inArray, or } from 'drizzle-orm';
import { healthUnitAccessLog, healthUnitActions, healthUnitConsents, healthUnitMembers } from '../../db/schema';
import type { DataExporter } from '../account/account.service';
import { babiesVisibleTo } from '../babies/babies.service';

/**
 * Her part of the health units: the consents of the babies she sees (or gave), every access of a
 * unit's staff to them, what the units did for them, and her own staff memberships. The access
 * log is small (a unit's reads of one family), so it comes whole.
 */
export const healthUnitsExporter: DataExporter = {
  name: 'healthUnits',
  async collect(db, userId) {
    const babyIds = (await babiesVisibleTo(db, userId)).map((baby) => baby.id);
    const [consents, accesses, actions, memberships] = await Promise.all([
      db
        .select(getTableColumns(healthUnitConsents))
        .from(healthUnitConsents)
        .where(or(inArray(healthUnitConsents.babyId, babyIds), eq(healthUnitConsents.givenBy, userId)))
        .orderBy(healthUnitConsents.givenAt, healthUnitConsents.id),
      db
        .select(getTableColumns(healthUnitAccessLog))
        .from(healthUnitAccessLog)
        .where(inArray(healthUnitAccessLog.babyId, babyIds))
        .orderBy(healthUnitAccessLog.at, healthUnitAccessLog.id),
      db
        .select(getTableColumns(healthUnitActions))
        .from(healthUnitActions)
        .where(inArray(healthUnitActions.babyId, babyIds))
        .orderBy(healthUnitActions.createdAt, healthUnitActions.id),
      db
        .select(getTableColumns(healthUnitMembers))
        .from(healthUnitMembers)
        .where(eq(healthUnitMembers.userId, userId))
        .orderBy(healthUnitMembers.createdAt),
    ]);
    return { consents, accesses, actions, memberships };
  },
};

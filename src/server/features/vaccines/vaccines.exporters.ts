import { and, eq, getTableColumns, inArray, or } from 'drizzle-orm';
import { vaccines } from '../../db/schema';
import { type DataExporter, pagedRows } from '../account/account.service';
import { babiesVisibleTo } from '../babies/babies.service';

/** The records of the babies she sees, and the ones she registered for a baby she no longer sees. */
export const vaccinesExporter: DataExporter = {
  name: 'vaccines',
  async collect(db, userId) {
    const babyIds = (await babiesVisibleTo(db, userId)).map((baby) => baby.id);
    return pagedRows([vaccines.applicationDate, vaccines.id], ({ after, key, orderBy, limit }) =>
      db
        .select({ row: getTableColumns(vaccines), key })
        .from(vaccines)
        .where(and(or(inArray(vaccines.babyId, babyIds), eq(vaccines.recordedBy, userId)), after))
        .orderBy(...orderBy)
        .limit(limit),
    );
  },
};

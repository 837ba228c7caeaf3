import { asc, eq, inArray, or } from 'drizzle-orm';
import { vaccines } from '../../db/schema';
import type { DataExporter } from '../account/account.service';
import { babiesVisibleTo } from '../babies/babies.service';

/** The records of the babies she sees, and the ones she registered for a baby she no longer sees. */
export const vaccinesExporter: DataExporter = {
  name: 'vaccines',
  async collect(db, userId) {
    const babyIds = (await babiesVisibleTo(db, userId)).map((baby) => baby.id);
    return db
      .select()
      .from(vaccines)
      .where(or(inArray(vaccines.babyId, babyIds), eq(vaccines.recordedBy, userId)))
      .orderBy(asc(vaccines.applicationDate));
  },
};

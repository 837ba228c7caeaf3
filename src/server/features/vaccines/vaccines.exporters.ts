import { asc, eq, inArray } from 'drizzle-orm';
import { babies, vaccines } from '../../db/schema';
import type { DataExporter } from '../account/data-export';

export const vaccinesExporter: DataExporter = {
  name: 'vaccines',
  collect: (db, userId) =>
    db
      .select()
      .from(vaccines)
      .where(inArray(vaccines.babyId, db.select({ id: babies.id }).from(babies).where(eq(babies.userId, userId))))
      .orderBy(asc(vaccines.applicationDate)),
};

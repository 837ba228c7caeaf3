import { asc, inArray } from 'drizzle-orm';
import { vaccines } from '../../db/schema';
import type { DataExporter } from '../account/account.service';
import { babiesVisibleTo } from '../babies/babies.service';

export const vaccinesExporter: DataExporter = {
  name: 'vaccines',
  async collect(db, userId) {
    const babyIds = (await babiesVisibleTo(db, userId)).map((baby) => baby.id);
    return db.select().from(vaccines).where(inArray(vaccines.babyId, babyIds)).orderBy(asc(vaccines.applicationDate));
  },
};

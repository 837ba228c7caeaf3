import { asc, eq } from 'drizzle-orm';
import { milestoneMarks } from '../../db/schema';
import type { DataExporter } from '../account/account.service';

/** The milestones she marked. */
export const developmentExporter: DataExporter = {
  name: 'milestoneMarks',
  collect: (db, userId) =>
    db.select().from(milestoneMarks).where(eq(milestoneMarks.recordedBy, userId)).orderBy(asc(milestoneMarks.markedOn)),
};

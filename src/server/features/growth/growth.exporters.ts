import { asc, eq } from 'drizzle-orm';
import { growthMeasurements } from '../../db/schema';
import type { DataExporter } from '../account/account.service';

/** The measurements she wrote, like the agenda events she logged. */
export const growthExporter: DataExporter = {
  name: 'growthMeasurements',
  collect: (db, userId) =>
    db
      .select()
      .from(growthMeasurements)
      .where(eq(growthMeasurements.recordedBy, userId))
      .orderBy(asc(growthMeasurements.measuredOn)),
};

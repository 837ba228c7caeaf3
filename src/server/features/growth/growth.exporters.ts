import { and, eq, getTableColumns } from 'drizzle-orm';
import { growthMeasurements } from '../../db/schema';
import { type DataExporter, pagedRows } from '../account/account.service';

/** The measurements she wrote, like the agenda events she logged. */
export const growthExporter: DataExporter = {
  name: 'growthMeasurements',
  collect: async (db, userId) =>
    pagedRows([growthMeasurements.measuredOn, growthMeasurements.id], ({ after, key, orderBy, limit }) =>
      db
        .select({ row: getTableColumns(growthMeasurements), key })
        .from(growthMeasurements)
        .where(and(eq(growthMeasurements.recordedBy, userId), after))
        .orderBy(...orderBy)
        .limit(limit),
    ),
};

import { and, eq, getTableColumns } from 'drizzle-orm';
import { appointments } from '../../db/schema';
import { type DataExporter, pagedRows } from '../account/account.service';

/** The events she logged, oldest first: two years of a busy log are tens of thousands. */
export const agendaExporter: DataExporter = {
  name: 'agendaEvents',
  collect: async (db, userId) =>
    pagedRows([appointments.appointmentDate, appointments.id], ({ after, key, orderBy, limit }) =>
      db
        .select({ row: getTableColumns(appointments), key })
        .from(appointments)
        .where(and(eq(appointments.userId, userId), after))
        .orderBy(...orderBy)
        .limit(limit),
    ),
};

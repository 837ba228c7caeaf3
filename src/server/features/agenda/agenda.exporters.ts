import { asc, eq } from 'drizzle-orm';
import { appointments } from '../../db/schema';
import type { DataExporter } from '../account/account.service';

export const agendaExporter: DataExporter = {
  name: 'agendaEvents',
  collect: (db, userId) =>
    db.select().from(appointments).where(eq(appointments.userId, userId)).orderBy(asc(appointments.appointmentDate)),
};

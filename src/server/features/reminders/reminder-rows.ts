import { zonedFormatter } from '../../../domain/zoned-formatter';
import type { Db, Tx } from '../../db/client';
import { reminders } from '../../db/schema';

export type NewReminder = typeof reminders.$inferInsert;

/** Plans reminders; one already planned under the same (person, kind, subject, occurrence) stays as it is. */
export async function planReminders(tx: Pick<Db, 'insert'> | Tx, rows: NewReminder[]) {
  if (rows.length === 0) return;
  await tx.insert(reminders).values(rows).onConflictDoNothing();
}

const whenFormatter = zonedFormatter('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "26/11 às 14:30" on her clock. */
export function whenText(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    whenFormatter(timeZone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}/${parts.month} às ${parts.hour}:${parts.minute}`;
}

import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { babies } from './account';
import { users } from './auth';

/** Agenda events; SQL keeps the spec's names, JSON says occurredAt (`appointment_date`) and notes (`description`). */
export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Who wrote the event; null once her account is gone, and the family keeps the event. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    babyId: uuid('baby_id')
      .notNull()
      .references(() => babies.id, { onDelete: 'cascade' }),
    title: text('title'),
    type: text('type', { enum: ['mamada', 'sono', 'fralda', 'remedio', 'outro'] }).notNull(),
    description: text('description'),
    appointmentDate: timestamp('appointment_date', { withTimezone: true }).notNull(),
    completed: boolean('completed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('appointments_baby_id_date_idx').on(t.babyId, t.appointmentDate),
    index('appointments_user_id_date_idx').on(t.userId, t.appointmentDate),
  ],
);

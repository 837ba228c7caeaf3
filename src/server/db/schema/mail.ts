import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Mail written while no SMTP server is configured, kept so a self-hoster can still read it. */
export const outgoingMail = pgTable('outgoing_mail', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  IMPORT_SOURCES,
  IMPORT_STATUSES,
  type ImportRow,
  type ImportSummary,
  type UnreadRow,
} from '../../../domain/imports/import-rows';
import { babies } from './account';
import { users } from './auth';

/**
 * One import from another app: read and shown to the family first (`preview`), then written to
 * its baby (`running`, `done`), and undoable as a whole for 7 days. The rows it wrote carry its id.
 */
export const dataImports = pgTable(
  'data_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Who uploaded it: her imports go with her account, the rows they wrote stay with the baby. */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Chosen when the family confirms. */
    babyId: uuid('baby_id').references(() => babies.id, { onDelete: 'cascade' }),
    source: text('source', { enum: IMPORT_SOURCES }).notNull(),
    fileName: text('file_name').notNull(),
    status: text('status', { enum: IMPORT_STATUSES }).notNull().default('preview'),
    summary: jsonb('summary').$type<ImportSummary>().notNull(),
    /** What was read, kept between the preview and the confirmation; emptied once written. */
    rows: jsonb('rows').$type<ImportRow[]>().notNull(),
    unread: jsonb('unread').$type<UnreadRow[]>().notNull(),
    written: integer('written').notNull().default(0),
    added: integer('added').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [index('data_imports_user_id_idx').on(t.userId), index('data_imports_baby_id_idx').on(t.babyId)],
);

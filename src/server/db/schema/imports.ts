import { customType, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  IMPORT_SOURCES,
  IMPORT_STATUSES,
  type ImportRow,
  type ImportSummary,
  type UnreadRow,
} from '../../../domain/imports/import-rows';
import { babies } from './account';
import { users } from './auth';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * One import from another app: a large file is stored and read in the background (`reading`), then
 * shown to the family (`preview`), then written to its baby (`running`, `done`), and undoable as a
 * whole for 7 days. The rows it wrote carry its id. `reading` and `running` are worked on by the
 * one process holding `claim` until `lockedUntil`; a lease run out means that process died.
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
    /** The uploaded file while it waits to be read; emptied once read. */
    upload: bytea('upload'),
    /** While `reading`, the file's records; then the rows to write. */
    total: integer('total').notNull().default(0),
    /** While `reading`, the records read so far; then the rows written. */
    written: integer('written').notNull().default(0),
    added: integer('added').notNull().default(0),
    /** Rows an earlier import had brought, changed in the other app since and updated here. */
    updated: integer('updated').notNull().default(0),
    /** Rows changed in the other app since an earlier import, but edited in Lumma too: hers are kept. */
    kept: integer('kept').notNull().default(0),
    /**
     * When the earliest other import that had already brought some of its rows to this baby was
     * confirmed: rows are known by what they are, so a second import of the same history adds none.
     */
    earlierImportAt: timestamp('earlier_import_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    /** Why a file could not be read, in the family's words (status `failed`, never confirmed). */
    error: text('error'),
    /** The token of the job working on it, and until when its lease holds. */
    claim: uuid('claim'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /**
     * How many jobs took on the current step (reading the file, or writing its rows) without ending
     * it: a step that took its process down twice is given up, not tried at every start.
     */
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [index('data_imports_user_id_idx').on(t.userId), index('data_imports_baby_id_idx').on(t.babyId)],
);

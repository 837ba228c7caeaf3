import type { Db } from '../../db/client';

/**
 * One feature's part of "Baixar meus dados": everything it keeps about the user. Each feature
 * exports its own and app.ts lists them, so a new table cannot be left out by another file.
 */
export interface DataExporter {
  name: string;
  collect(db: Db, userId: string): Promise<unknown>;
}

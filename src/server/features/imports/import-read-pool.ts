import { AppError } from '../../http/app-error';
import type { Logger } from '../../platform/log';
import { createWorkerProcessPool, type WorkerOutcome, workerEntry } from '../../platform/worker-process-pool';
import type { ExportRead, ReadProgress, ReadRefusal, ReadRequest } from './read-export';

export interface ImportReaderOptions {
  /** The worker's heap cap, apart from the server's own. */
  heapMb: number;
  logger: Logger;
  /** An idle worker ends after this long, and gives its memory back. */
  idleMs?: number;
  /** A read that takes longer ends its worker and fails with import_too_complex. */
  timeoutMs?: number;
}

type WorkerMessage = { progress: ReadProgress } | { read: ExportRead } | { refused: ReadRefusal } | { error: string };

/**
 * Uploaded files read one at a time in a worker process with its own heap cap and a deadline
 * (platform/worker-process-pool.ts). A file's read is bounded by the reader's limits
 * (xlsx-records.ts, IMPORT_MAX_ROWS); should one still run its worker out of memory, crash it or
 * take too long, that file alone fails with import_too_complex, in words, and the next one gets a
 * new worker: never the server (a probe's .xlsx of 2026-11-28 ran it out of memory, again at each
 * restart). A read on a request (a small file) goes ahead of those waiting in the background.
 */
export function createImportReader({ heapMb, logger, idleMs, timeoutMs = 60_000 }: ImportReaderOptions) {
  const pool = createWorkerProcessPool<WorkerMessage, ExportRead>({
    entry: workerEntry(import.meta.url, 'import-read-worker'),
    heapMb,
    logger,
    name: 'import reader',
    lostError: () => new AppError('import_too_complex'),
    idleMs,
    timeoutMs,
  });

  return {
    /**
     * Reads a file into its preview. `progress` hears how far it went; `ahead` puts it before the
     * reads waiting (a small file read while its request waits).
     */
    read(
      request: ReadRequest,
      { progress = () => {}, ahead = false }: { progress?: (done: ReadProgress) => void; ahead?: boolean } = {},
    ): Promise<ExportRead> {
      const onMessage = (message: WorkerMessage): WorkerOutcome<ExportRead> => {
        if ('progress' in message) {
          progress(message.progress);
          return undefined;
        }
        if ('read' in message) return { result: message.read };
        if ('refused' in message) return { error: new AppError(message.refused) };
        logger.error('import read failed', { error: message.error });
        return { error: new Error('the import reader failed') };
      };
      return pool.run(request, onMessage, { ahead });
    },
    /** Ends the worker; the reads under way or waiting fail (the process is stopping). */
    close: () => pool.close(),
  };
}

export type ImportReader = ReturnType<typeof createImportReader>;

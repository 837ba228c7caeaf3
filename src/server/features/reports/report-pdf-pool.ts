import { AppError } from '../../http/app-error';
import type { Logger } from '../../platform/log';
import { createWorkerProcessPool, workerEntry } from '../../platform/worker-process-pool';
import type { ReportModel } from './report-model';

export interface PdfPoolOptions {
  /** The worker's heap cap, apart from the server's own. */
  heapMb: number;
  /** PDFs waiting behind the one being made; one more is refused with report_queue_full. */
  queueLimit: number;
  logger: Logger;
  /** An idle worker ends after this long, and gives its memory back. */
  idleMs?: number;
  /** A PDF that takes longer ends its worker and fails. */
  timeoutMs?: number;
}

type WorkerMessage = { pdf?: Uint8Array; error?: string };

/**
 * Report PDFs made one at a time in a worker process with its own heap cap, behind a short queue
 * (platform/worker-process-pool.ts). pdfmake's layout is seconds of CPU and tens of MB for a long
 * report: on the request thread it stalled every other request, and under the server's 128 MB heap
 * a year's report killed it. A worker that runs out of memory, crashes or takes too long fails that
 * one PDF and is replaced.
 */
export function createPdfPool({ heapMb, queueLimit, logger, idleMs, timeoutMs = 30_000 }: PdfPoolOptions) {
  const pool = createWorkerProcessPool<WorkerMessage, Uint8Array>({
    entry: workerEntry(import.meta.url, 'report-pdf-worker'),
    heapMb,
    logger,
    name: 'report PDF',
    lostError: () => new AppError('report_failed'),
    idleMs,
    timeoutMs,
  });

  const onMessage = (message: WorkerMessage) => {
    if (message.pdf) return { result: message.pdf };
    logger.error('report PDF failed', { error: message.error });
    return { error: new AppError('report_failed') };
  };

  return {
    render(model: ReportModel): Promise<Uint8Array> {
      if (pool.busy && pool.waiting >= queueLimit) return Promise.reject(new AppError('report_queue_full'));
      return pool.run(model, onMessage);
    },
    close: () => pool.close(),
  };
}

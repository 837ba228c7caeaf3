import { Worker } from 'node:worker_threads';
import type { Logger } from '../../platform/log';
import { AppError } from '../../http/app-error';
import type { ReportModel } from './report-model';

export interface PdfPoolOptions {
  /** The worker's heap cap (V8's old generation), apart from the server's own. */
  heapMb: number;
  /** PDFs waiting behind the one being made; one more is refused with report_queue_full. */
  queueLimit: number;
  logger: Logger;
  /** An idle worker ends after this long, and gives its memory back. */
  idleMs?: number;
  /** A PDF that takes longer ends its worker and fails. */
  timeoutMs?: number;
}

interface Job {
  model: ReportModel;
  resolve: (pdf: Uint8Array) => void;
  reject: (error: Error) => void;
}

/**
 * The worker: the bundle's own file under `npm start`; from source (tests, bench) its TypeScript,
 * through tsx, which a worker cannot take as an --import flag on Node 20.
 */
function startWorker(heapMb: number): Worker {
  const resourceLimits = { maxOldGenerationSizeMb: heapMb };
  if (import.meta.url.endsWith('.js')) {
    return new Worker(new URL('./report-pdf-worker.js', import.meta.url), { resourceLimits });
  }
  const source = JSON.stringify(new URL('./report-pdf-worker.ts', import.meta.url).href);
  return new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${source}); })`, {
    eval: true,
    resourceLimits,
  });
}

/**
 * Report PDFs made one at a time in a worker thread with its own heap cap, behind a short queue.
 * pdfmake's layout is seconds of CPU and tens of MB for a long report: on the request thread it
 * stalled every other request, and under the server's 128 MB heap a year's report killed it. A
 * worker that runs out of memory, crashes or takes too long fails that one PDF and is replaced.
 */
export function createPdfPool({ heapMb, queueLimit, logger, idleMs = 60_000, timeoutMs = 30_000 }: PdfPoolOptions) {
  const queue: Job[] = [];
  let worker: Worker | null = null;
  let running: Job | null = null;
  let idleTimer: NodeJS.Timeout | undefined;
  let jobTimer: NodeJS.Timeout | undefined;

  const finish = (outcome: { pdf: Uint8Array } | { error: Error }) => {
    const job = running;
    running = null;
    clearTimeout(jobTimer);
    if (job) 'pdf' in outcome ? job.resolve(outcome.pdf) : job.reject(outcome.error);
    next();
  };

  /** The worker is gone (out of memory, crashed, timed out): its PDF fails, the next gets a new one. */
  const lose = (lost: Worker, reason: unknown) => {
    if (worker !== lost) return;
    worker = null;
    logger.error('report PDF worker lost', { error: reason });
    void lost.terminate();
    finish({ error: new AppError('report_failed') });
  };

  function workerNow(): Worker {
    if (worker) return worker;
    const started = startWorker(heapMb);
    started.unref();
    started.on('message', (message: { pdf?: Uint8Array; error?: string }) => {
      if (message.pdf) return finish({ pdf: message.pdf });
      logger.error('report PDF failed', { error: message.error });
      finish({ error: new AppError('report_failed') });
    });
    started.on('error', (error) => lose(started, error));
    started.on('exit', (code) => lose(started, new Error(`exited with code ${code}`)));
    worker = started;
    return started;
  }

  function next() {
    if (running) return;
    const job = queue.shift();
    if (!job) {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(() => {
        const idle = worker;
        worker = null;
        void idle?.terminate();
      }, idleMs).unref();
      return;
    }
    clearTimeout(idleTimer);
    running = job;
    const current = workerNow();
    jobTimer = setTimeout(() => lose(current, new Error(`no PDF after ${timeoutMs} ms`)), timeoutMs).unref();
    current.postMessage(job.model);
  }

  return {
    render(model: ReportModel): Promise<Uint8Array> {
      if (running && queue.length >= queueLimit) return Promise.reject(new AppError('report_queue_full'));
      return new Promise((resolve, reject) => {
        queue.push({ model, resolve, reject });
        next();
      });
    },
    async close() {
      clearTimeout(idleTimer);
      const closing = worker;
      worker = null;
      await closing?.terminate();
    },
  };
}

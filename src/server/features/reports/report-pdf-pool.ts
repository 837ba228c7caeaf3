import { type ChildProcess, fork } from 'node:child_process';
import os from 'node:os';
import { AppError } from '../../http/app-error';
import type { Logger } from '../../platform/log';
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

/** The worker's CPU priority below the server's (0): on a small machine a PDF yields to requests. */
const WORKER_NICENESS = 10;

interface Job {
  model: ReportModel;
  resolve: (pdf: Uint8Array) => void;
  reject: (error: Error) => void;
}

/**
 * The worker: a child process with a heap cap of its own. Not a worker thread: a thread's
 * resourceLimits give way to the process's --max-old-space-size, which `npm start` sets to 128 MB
 * (nodejs/node#43991). The bundle's own file under `npm start`; from source (tests, bench) its
 * TypeScript, through tsx.
 */
function startWorker(heapMb: number): ChildProcess {
  const heap = [`--max-old-space-size=${heapMb}`, `--max-semi-space-size=${Math.max(1, Math.floor(heapMb / 16))}`];
  const bundled = import.meta.url.endsWith('.js');
  const entry = new URL(bundled ? './report-pdf-worker.js' : './report-pdf-worker.ts', import.meta.url);
  return fork(entry, [], {
    execArgv: bundled ? heap : ['--import', 'tsx', ...heap],
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

/**
 * Report PDFs made one at a time in a worker process with its own heap cap, behind a short queue.
 * pdfmake's layout is seconds of CPU and tens of MB for a long report: on the request thread it
 * stalled every other request, and under the server's 128 MB heap a year's report killed it. A
 * worker that runs out of memory, crashes or takes too long fails that one PDF and is replaced.
 */
export function createPdfPool({ heapMb, queueLimit, logger, idleMs = 60_000, timeoutMs = 30_000 }: PdfPoolOptions) {
  const queue: Job[] = [];
  let worker: ChildProcess | null = null;
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
  const lose = (lost: ChildProcess, reason: unknown) => {
    if (worker !== lost) return;
    worker = null;
    logger.error('report PDF worker lost', { error: reason });
    lost.kill('SIGKILL');
    finish({ error: new AppError('report_failed') });
  };

  function workerNow(): ChildProcess {
    if (worker) return worker;
    const started = startWorker(heapMb);
    // An idle worker never keeps the server (or a test run) from ending; a busy one does (see next).
    started.unref();
    // A PDF can wait a moment; the requests the server is answering meanwhile should not.
    if (started.pid) os.setPriority(started.pid, WORKER_NICENESS);
    started.on('message', (message: { pdf?: Uint8Array; error?: string }) => {
      if (message.pdf) return finish({ pdf: message.pdf });
      logger.error('report PDF failed', { error: message.error });
      finish({ error: new AppError('report_failed') });
    });
    started.on('error', (error) => lose(started, error));
    started.on('exit', (code, signal) => lose(started, new Error(`exited with ${signal ?? `code ${code}`}`)));
    worker = started;
    return started;
  }

  function next() {
    if (running) return;
    const job = queue.shift();
    if (!job) {
      worker?.channel?.unref();
      clearTimeout(idleTimer);
      idleTimer = setTimeout(() => {
        const idle = worker;
        worker = null;
        idle?.kill();
      }, idleMs).unref();
      return;
    }
    clearTimeout(idleTimer);
    running = job;
    const current = workerNow();
    current.channel?.ref();
    jobTimer = setTimeout(() => lose(current, new Error(`no PDF after ${timeoutMs} ms`)), timeoutMs).unref();
    current.send(job.model);
  }

  return {
    render(model: ReportModel): Promise<Uint8Array> {
      if (running && queue.length >= queueLimit) return Promise.reject(new AppError('report_queue_full'));
      return new Promise((resolve, reject) => {
        queue.push({ model, resolve, reject });
        next();
      });
    },
    close() {
      clearTimeout(idleTimer);
      const closing = worker;
      worker = null;
      closing?.kill();
    },
  };
}

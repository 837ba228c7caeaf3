import { type ChildProcess, fork } from 'node:child_process';
import os from 'node:os';
import { AppError } from '../../http/app-error';
import type { Logger } from '../../platform/log';
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

/** The worker's CPU priority below the server's (0): on a small machine a read yields to requests. */
const WORKER_NICENESS = 10;

interface Job {
  request: ReadRequest;
  progress: (done: ReadProgress) => void;
  resolve: (read: ExportRead) => void;
  reject: (error: Error) => void;
}

type WorkerMessage = { progress: ReadProgress } | { read: ExportRead } | { refused: ReadRefusal } | { error: string };

/**
 * The worker: a child process with a heap cap of its own, not a thread (whose resourceLimits give
 * way to the process's --max-old-space-size, nodejs/node#43991). The bundle's own file under
 * `npm start`; from source (tests, bench) its TypeScript, through tsx.
 */
function startWorker(heapMb: number): ChildProcess {
  const heap = [`--max-old-space-size=${heapMb}`, `--max-semi-space-size=${Math.max(1, Math.floor(heapMb / 16))}`];
  const bundled = import.meta.url.endsWith('.js');
  const entry = new URL(bundled ? './import-read-worker.js' : './import-read-worker.ts', import.meta.url);
  return fork(entry, [], {
    execArgv: bundled ? heap : ['--import', 'tsx', ...heap],
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

/**
 * Uploaded files read one at a time in a worker process with its own heap cap and a deadline.
 * A file's read is bounded by the reader's limits (xlsx-records.ts, IMPORT_MAX_ROWS); should one
 * still run its worker out of memory, crash it or take too long, that file alone fails with
 * import_too_complex, in words, and the next one gets a new worker: never the server (a probe's
 * .xlsx of 2026-11-28 ran it out of memory, again at each restart). A read on a request (a small
 * file) goes ahead of those waiting in the background.
 */
export function createImportReader({ heapMb, logger, idleMs = 60_000, timeoutMs = 60_000 }: ImportReaderOptions) {
  const queue: Job[] = [];
  let worker: ChildProcess | null = null;
  let running: Job | null = null;
  let idleTimer: NodeJS.Timeout | undefined;
  let jobTimer: NodeJS.Timeout | undefined;

  const finish = (outcome: { read: ExportRead } | { error: Error }) => {
    const job = running;
    running = null;
    clearTimeout(jobTimer);
    if (job) 'read' in outcome ? job.resolve(outcome.read) : job.reject(outcome.error);
    next();
  };

  /** The worker is gone (out of memory, crashed, timed out): its file fails, the next gets a new one. */
  const lose = (lost: ChildProcess, reason: unknown) => {
    if (worker !== lost) return;
    worker = null;
    logger.error('import reader lost', { error: reason });
    lost.kill('SIGKILL');
    finish({ error: new AppError('import_too_complex') });
  };

  function workerNow(): ChildProcess {
    if (worker) return worker;
    const started = startWorker(heapMb);
    // An idle worker never keeps the server (or a test run) from ending; a busy one does (see next).
    started.unref();
    if (started.pid) os.setPriority(started.pid, WORKER_NICENESS);
    started.on('message', (message: WorkerMessage) => {
      // A worker already given up on (timed out) may still have said something: not about this read.
      if (worker !== started) return;
      if ('progress' in message) return running?.progress(message.progress);
      if ('read' in message) return finish({ read: message.read });
      if ('refused' in message) return finish({ error: new AppError(message.refused) });
      logger.error('import read failed', { error: message.error });
      finish({ error: new Error('the import reader failed') });
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
    jobTimer = setTimeout(() => lose(current, new Error(`no read after ${timeoutMs} ms`)), timeoutMs).unref();
    current.send(job.request);
  }

  return {
    /**
     * Reads a file into its preview. `progress` hears how far it went; `ahead` puts it before the
     * reads waiting (a small file read while its request waits).
     */
    read(
      request: ReadRequest,
      { progress = () => {}, ahead = false }: { progress?: (done: ReadProgress) => void; ahead?: boolean } = {},
    ): Promise<ExportRead> {
      return new Promise((resolve, reject) => {
        const job = { request, progress, resolve, reject };
        if (ahead) queue.unshift(job);
        else queue.push(job);
        next();
      });
    },
    /** Ends the worker; the reads under way or waiting fail (the process is stopping). */
    close() {
      clearTimeout(idleTimer);
      clearTimeout(jobTimer);
      const closing = worker;
      const failed = [...(running ? [running] : []), ...queue.splice(0)];
      worker = null;
      running = null;
      closing?.kill();
      for (const job of failed) job.reject(new Error('the import reader was closed'));
    },
  };
}

export type ImportReader = ReturnType<typeof createImportReader>;

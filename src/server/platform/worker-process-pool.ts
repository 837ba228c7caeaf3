import { type ChildProcess, fork } from 'node:child_process';
import os from 'node:os';
import type { Logger } from './log';

/** The worker's CPU priority below the server's (0): on a small machine its work yields to requests. */
const WORKER_NICENESS = 10;

/**
 * What a worker sends once its module is loaded (`signalReady`): a job's deadline counts from then,
 * so a worker's start (seconds through tsx, or on a machine whose other work outranks the worker's
 * lower priority) is never taken for a job that hangs.
 */
export const WORKER_READY = 'worker-ready';

/** Called by a worker's module when it has loaded and listens for jobs. */
export const signalReady = () => process.send?.(WORKER_READY);

/** A worker that has not loaded in this long is lost, whatever its job (a start that hangs). */
const START_DEADLINE_MS = 180_000;

/** What a job makes of one message from its worker: its result, its failure, or nothing yet. */
export type WorkerOutcome<Result> = { result: Result } | { error: Error } | undefined;

export interface WorkerProcessPoolOptions {
  /** The worker's module, a URL beside the caller's; see workerEntry. */
  entry: URL;
  /** The worker's heap cap, apart from the server's own. */
  heapMb: number;
  logger: Logger;
  /** Named in the logs. */
  name: string;
  /** What a job whose worker ran out of memory, crashed or passed the deadline fails with. */
  lostError: () => Error;
  /** An idle worker ends after this long, and gives its memory back. */
  idleMs?: number;
  /** A job that takes longer, counted from its worker being ready, ends that worker and fails with lostError. */
  timeoutMs?: number;
}

interface Job<Message, Result> {
  request: unknown;
  onMessage: (message: Message) => WorkerOutcome<Result>;
  resolve: (result: Result) => void;
  reject: (error: Error) => void;
}

/**
 * A worker's module beside the caller's (`import.meta.url`): the bundle's own file under `npm start`
 * (scripts/build-server.mjs), its TypeScript from source (tests, bench).
 */
export function workerEntry(callerUrl: string, name: string): URL {
  return new URL(callerUrl.endsWith('.js') ? `./${name}.js` : `./${name}.ts`, callerUrl);
}

/**
 * The worker: a child process with a heap cap of its own. Not a worker thread: a thread's
 * resourceLimits give way to the process's --max-old-space-size, which `npm start` sets to 128 MB
 * (nodejs/node#43991). A TypeScript module (from source) runs through tsx.
 */
function startWorker(entry: URL, heapMb: number): ChildProcess {
  const heap = [`--max-old-space-size=${heapMb}`, `--max-semi-space-size=${Math.max(1, Math.floor(heapMb / 16))}`];
  const typescript = entry.pathname.endsWith('.ts');
  return fork(entry, [], {
    execArgv: typescript ? ['--import', 'tsx', ...heap] : heap,
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

/**
 * Jobs run one at a time in a child process with its own heap cap and a deadline, so work that
 * could run a heap out (a report's layout, an uploaded file's read) fails that one job, never the
 * server. A worker that runs out of memory, crashes or passes the deadline is killed and the next
 * job gets a new one. Each job hears only its own worker, and only while it is that worker's job:
 * a message still in the pipe from a worker given up on (a result sent just as its deadline passed)
 * is dropped, never taken for the next job's answer.
 */
export function createWorkerProcessPool<Message, Result>({
  entry,
  heapMb,
  logger,
  name,
  lostError,
  idleMs = 60_000,
  timeoutMs = 60_000,
}: WorkerProcessPoolOptions) {
  const queue: Job<Message, Result>[] = [];
  let worker: ChildProcess | null = null;
  const ready = new WeakSet<ChildProcess>();
  let running: { job: Job<Message, Result>; worker: ChildProcess } | null = null;
  let idleTimer: NodeJS.Timeout | undefined;
  let jobTimer: NodeJS.Timeout | undefined;

  const finish = (outcome: { result: Result } | { error: Error }) => {
    const job = running?.job;
    running = null;
    clearTimeout(jobTimer);
    if (job) 'result' in outcome ? job.resolve(outcome.result) : job.reject(outcome.error);
    next();
  };

  /** The worker is gone (out of memory, crashed, timed out): its job fails, the next gets a new one. */
  const lose = (lost: ChildProcess, reason: unknown) => {
    if (worker === lost) worker = null;
    lost.kill('SIGKILL');
    if (running?.worker !== lost) return;
    logger.error(`${name} worker lost`, { error: reason });
    finish({ error: lostError() });
  };

  function workerNow(): ChildProcess {
    if (worker) return worker;
    const started = startWorker(entry, heapMb);
    // An idle worker never keeps the server (or a test run) from ending; a busy one does (see next).
    started.unref();
    if (started.pid) os.setPriority(started.pid, WORKER_NICENESS);
    const startTimer = setTimeout(
      () => lose(started, new Error(`not ready after ${START_DEADLINE_MS} ms`)),
      START_DEADLINE_MS,
    ).unref();
    started.on('message', (message: Message | typeof WORKER_READY) => {
      if (message === WORKER_READY) {
        clearTimeout(startTimer);
        ready.add(started);
        if (running?.worker === started) startDeadline(started);
        return;
      }
      if (running?.worker !== started) return;
      const outcome = running.job.onMessage(message);
      if (outcome) finish(outcome);
    });
    started.on('error', (error) => lose(started, error));
    started.on('exit', (code, signal) => {
      clearTimeout(startTimer);
      lose(started, new Error(`exited with ${signal ?? `code ${code}`}`));
    });
    worker = started;
    return started;
  }

  function startDeadline(current: ChildProcess) {
    clearTimeout(jobTimer);
    jobTimer = setTimeout(() => lose(current, new Error(`no answer after ${timeoutMs} ms`)), timeoutMs).unref();
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
    const current = workerNow();
    running = { job, worker: current };
    current.channel?.ref();
    // A new worker's job waits in the pipe while it loads; its deadline starts when it is ready.
    if (ready.has(current)) startDeadline(current);
    current.send(job.request as never);
  }

  return {
    /**
     * Sends `request` to a worker; `onMessage` turns what the worker says back into the job's result
     * or failure (or nothing yet, as for progress). `ahead` puts it before the jobs waiting.
     */
    run(
      request: unknown,
      onMessage: (message: Message) => WorkerOutcome<Result>,
      { ahead = false }: { ahead?: boolean } = {},
    ): Promise<Result> {
      return new Promise((resolve, reject) => {
        const job = { request, onMessage, resolve, reject };
        if (ahead) queue.unshift(job);
        else queue.push(job);
        next();
      });
    },
    /** Jobs waiting behind the one running. */
    get waiting() {
      return queue.length;
    },
    get busy() {
      return running !== null;
    },
    /** Ends the worker; the jobs under way or waiting fail (the process is stopping). */
    close() {
      clearTimeout(idleTimer);
      clearTimeout(jobTimer);
      const closing = worker;
      const failed = [...(running ? [running.job] : []), ...queue.splice(0)];
      worker = null;
      running = null;
      closing?.kill();
      for (const job of failed) job.reject(new Error(`the ${name} pool was closed`));
    },
  };
}

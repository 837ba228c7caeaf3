import { describe, expect, it } from 'vitest';
import { silentLogger } from './log';
import { createWorkerProcessPool } from './worker-process-pool';

const entry = new URL('../test/echo-worker.mjs', import.meta.url);
const slowStart = new URL('../test/slow-start-worker.mjs', import.meta.url);
type Echo = { value: string };
const answer = (message: Echo) => ({ result: message.value });

const outcomeOf = (promise: Promise<string>) =>
  promise.then(
    (value) => value,
    (error: Error) => `failed: ${error.message}`,
  );

const pool = (timeoutMs: number, from = entry) =>
  createWorkerProcessPool<Echo, string>({
    entry: from,
    heapMb: 32,
    logger: silentLogger,
    name: 'echo',
    lostError: () => new Error('lost'),
    timeoutMs,
  });

/** Holds the server's thread, as a long request would: the worker's answer waits in the pipe. */
const holdThread = (ms: number) => {
  const until = Date.now() + ms;
  while (Date.now() < until);
};

/** Counted from the worker being ready, not from its start (see the last test). */
const DEADLINE_MS = 2_000;

describe('a worker process pool', () => {
  it('never gives the next job an answer its worker sent after the deadline had passed', async () => {
    const echo = pool(DEADLINE_MS);
    try {
      // The worker started, so the next answer comes within milliseconds.
      expect(await echo.run({ value: 'warm' }, answer)).toBe('warm');

      const late = outcomeOf(echo.run({ value: 'a' }, answer));
      const next = outcomeOf(echo.run({ value: 'b' }, answer));
      // Past the deadline with 'a' already answered: the deadline is seen first (timers come before
      // the pipe in Node's loop), the worker is killed and 'b' goes to a new one; the answer 'a'
      // still in the old worker's pipe is dropped, not taken as 'b's.
      holdThread(DEADLINE_MS + 300);
      expect(await late).toBe('failed: lost');
      expect(await next).toBe('b');
    } finally {
      echo.close();
    }
  }, 60_000);

  it('fails a job past its deadline and runs the next in a new worker', async () => {
    const echo = pool(DEADLINE_MS);
    try {
      expect(await echo.run({ value: 'warm' }, answer)).toBe('warm');
      const slow = outcomeOf(echo.run({ value: 'slow', afterMs: 20_000 }, answer));
      const after = outcomeOf(echo.run({ value: 'after' }, answer));
      expect(await slow).toBe('failed: lost');
      expect(await after).toBe('after');
    } finally {
      echo.close();
    }
  }, 60_000);

  it('fails the jobs under way and waiting when it is closed, instead of leaving them unanswered', async () => {
    const echo = pool(10_000);
    const running = outcomeOf(echo.run({ value: 'one', afterMs: 5_000 }, answer));
    const waiting = outcomeOf(echo.run({ value: 'two' }, answer));
    echo.close();
    expect(await running).toBe('failed: the echo pool was closed');
    expect(await waiting).toBe('failed: the echo pool was closed');
  });

  it("counts a job's deadline from its worker being ready, not from the worker's start", async () => {
    // The worker loads for 1.5 s (tsx on a busy machine took more than 15 s): a 1 s deadline holds.
    const slow = pool(1_000, slowStart);
    try {
      expect(await outcomeOf(slow.run({ value: 'first' }, answer))).toBe('first');
    } finally {
      slow.close();
    }
  });
});

import type { Logger } from './log';

export interface Poller {
  /**
   * A pass now, or right after the one under way: what the caller waits for always began after the
   * call. Calls during a pass share that one follow-up.
   */
  run(): Promise<void>;
  /** A pass soon rather than at the next poll; nothing before `start`. */
  nudge(): void;
  /** A pass every `pollMs` from now on; the first after `pollMs`. */
  start(): void;
  /** No more passes; waits for the one under way. */
  stop(): Promise<void>;
  /** Between `start` and `stop`. */
  readonly started: boolean;
}

/**
 * Background work done in passes, one at a time, every `pollMs` while started (the reminders, the
 * webhook outbox). A pass that fails is logged as "<name> failed", never thrown.
 */
export function createPoller(options: {
  name: string;
  pollMs: number;
  logger: Logger;
  pass: () => Promise<unknown>;
}): Poller {
  const { name, pollMs, logger, pass } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let following: Promise<void> | undefined;
  let started = false;
  let stopping = false;

  function run(): Promise<void> {
    if (running) {
      following ??= running.then(() => {
        following = undefined;
        return stopping ? undefined : run();
      });
      return following;
    }
    running = pass()
      .then(
        () => {},
        (error: unknown) => logger.error(`${name} failed`, { error }),
      )
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  function schedule() {
    if (!started) return;
    timer = setTimeout(async () => {
      await run();
      schedule();
    }, pollMs);
    timer.unref();
  }

  return {
    run,
    nudge() {
      if (started) setImmediate(() => void run());
    },
    start() {
      started = true;
      stopping = false;
      schedule();
    },
    async stop() {
      started = false;
      stopping = true;
      clearTimeout(timer);
      await running;
    },
    get started() {
      return started;
    },
  };
}

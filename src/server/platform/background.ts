import type { Logger } from './log';

/** Work done after the reply is sent, kept track of so a shutdown (or a test) can wait for it. */
export interface Background {
  /** Starts `task` once the current reply has gone out; a failure is logged, never thrown. */
  run(name: string, task: () => Promise<unknown>): void;
  /** Resolves when every task started so far has ended. */
  drain(): Promise<void>;
  /**
   * Says the process is stopping: a long task (an import) looks at `stopping` between its steps
   * and leaves the rest for the next start instead of holding the shutdown up.
   */
  stop(): void;
  readonly stopping: boolean;
}

export function createBackground(logger: Logger): Background {
  const pending = new Set<Promise<unknown>>();
  let stopping = false;
  return {
    run(name, task) {
      const running: Promise<unknown> = new Promise((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error) => logger.error('background task failed', { task: name, error }))
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async drain() {
      while (pending.size > 0) await Promise.all(pending);
    },
    stop() {
      stopping = true;
    },
    get stopping() {
      return stopping;
    },
  };
}

import { describe, expect, it } from 'vitest';
import type { Logger } from './log';
import { createPoller } from './poller';

function recordingLogger() {
  const errors: string[] = [];
  const logger: Logger = { info() {}, warn() {}, error: (msg) => errors.push(msg) };
  return { logger, errors };
}

/** A pass that waits until the test lets it end, counting how many began. */
function heldPasses() {
  const began: number[] = [];
  let release: () => void = () => {};
  const pass = () =>
    new Promise<void>((resolve) => {
      began.push(began.length + 1);
      release = resolve;
    });
  return { began, pass, release: () => release() };
}

describe('createPoller', () => {
  it('gives a run asked during a pass a pass of its own that begins after that one, shared by every such call', async () => {
    const { logger } = recordingLogger();
    const held = heldPasses();
    const poller = createPoller({ name: 'test', pollMs: 60_000, logger, pass: held.pass });
    const first = poller.run();
    let secondEnded = false;
    const second = poller.run().then(() => (secondEnded = true));
    const third = poller.run();
    expect(held.began).toEqual([1]);
    held.release();
    await first;
    await new Promise((resolve) => setImmediate(resolve));
    expect(held.began).toEqual([1, 2]);
    expect(secondEnded).toBe(false);
    held.release();
    await Promise.all([second, third]);
    expect(held.began).toEqual([1, 2]);
  });

  it('logs a failed pass under its name and runs the next one', async () => {
    const { logger, errors } = recordingLogger();
    let calls = 0;
    const poller = createPoller({
      name: 'test poller',
      pollMs: 60_000,
      logger,
      pass: async () => {
        calls += 1;
        if (calls === 1) throw new Error('boom');
      },
    });
    await poller.run();
    await poller.run();
    expect(errors).toEqual(['test poller failed']);
    expect(calls).toBe(2);
  });

  it('ignores a nudge before start, and starts no follow-up once stopped', async () => {
    const { logger } = recordingLogger();
    const held = heldPasses();
    const poller = createPoller({ name: 'test', pollMs: 60_000, logger, pass: held.pass });
    poller.nudge();
    await new Promise((resolve) => setImmediate(resolve));
    expect(held.began).toEqual([]);
    poller.start();
    expect(poller.started).toBe(true);
    poller.nudge();
    await new Promise((resolve) => setImmediate(resolve));
    expect(held.began).toEqual([1]);
    const followUp = poller.run();
    const stopped = poller.stop();
    expect(poller.started).toBe(false);
    held.release();
    await Promise.all([stopped, followUp]);
    expect(held.began).toEqual([1]);
  });
});

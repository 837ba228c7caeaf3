import { describe, expect, it } from 'vitest';
import type { Logger } from '../platform/log';
import { streamedBody } from './streamed-body';

function recordingLogger() {
  const errors: string[] = [];
  const logger: Logger = { info() {}, warn() {}, error: (msg) => errors.push(msg) };
  return { logger, errors };
}

const text = (chunk: Uint8Array | undefined) => new TextDecoder().decode(chunk);

describe('a body written as it is read', () => {
  it('reads the first chunk before answering, and each next one only when the reader asks', async () => {
    const pulled: number[] = [];
    async function* chunks() {
      for (let i = 0; i < 3; i++) {
        pulled.push(i);
        yield `parte ${i};`;
      }
    }
    const reader = (await streamedBody(chunks(), recordingLogger().logger)).getReader();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(pulled).toEqual([0]);
    expect(text((await reader.read()).value)).toBe('parte 0;');
    expect(pulled).toEqual([0]);
    expect(text((await reader.read()).value)).toBe('parte 1;');
    expect(pulled).toEqual([0, 1]);
    expect(text((await reader.read()).value)).toBe('parte 2;');
    expect((await reader.read()).done).toBe(true);
  });

  it('throws a failure before the first chunk, for the request to be answered with an error', async () => {
    const failingAtOnce: AsyncIterable<string> = {
      [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(new Error('database unavailable')) }),
    };
    const { logger, errors } = recordingLogger();
    await expect(streamedBody(failingAtOnce, logger)).rejects.toThrow('database unavailable');
    expect(errors).toEqual([]);
  });

  it('stops reading when the client goes away', async () => {
    let finished = false;
    async function* endless() {
      try {
        for (;;) yield 'mais;';
      } finally {
        finished = true;
      }
    }
    const reader = (await streamedBody(endless(), recordingLogger().logger)).getReader();
    await reader.read();
    await reader.cancel();
    expect(finished).toBe(true);
  });

  it('cuts the body short and logs a failure in the middle', async () => {
    async function* failing() {
      yield 'começo;';
      throw new Error('connection lost');
    }
    const { logger, errors } = recordingLogger();
    const reader = (await streamedBody(failing(), logger)).getReader();
    await reader.read();
    await expect(reader.read()).rejects.toThrow('connection lost');
    expect(errors).toEqual(['streamed body failed']);
  });
});

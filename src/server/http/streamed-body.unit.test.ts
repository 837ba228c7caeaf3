import { describe, expect, it } from 'vitest';
import type { Logger } from '../platform/log';
import { streamedBody } from './streamed-body';

function recordingLogger() {
  const errors: string[] = [];
  const logger: Logger = { info() {}, warn() {}, error: (msg) => errors.push(msg) };
  return { logger, errors };
}

describe('a body written as it is read', () => {
  it('pulls a chunk only when the reader asks for one, and ends with the chunks', async () => {
    const pulled: number[] = [];
    async function* chunks() {
      for (let i = 0; i < 3; i++) {
        pulled.push(i);
        yield `parte ${i};`;
      }
    }
    const reader = streamedBody(chunks(), recordingLogger().logger).getReader();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(pulled).toEqual([]);
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe('parte 0;');
    expect(pulled).toEqual([0]);
    let rest = '';
    for (;;) {
      const next = await reader.read();
      if (next.done) break;
      rest += new TextDecoder().decode(next.value);
    }
    expect(rest).toBe('parte 1;parte 2;');
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
    const reader = streamedBody(endless(), recordingLogger().logger).getReader();
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
    const reader = streamedBody(failing(), logger).getReader();
    await reader.read();
    await expect(reader.read()).rejects.toThrow('connection lost');
    expect(errors).toEqual(['streamed body failed']);
  });
});

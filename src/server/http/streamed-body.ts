import type { Logger } from '../platform/log';

/**
 * A response body written as `chunks` come, each pulled only when the client has taken the one
 * before: a download of any size holds one chunk in memory. A failure once the status is sent
 * can only cut the body short; it is logged, and the client sees an incomplete download.
 */
export function streamedBody(chunks: AsyncIterable<string>, logger: Logger): ReadableStream<Uint8Array> {
  const iterator = chunks[Symbol.asyncIterator]();
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const next = await iterator.next();
          if (next.done) controller.close();
          else controller.enqueue(encoder.encode(next.value));
        } catch (error) {
          logger.error('streamed body failed', { error });
          controller.error(error);
        }
      },
      async cancel() {
        await iterator.return?.();
      },
    },
    { highWaterMark: 0 },
  );
}

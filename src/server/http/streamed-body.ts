import type { Logger } from '../platform/log';

/**
 * A response body written as `chunks` come, each pulled only when the client has taken the one
 * before: a download of any size holds one chunk in memory. The first chunk is read before the
 * status is sent, so a failure there (the database gone) is answered as any request's would be;
 * after it, a failure can only cut the body short: it is logged, and the download fails.
 */
export async function streamedBody(chunks: AsyncIterable<string>, logger: Logger): Promise<ReadableStream<Uint8Array>> {
  const iterator = chunks[Symbol.asyncIterator]();
  const encoder = new TextEncoder();
  let first: IteratorResult<string> | undefined = await iterator.next();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const next = first ?? (await iterator.next());
          first = undefined;
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

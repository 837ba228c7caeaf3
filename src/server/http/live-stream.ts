import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { Realtime } from '../platform/realtime/realtime';
import type { createStreamRegistry } from './stream-caps';

/** Keeps proxies and the browser from closing an idle stream. */
const KEEP_ALIVE_MS = 25_000;

interface LiveStreamOptions {
  realtime: Realtime;
  streams: ReturnType<typeof createStreamRegistry>;
  session: string;
  address: string;
  channel: string;
  /** Which notices of the channel this client gets; all when unset. */
  accept?: (notice: unknown) => boolean;
}

/**
 * A server-sent event stream of one realtime channel's notices ('change'), with 'resync' when
 * notices may have been lost, 'ready' once listening, and 'replaced' when a newer stream of the
 * same session or address took its place (the page then does not reconnect).
 */
export function liveStream(c: Context, options: LiveStreamOptions) {
  const { realtime, streams, session, address, channel, accept = () => true } = options;
  return streamSSE(c, async (stream) => {
    let wake: () => void = () => {};
    const ended = new Promise<void>((resolve) => {
      wake = resolve;
    });
    const unsubscribe = await realtime.subscribe(channel, {
      notice: (payload) => {
        if (accept(payload)) void stream.writeSSE({ event: 'change', data: JSON.stringify(payload) }).catch(wake);
      },
      resync: () => void stream.writeSSE({ event: 'resync', data: '{}' }).catch(wake),
      closed: wake,
    });
    stream.onAbort(wake);
    const keepAlive = setInterval(() => void stream.write(': keep-alive\n\n').catch(wake), KEEP_ALIVE_MS);
    // Over a cap, the oldest stream gives way. (A plain write queues 'replaced' at once, ahead of
    // the close that follows; writeSSE would queue it later.)
    const release = streams.open(session, address, () => {
      void stream.write('event: replaced\ndata: {}\n\n');
      wake();
    });
    try {
      // Tells the client it is listening: notices from now on will arrive.
      await stream.writeSSE({ event: 'ready', data: '{}', retry: 3000 });
      await ended;
    } finally {
      release();
      clearInterval(keepAlive);
      unsubscribe();
    }
  });
}

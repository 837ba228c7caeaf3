import pg from 'pg';
import type { Logger } from '../log';
import type { Listener, ListenerEvents } from './realtime';

const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 15_000;

/**
 * One dedicated connection per process for LISTEN (a pooled one would be handed to queries).
 * When it drops, it reconnects with backoff, listens again to every channel and asks subscribers
 * to resync, since the notices sent meanwhile are lost.
 */
export function listenOnPostgres(url: string, events: ListenerEvents, logger: Logger): Listener {
  const channels = new Set<string>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  let retryMs = RETRY_MIN_MS;

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    next.on('notification', (message) => {
      if (message.payload !== undefined) events.notice(message.channel, message.payload);
    });
    next.on('error', (error) => {
      logger.warn('realtime connection failed', { error });
      void next.end().catch(() => {});
    });
    next.on('end', () => {
      if (client !== next) return;
      client = null;
      if (!closed) scheduleReconnect();
    });
    await next.connect();
    for (const channel of channels) await next.query(`listen ${channel}`);
    client = next;
    retryMs = RETRY_MIN_MS;
    return next;
  }

  function ensureConnected(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= connect().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  function scheduleReconnect() {
    const delay = retryMs;
    retryMs = Math.min(RETRY_MAX_MS, retryMs * 2);
    setTimeout(() => {
      if (closed) return;
      ensureConnected().then(
        () => {
          logger.info('realtime connection restored');
          events.resync();
        },
        (error) => {
          logger.warn('realtime reconnect failed', { error, retryInMs: retryMs });
          scheduleReconnect();
        },
      );
    }, delay).unref();
  }

  return {
    async listen(channel) {
      channels.add(channel);
      const connected = await ensureConnected();
      // A fresh connection already listens to every known channel.
      await connected.query(`listen ${channel}`);
    },
    async close() {
      closed = true;
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}

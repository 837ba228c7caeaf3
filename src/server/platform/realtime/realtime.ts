import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Logger } from '../log';
import { listenOnPostgres } from './postgres-listener';

export interface Subscriber {
  notice(payload: unknown): void;
  /** Notices may have been lost (the LISTEN connection dropped and came back). */
  resync?(): void;
  /** The process is shutting down. */
  closed?(): void;
}

/**
 * Change notices between app processes. Publishing is a `pg_notify` on the shared database, so a
 * notice reaches the listeners of every process; each process keeps one LISTEN connection and
 * fans the notices out to its own subscribers.
 */
export interface Realtime {
  publish(channel: string, payload: object): Promise<void>;
  /** Resolves once the channel is listened to, so nothing published afterwards is missed. */
  subscribe(channel: string, subscriber: Subscriber): Promise<() => void>;
  close(): Promise<void>;
}

/** One process's connection to the database's notifications. */
export interface Listener {
  listen(channel: string): Promise<void>;
  close(): Promise<void>;
}

export interface ListenerEvents {
  notice(channel: string, payload: string): void;
  /** The connection was lost and is back: notices in between are gone, so subscribers refetch. */
  resync(): void;
}

const CHANNEL = /^[a-z_]{1,40}$/;

export function createRealtime(database: Database, logger: Logger): Realtime {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const events: ListenerEvents = {
    notice(channel, payload) {
      try {
        emitter.emit(`notice:${channel}`, JSON.parse(payload));
      } catch (error) {
        logger.warn('realtime notice is not JSON', { channel, error });
      }
    },
    resync: () => emitter.emit('resync'),
  };
  const listener = listenOnPostgres(database.url, events, logger);
  const listening = new Map<string, Promise<void>>();

  return {
    async publish(channel, payload) {
      if (!CHANNEL.test(channel)) throw new Error(`invalid channel ${channel}`);
      await database.db.execute(sql`select pg_notify(${channel}, ${JSON.stringify(payload)})`);
    },
    async subscribe(channel, subscriber) {
      if (!CHANNEL.test(channel)) throw new Error(`invalid channel ${channel}`);
      let ready = listening.get(channel);
      if (!ready) {
        ready = listener.listen(channel);
        listening.set(channel, ready);
        ready.catch(() => listening.delete(channel));
      }
      await ready;
      const notice = (payload: unknown) => subscriber.notice(payload);
      const resync = () => subscriber.resync?.();
      const closed = () => subscriber.closed?.();
      emitter.on(`notice:${channel}`, notice);
      emitter.on('resync', resync);
      emitter.on('close', closed);
      return () => {
        emitter.off(`notice:${channel}`, notice);
        emitter.off('resync', resync);
        emitter.off('close', closed);
      };
    },
    async close() {
      emitter.emit('close');
      emitter.removeAllListeners();
      await listener.close();
    },
  };
}

import type { PGlite } from '@electric-sql/pglite';
import type { Listener, ListenerEvents } from './realtime';

/** The embedded database delivers its own notifications; there is no connection to lose. */
export function listenOnPglite(pglite: PGlite, events: ListenerEvents): Listener {
  const stops: (() => Promise<void>)[] = [];
  return {
    async listen(channel) {
      stops.push(await pglite.listen(channel, (payload) => events.notice(channel, payload)));
    },
    async close() {
      await Promise.all(stops.map((stop) => stop().catch(() => {})));
    },
  };
}

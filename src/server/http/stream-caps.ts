export interface StreamCaps {
  perSession: number;
  perAddress: number;
}

/**
 * Live-update streams a process keeps open: a mother with a few tabs or devices stays within the
 * session cap; a household or an office behind one address within the address cap.
 */
export const LIVE_STREAM_CAPS: StreamCaps = { perSession: 3, perAddress: 10 };

interface OpenStream {
  session: string;
  address: string;
  close: () => void;
}

/**
 * The long-lived responses of one process, by session and by client address. A new one over a cap
 * closes the oldest of that session (or address) first: the tab she just opened wins over one
 * left open elsewhere, and one account cannot hold thousands of streams.
 */
export function createStreamRegistry(caps: StreamCaps) {
  const bySession = new Map<string, OpenStream[]>();
  const byAddress = new Map<string, OpenStream[]>();

  const remove = (map: Map<string, OpenStream[]>, key: string, stream: OpenStream) => {
    const list = map.get(key);
    const index = list?.indexOf(stream) ?? -1;
    if (!list || index < 0) return;
    list.splice(index, 1);
    if (list.length === 0) map.delete(key);
  };
  const release = (stream: OpenStream) => {
    remove(bySession, stream.session, stream);
    remove(byAddress, stream.address, stream);
  };
  const makeRoom = (list: OpenStream[] | undefined, cap: number) => {
    while (list && list.length >= cap) {
      const oldest = list[0]!;
      release(oldest);
      oldest.close();
    }
  };
  const add = (map: Map<string, OpenStream[]>, key: string, stream: OpenStream) => {
    const list = map.get(key);
    if (list) list.push(stream);
    else map.set(key, [stream]);
  };

  return {
    /** Registers a stream, closing the oldest over a cap first; returns what to call when it ends. */
    open(session: string, address: string, close: () => void): () => void {
      makeRoom(bySession.get(session), caps.perSession);
      makeRoom(byAddress.get(address), caps.perAddress);
      const stream = { session, address, close };
      add(bySession, session, stream);
      add(byAddress, address, stream);
      return () => release(stream);
    },
    /** How many are open (for the logs and tests). */
    size(): number {
      let count = 0;
      for (const list of bySession.values()) count += list.length;
      return count;
    },
  };
}

export type StreamRegistry = ReturnType<typeof createStreamRegistry>;

interface LiveHandlers {
  change(data: string): void;
  /** Notices may have been lost (a reconnect, or the server's listener came back): refetch all. */
  resync(): void;
}

/**
 * Listens to one of the server's live streams while a page is open. The browser's EventSource
 * reconnects by itself after a network drop; on reconnecting everything is refetched, since
 * notices sent while offline are lost. The server keeps a few streams per session: the oldest tab
 * is told it was replaced, and listens again once it is looked at. Returns the cleanup.
 */
export function listenLive(url: string, handlers: LiveHandlers): () => void {
  let connectedBefore = false;
  let source: EventSource | null = null;
  const onReady = () => {
    if (connectedBefore) handlers.resync();
    connectedBefore = true;
  };
  const connect = () => {
    source = new EventSource(url);
    source.addEventListener('ready', onReady);
    source.addEventListener('change', (event) => handlers.change((event as MessageEvent<string>).data));
    source.addEventListener('resync', () => handlers.resync());
    source.addEventListener('replaced', () => {
      source?.close();
      source = null;
    });
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible' && !source) connect();
  };
  connect();
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    document.removeEventListener('visibilitychange', onVisible);
    source?.close();
  };
}

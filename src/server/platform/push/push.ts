/** A device's push subscription, as the browser gave it. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * sent: the push service took it. gone: the device unsubscribed (404/410); forget it. retry: the
 * service or the network failed for a moment. refused: the service turned it down for good.
 */
export type PushOutcome = 'sent' | 'gone' | 'retry' | 'refused';

export interface Push {
  /** The VAPID public key the browser subscribes with. */
  publicKey: string;
  send(target: PushTarget, payload: string): Promise<PushOutcome>;
}

/** What a push carries: what the notification shows and where a tap goes; nothing else. */
export interface PushPayload {
  id: string;
  title: string;
  body: string;
  url: string;
  /** A medicine dose offers "Dei agora" and "Pular" on the notification. */
  dose?: boolean;
}

/** An endpoint in a log: its origin and the first characters of its path, never all of it. */
export function endpointForLog(endpoint: string): string {
  try {
    const url = new URL(endpoint);
    return `${url.origin}${url.pathname.slice(0, 12)}…`;
  } catch {
    return 'endereço inválido';
  }
}

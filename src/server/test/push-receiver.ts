import { createRequire } from 'node:module';
import net from 'node:net';

const require = createRequire(import.meta.url);
const { PushApiModel } = require('web-push-testing/src/PushApiModel') as { PushApiModel: new () => unknown };
const WebPushTestingServer = require('web-push-testing/src/server') as new (
  model: unknown,
  port: number,
) => { startServer(): void; _server?: net.Server };

export interface ReceivedSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The calls a test makes to a receiver already running at `origin`. */
export function pushReceiverClient(origin: string) {
  const call = async <T>(path: string, body: unknown): Promise<T> => {
    const response = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
    const text = await response.text();
    // Some of its answers are a bare "OK".
    return (text.startsWith('{') ? JSON.parse(text) : {}) as T;
  };
  return {
    origin,
    /** What a browser's pushManager.subscribe() would give, for this server's VAPID public key. */
    async subscribe(applicationServerKey: string): Promise<ReceivedSubscription> {
      // It reads the flag as the string a form would send.
      const { data } = await call<{ data: ReceivedSubscription }>('/subscribe', {
        userVisibleOnly: 'true',
        applicationServerKey,
      });
      return data;
    },
    /** The decrypted payloads a subscription received, oldest first. */
    async messages(clientHash: string): Promise<string[]> {
      const { data } = await call<{ data: { messages: string[] } }>('/get-notifications', { clientHash });
      return data.messages;
    },
    async expire(clientHash: string) {
      await call(`/expire-subscription/${clientHash}`, {});
    },
  };
}

/**
 * A Web Push service on loopback (web-push-testing): it checks the VAPID signature, decrypts what
 * it receives and keeps it, and answers 410 for a subscription it was told to expire.
 */
export async function startPushReceiver() {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const server = new WebPushTestingServer(new PushApiModel(), port);
  const log = console.log;
  console.log = () => {};
  try {
    server.startServer();
    for (let i = 0; i < 50; i++) {
      const ok = await fetch(`${origin}/status`, { method: 'POST' }).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    console.log = log;
  }
  return {
    ...pushReceiverClient(origin),
    close: () => new Promise<void>((resolve) => (server._server ? server._server.close(() => resolve()) : resolve())),
  };
}

export type PushReceiver = Awaited<ReturnType<typeof startPushReceiver>>;

import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: http.IncomingHttpHeaders;
  body: string;
  json: Record<string, unknown>;
}

/** A local HTTP receiver for webhook tests: records requests and answers as told. */
export async function startReceiver(options: { port?: number; behaviour?: 'ok' | 'fail' | 'hang' } = {}) {
  const received: ReceivedWebhook[] = [];
  let behaviour = options.behaviour ?? 'ok';
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      if (behaviour === 'hang') return;
      received.push({ headers: req.headers, body, json: JSON.parse(body) as Record<string, unknown> });
      res.writeHead(behaviour === 'ok' ? 204 : 500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    port,
    received,
    setBehaviour: (b: 'ok' | 'fail' | 'hang') => (behaviour = b),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

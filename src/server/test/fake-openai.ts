import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeOpenAiRequest {
  headers: http.IncomingHttpHeaders;
  body: { model: string; stream: boolean; messages: { role: string; content: string }[] };
}

/**
 * An OpenAI-compatible chat-completions server on loopback, for tests and the bench. Streamed
 * requests are Lu's answers (`requests`); the others ask for the safety second opinion
 * (`opinionRequests`), answered with `opinion` (none by default).
 */
export async function startFakeOpenAi(options: { chunks?: string[]; chunkDelayMs?: number } = {}) {
  const requests: FakeOpenAiRequest[] = [];
  const opinionRequests: FakeOpenAiRequest[] = [];
  let opinion = '{"emergencia": false, "crise": false}';
  let mode: { kind: 'stream' } | { kind: 'status'; status: number } | { kind: 'hang' } = { kind: 'stream' };
  const chunks = options.chunks ?? ['Olá', ', mamãe', '! Vamos', ' conversar.'];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', async () => {
      const body = JSON.parse(raw) as FakeOpenAiRequest['body'];
      if (!body.stream) {
        opinionRequests.push({ headers: req.headers, body });
        return res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: opinion } }] }));
      }
      requests.push({ headers: req.headers, body });
      if (mode.kind === 'hang') return;
      if (mode.kind === 'status')
        return res.writeHead(mode.status, { 'content-type': 'application/json' }).end('{"error":{"message":"no"}}');
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const content of chunks) {
        res.write(`data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`);
        if (options.chunkDelayMs) await new Promise((r) => setTimeout(r, options.chunkDelayMs));
      }
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    opinionRequests,
    setMode: (next: typeof mode) => (mode = next),
    setOpinion: (next: string) => (opinion = next),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

import { type ClientResponse, hc } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import type { AppType } from '../app';

/** How a test client sends one request: through its cookie jar, with a browser's same-origin headers. */
type Send = (method: string, path: string, body: unknown, headers: Record<string, string>) => Promise<Response>;

/**
 * The API's typed client (Hono RPC, as the web uses it) over a test client's `send`, so a test's
 * requests and answers are typed by the routes' own schemas and answers.
 */
export function typedClient(send: Send) {
  return hc<AppType>('/api', {
    fetch: (input: RequestInfo | URL, init: RequestInit = {}) =>
      send(
        init.method ?? 'GET',
        String(input),
        init.body ?? undefined,
        Object.fromEntries(new Headers(init.headers).entries()),
      ),
  });
}

export type TypedClient = ReturnType<typeof typedClient>;

type SuccessJson<R> =
  R extends ClientResponse<infer T, infer S, 'json'> ? (S extends SuccessStatusCode ? T : never) : never;

/** The JSON of a successful answer; any other answer fails the test with its status and body. */
export async function okJson<R extends ClientResponse<unknown, number, string>>(
  request: R | Promise<R>,
): Promise<SuccessJson<R>> {
  const response = await request;
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  return (await response.json()) as SuccessJson<R>;
}

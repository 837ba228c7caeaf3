import { CLIENT_ERRORS, type ClientErrorCode } from '@domain/client-errors';
import type { ErrorCode } from '@domain/errors';
import { type ClientResponse, hc } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import type { AppType } from '../../server/app';

/** The typed client of our own API (Hono RPC); cookies travel because it is same-origin. */
export const api = hc<AppType>('/api');

/** A code of the server's catalogue, or of what the browser meets without one (no connection…). */
export type ApiErrorCode = ErrorCode | ClientErrorCode;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** The catalogue's error body an answer carries, or what the browser says when it has none. */
export type ErrorBody = { error?: { code?: ErrorCode; message?: string } } | null;

export function apiErrorOf(status: number, body: ErrorBody, fallbackMessage: string = CLIENT_ERRORS.unknown.message) {
  return new ApiError(status, body?.error?.code ?? CLIENT_ERRORS.unknown.code, body?.error?.message ?? fallbackMessage);
}

async function toApiError(response: Response): Promise<ApiError> {
  return apiErrorOf(response.status, (await response.json().catch(() => null)) as ErrorBody);
}

type SuccessJson<R> =
  R extends ClientResponse<infer T, infer S, 'json'> ? (S extends SuccessStatusCode ? T : never) : never;

/** The JSON of a successful response, or an ApiError carrying the server's pt-BR message. */
export async function unwrap<R extends ClientResponse<unknown, number, string>>(
  request: Promise<R>,
): Promise<SuccessJson<R>> {
  let response: R;
  try {
    response = await request;
  } catch {
    throw new ApiError(0, CLIENT_ERRORS.network.code, CLIENT_ERRORS.network.message);
  }
  if (!response.ok) throw await toApiError(response as unknown as Response);
  return (await response.json()) as SuccessJson<R>;
}

/** Calls the better-auth endpoints under /api/auth, which are outside the typed client. */
export async function authRequest<T = unknown>(path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/auth${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, CLIENT_ERRORS.network.code, CLIENT_ERRORS.network.message);
  }
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as T;
}

import type { Context, MiddlewareHandler } from 'hono';
import type { ZodType } from 'zod';
import type { Db } from '../db/client';
import { errorResponse } from './app-error';
import type { AppEnv } from './types';

/**
 * Which baby a request is about, for a token limited to one baby: the path's `:id` of a baby, the
 * query's or the body's `babyId`, an entry's baby found by the path's `:id`, or `none` for a route
 * about no one baby (such a token cannot call it).
 */
export type BabyOfRequest =
  | 'param'
  | 'query'
  | 'body'
  | 'none'
  /** A list the route itself narrows to the token's baby. */
  | 'list'
  | ((db: Db, id: string) => Promise<string | null>);

export interface ApiDoc {
  /** The group in the reference page ("Agenda", "Vacinas"…). */
  tag: string;
  summary: string;
  /** What a success answers, as JSON; unset for a file (a CSV, a PDF). */
  response?: ZodType;
  /** The success status when it is not 200. */
  status?: 201;
  /** A file's media type, for a route that answers a file. */
  file?: string;
  baby: BabyOfRequest;
}

const DOC = Symbol('apiDoc');
type Documented = MiddlewareHandler & { [DOC]?: ApiDoc };

/** The route's description in the public API, from its registration. */
export const docOf = (handler: unknown): ApiDoc | undefined => (handler as Documented)[DOC];

async function babyOfRequest(c: Context<AppEnv>, db: Db, baby: BabyOfRequest): Promise<string | null | undefined> {
  if (baby === 'param') return c.req.param('id');
  if (baby === 'query') return c.req.query('babyId');
  if (baby === 'body') {
    const body: unknown = await c.req.json().catch(() => null);
    const babyId = body && typeof body === 'object' ? (body as { babyId?: unknown }).babyId : undefined;
    return typeof babyId === 'string' ? babyId : undefined;
  }
  if (baby === 'none') return undefined;
  if (baby === 'list') return null;
  const id = c.req.param('id');
  return id ? baby(db, id) : undefined;
}

/**
 * Puts a route in the public API: the OpenAPI document describes it, and a personal access token
 * may call it (src/server/auth/require-user.ts refuses a token on any other route). For a token
 * limited to one baby, a request about another baby, or naming none, is a 404.
 */
export function apiRoute(db: Db, doc: ApiDoc): MiddlewareHandler<AppEnv> {
  const handler: Documented = async (c, next) => {
    const token = c.get('token');
    if (token?.babyId) {
      const babyId = await babyOfRequest(c, db, doc.baby);
      // An entry nobody has: the route's own 404 says so.
      if (babyId !== null && babyId !== token.babyId) return errorResponse(c, 'baby_not_found');
    }
    await next();
  };
  handler[DOC] = doc;
  return handler;
}

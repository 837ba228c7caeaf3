import type { Context, MiddlewareHandler } from 'hono';
import type { JSONParsed } from 'hono/utils/types';
import type { output, ZodType } from 'zod';
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

/** A route of the public API answers JSON of a documented schema, or a file of a documented type. */
type Answer =
  | {
      /** What a success answers, as JSON. */
      response: ZodType;
      file?: never;
    }
  | {
      /** A file's media type (a CSV, a PDF). */
      file: string;
      response?: never;
    };

export type ApiDoc = Answer & {
  /** The group in the reference page ("Agenda", "Vacinas"…). */
  tag: string;
  summary: string;
  /** The success status when it is not 200. */
  status?: 201;
  baby: BabyOfRequest;
};

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

/**
 * `body` unchanged, once tsc has checked that what it becomes as JSON (a Date becomes a string, as
 * `c.json` types it) fits `schema`, the answer the route's mark documents: a service that changes or
 * drops a documented field fails to compile. A field the schema lacks is caught at run time instead,
 * by the integration tests' check of every answer against the document.
 */
export const documented = <S extends ZodType, T>(
  _schema: S,
  body: T & (JSONParsed<T> extends output<S> ? unknown : { 'does not fit the documented answer': never }),
): T => body;

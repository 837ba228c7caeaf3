import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { bearerToken } from '../auth/access-token-auth';
import type { Auth } from '../auth/auth';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import type { Logger } from '../platform/log';
import { errorResponse } from './app-error';
import { isUploadRoute } from './request-limits';

/** The outbox's ids are UUIDs; anything of that alphabet and about that length is taken. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Kept a day longer than the week the issue promises, so a phone off for 7 days is safe. */
export const IDEMPOTENCY_KEEP_MS = 8 * 24 * 60 * 60 * 1000;
/** How long a copy waits for the first one, still under way, before answering "ainda sendo salvo". */
const WAIT_FOR_FIRST_MS = 15_000;
/** A copy looks again after 50 ms, then twice as long each time up to a second: many copies of one write cost few reads. */
const FIRST_LOOK_MS = 50;
const LAST_LOOK_MS = 1000;
/**
 * How long a write under way holds its key without a sign of life: renewed while it runs, so only
 * a process that died (or stalled this long) lets a copy run the write again.
 */
export const IDEMPOTENCY_LEASE_MS = 15_000;

/**
 * An answer stored for replay: what the write did, or why it was refused for good. A 5xx, a
 * session gone (401) or a throttle (429) is not the write's fate: the lock row is dropped and the
 * next copy runs again.
 */
const isFinal = (status: number) => status < 500 && status !== 401 && status !== 429;

const hashOf = (method: string, target: string, body: string) =>
  createHash('sha256').update(`${method} ${target}\n${body}`).digest('hex');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Spread at random over its second half, so copies sent together do not look together. */
const lookAfter = (attempt: number) => Math.min(FIRST_LOOK_MS * 2 ** attempt, LAST_LOOK_MS) * (0.5 + Math.random() / 2);

/** Better-auth's routes act on the session and answer with its cookies, which a stored reply does not carry. */
const isSessionRoute = (path: string) => path.startsWith('/api/auth/');

/** A stored answer is JSON, or Lu's whole reply as server-sent events (which never opens with `{` or `[`). */
const EVENT_STREAM = 'text/event-stream';
const isEventStream = (response: Response) => response.headers.get('content-type')?.startsWith(EVENT_STREAM) ?? false;
/** Lu's reply broke and was taken back (chat.routes): nothing was stored, so a copy may ask again. */
const brokeOff = (events: string) => /^event: error$/m.test(events);

function replay(status: number, body: string | null) {
  const headers = { 'idempotent-replayed': 'true', 'cache-control': 'no-store' };
  if (status === 204 || !body) return new Response(null, { status, headers });
  const type = body.startsWith('event:') ? EVENT_STREAM : 'application/json; charset=UTF-8';
  return new Response(body, { status, headers: { ...headers, 'content-type': type } });
}

/**
 * Whose keys a write's key is among. A personal access token's are its own: its owner's account, in
 * a space apart from her session's and her other tokens' (a key is `[A-Za-z0-9_-]`, so the `:` of
 * the prefix cannot be forged). A bearer request is never keyed by a cookie it also carries, since
 * the route acts as the token. Null when nobody is signed in: the route answers its 401.
 */
async function keyHolder(c: Context, auth: Auth): Promise<{ userId: string; prefix: string } | null> {
  const token = bearerToken(c.req.header('authorization'));
  if (token !== undefined) {
    const holder = await auth.tokens.holderOf(token);
    return holder && { userId: holder.userId, prefix: `token:${holder.tokenId}:` };
  }
  const { session, setCookies } = await auth.sessions.read(c.req.raw.headers);
  if (!session) return null;
  for (const cookie of setCookies) c.header('set-cookie', cookie, { append: true });
  return { userId: session.user.id, prefix: '' };
}

/**
 * A write sent with an `Idempotency-Key` is done once per account (or token) however often it
 * arrives: the first copy inserts a lock row (the primary key decides, so parallel copies cannot
 * both win), or takes over one whose lease ran out; it runs, renewing its lease, and stores its
 * answer; the others wait for it and answer the same. The same key with another method, path or
 * body is refused. Writes without the header pass untouched, and so do the session's own routes:
 * a sign-out answered from the store would leave her signed in.
 */
export function idempotency(deps: { db: Db; auth: Auth; leaseMs?: number }): MiddlewareHandler {
  const { db, auth, leaseMs = IDEMPOTENCY_LEASE_MS } = deps;
  const leaseEnd = sql`now() + ${`${leaseMs} milliseconds`}::interval`;
  return async (c, next) => {
    const sentKey = c.req.header('idempotency-key');
    if (
      sentKey === undefined ||
      !WRITES.has(c.req.method) ||
      isUploadRoute(c.req.method, c.req.path) ||
      isSessionRoute(c.req.path)
    )
      return next();
    if (!KEY_PATTERN.test(sentKey)) return errorResponse(c, 'idempotency_key_invalid');
    const holder = await keyHolder(c, auth);
    if (!holder) return next();
    const { userId } = holder;
    const key = holder.prefix + sentKey;
    const url = new URL(c.req.url);
    const requestHash = hashOf(c.req.method, url.pathname + url.search, await c.req.text());
    const row = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    for (let attempt = 0; ; attempt += 1) {
      const [locked] = await db
        .insert(idempotencyKeys)
        .values({ userId, key, requestHash, leaseUntil: leaseEnd })
        .onConflictDoUpdate({
          target: [idempotencyKeys.userId, idempotencyKeys.key],
          set: { leaseUntil: leaseEnd },
          // Rows from before leases have none: their writes were cut off by the restart that added them.
          setWhere: and(
            isNull(idempotencyKeys.status),
            eq(idempotencyKeys.requestHash, requestHash),
            or(isNull(idempotencyKeys.leaseUntil), lt(idempotencyKeys.leaseUntil, sql`now()`)),
          ),
        })
        .returning({ key: idempotencyKeys.key });
      if (locked) break;
      const [seen] = await db
        .select({
          requestHash: idempotencyKeys.requestHash,
          status: idempotencyKeys.status,
          body: idempotencyKeys.body,
        })
        .from(idempotencyKeys)
        .where(row);
      // Gone between the insert and the read: the first copy failed, so this one runs it.
      if (!seen) continue;
      if (seen.requestHash !== requestHash) return errorResponse(c, 'idempotency_key_reused');
      if (seen.status !== null) return replay(seen.status, seen.body);
      if (Date.now() > deadline) return errorResponse(c, 'idempotency_in_progress');
      await sleep(lookAfter(attempt));
    }

    // A renewal that fails lets the lease run out: a copy may then run the write again, as after a crash.
    const renewal = setInterval(
      () =>
        void db
          .update(idempotencyKeys)
          .set({ leaseUntil: leaseEnd })
          .where(and(row, isNull(idempotencyKeys.status)))
          .catch(() => undefined),
      leaseMs / 3,
    );
    let streaming = false;
    let stored = false;
    try {
      await next();
      const status = c.res.status;
      if (isFinal(status) && isEventStream(c.res) && c.res.body) {
        // Lu's reply streams to her as it is written; its copy is stored once the stream ends.
        const [toClient, toStore] = c.res.body.tee();
        c.res = new Response(toClient, c.res);
        streaming = true;
        stored = true;
        void storeWhenEnded(toStore, status);
      } else if (isFinal(status)) {
        const body = status === 204 ? null : await c.res.clone().text();
        await db.update(idempotencyKeys).set({ status, body }).where(row);
        stored = true;
      }
    } finally {
      if (!streaming) clearInterval(renewal);
      if (!stored) await db.delete(idempotencyKeys).where(row);
    }

    async function storeWhenEnded(stream: ReadableStream<Uint8Array>, status: number) {
      try {
        const events = await new Response(stream).text();
        if (brokeOff(events)) await db.delete(idempotencyKeys).where(row);
        else await db.update(idempotencyKeys).set({ status, body: events }).where(row);
      } catch {
        await db
          .delete(idempotencyKeys)
          .where(row)
          .catch(() => undefined);
      } finally {
        clearInterval(renewal);
      }
    }
  };
}

/** Deletes the keys older than the keeping time, by the created_at index. */
export async function sweepIdempotencyKeys(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEEP_MS)))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}

/** In every app process: a sweep at start and every `intervalMs`; a failure is logged and tried again. */
export function startIdempotencySweep(deps: { db: Db; logger: Logger }, intervalMs = 60 * 60 * 1000) {
  let running: Promise<void> = Promise.resolve();
  const round = () => {
    running = running.then(async () => {
      try {
        const swept = await sweepIdempotencyKeys(deps.db, new Date());
        if (swept > 0) deps.logger.info('old idempotency keys deleted', { deleted: swept });
      } catch (error) {
        deps.logger.warn('idempotency sweep failed', { error });
      }
    });
  };
  round();
  const timer = setInterval(round, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

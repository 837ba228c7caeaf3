import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { isAdmin, isAdminSql } from '../features/roles/roles.service';
import type { SessionUser } from '../http/types';
import type { Logger } from '../platform/log';
import type { Realtime } from '../platform/realtime/realtime';
import { endSessions } from './auth-users';
import { signedSessionToken } from './session-cookie';

/** Where the database announces a changed session, user or role (migration 0012). */
export const SESSION_CHANNEL = 'session_changed';

/** Enough for every mother active on one process at once; the oldest entry goes first. */
const MAX_ENTRIES = 10_000;
/**
 * Notices are the invalidation; this only bounds how long one lost while the LISTEN connection
 * is down (before its resync) could keep a session alive here.
 */
const MAX_AGE_MS = 60_000;
/** How long `settle` waits for its own notice before it forgets everything instead. */
const SETTLE_TIMEOUT_MS = 2_000;

export interface RequestSession {
  /** The session's id (not its token). */
  id: string;
  user: SessionUser;
  isAdmin: boolean;
}

export interface SessionRead {
  session: RequestSession | null;
  /** better-auth's cookies when it renewed the session: the response carries them. */
  setCookies: string[];
}

/** What the cache needs of better-auth: its settings, and its own read for the renewal. */
interface BetterAuthSessions {
  $context: Promise<{
    secret: string;
    authCookies: { sessionToken: { name: string } };
    sessionConfig: { expiresIn: number; updateAge: number };
  }>;
  api: {
    getSession(input: { headers: Headers; returnHeaders: true }): Promise<{
      headers: Headers;
      response: { session: { id: string }; user: { id: string; email: string; name: string } } | null;
    }>;
  };
}

interface Entry {
  token: string;
  session: RequestSession;
  /** When better-auth would renew it (session.updateAge); always before it expires. */
  renewAt: number;
  storedAt: number;
}

const NO_SESSION: SessionRead = { session: null, setCookies: [] };

/**
 * Who is signed in, per process, without asking the database each time. A request whose session
 * is cached makes no query for it; a miss makes one (session, user and admin role by token). Any
 * change in the database to a session, its user or her roles, made by whoever, is announced on
 * SESSION_CHANNEL by triggers and reaches every process's cache through Realtime, which forgets
 * that user's sessions. A request that ends sessions waits with `settle` until this process has
 * heard it before it answers. Nothing is cached until the channel is listened to, and everything
 * is forgotten when notices may have been lost (resync).
 */
export function createSessionCache(auth: BetterAuthSessions, { db, logger }: { db: Db; logger: Logger }) {
  const entries = new Map<string, Entry>();
  const tokensByUser = new Map<string, Set<string>>();
  let notices: Realtime | null = null;
  let listening = false;
  // Bumped by every forgetting: a read that began before it must not store what it read.
  let generation = 0;
  /** `settle`'s own notices not heard yet, by their id. */
  const settling = new Map<string, () => void>();

  let settings: Promise<{ cookieName: string; secret: string; renewBeforeExpiryMs: number }> | undefined;
  const settingsOf = () =>
    (settings ??= auth.$context.then((context) => ({
      cookieName: context.authCookies.sessionToken.name,
      secret: context.secret,
      // better-auth renews a session once it is older than updateAge: at expiresAt - expiresIn + updateAge.
      renewBeforeExpiryMs: (context.sessionConfig.expiresIn - context.sessionConfig.updateAge) * 1000,
    })));

  function remove(token: string) {
    const entry = entries.get(token);
    if (!entry) return;
    entries.delete(token);
    const tokens = tokensByUser.get(entry.session.user.id);
    tokens?.delete(token);
    if (tokens?.size === 0) tokensByUser.delete(entry.session.user.id);
  }

  function store(entry: Entry) {
    remove(entry.token);
    if (entries.size >= MAX_ENTRIES) remove(entries.keys().next().value!);
    entries.set(entry.token, entry);
    const tokens = tokensByUser.get(entry.session.user.id) ?? new Set();
    tokensByUser.set(entry.session.user.id, tokens.add(entry.token));
  }

  function forgetUser(userId: string) {
    generation++;
    for (const token of tokensByUser.get(userId) ?? []) remove(token);
  }

  function forgetAll() {
    generation++;
    entries.clear();
    tokensByUser.clear();
  }

  function onNotice(payload: unknown) {
    const { userId, settled } = (payload ?? {}) as { userId?: unknown; settled?: unknown };
    if (typeof settled === 'string') settling.get(settled)?.();
    else if (typeof userId === 'string') forgetUser(userId);
    else forgetAll();
  }

  /**
   * Returns once this process has heard every change committed before the call. The notices of
   * one connection arrive in commit order: hearing one of its own sent now means the earlier ones
   * were heard. Without it in time (or with no database to send it), everything is forgotten.
   */
  async function settle() {
    if (!listening || !notices) return;
    const id = randomUUID();
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<boolean>((resolve) => {
      settling.set(id, () => resolve(true));
      timer = setTimeout(() => resolve(false), SETTLE_TIMEOUT_MS);
    });
    try {
      await notices.publish(SESSION_CHANNEL, { settled: id });
      if (await heard) return;
      logger.warn('session notice not heard in time: forgetting every cached session');
    } catch (error) {
      logger.warn('session notice not sent: forgetting every cached session', { error });
    } finally {
      clearTimeout(timer);
      settling.delete(id);
    }
    forgetAll();
  }

  /** better-auth's own read, which renews (or deletes an expired) session and says which cookies to set. */
  async function readWithBetterAuth(headers: Headers): Promise<SessionRead> {
    const { headers: out, response } = await auth.api.getSession({ headers, returnHeaders: true });
    if (!response) return NO_SESSION;
    const { id, email, name } = response.user;
    return {
      session: { id: response.session.id, user: { id, email, name }, isAdmin: await isAdmin(db, id, logger) },
      setCookies: out.getSetCookie(),
    };
  }

  async function readFromDatabase(token: string) {
    const [row] = await db
      .select({
        id: sessions.id,
        expiresAt: sessions.expiresAt,
        userId: users.id,
        email: users.email,
        name: users.name,
        isAdmin: isAdminSql(users.id),
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.token, token))
      .limit(1);
    return row ?? null;
  }

  return {
    /** Starts following the database's change notices; until then every read asks the database. */
    follow(realtime: Realtime) {
      notices = realtime;
      realtime
        .subscribe(SESSION_CHANNEL, {
          notice: onNotice,
          resync: forgetAll,
          closed() {
            listening = false;
            forgetAll();
            for (const done of settling.values()) done();
          },
        })
        .then(
          () => {
            listening = true;
          },
          (error) => logger.warn('session cache disabled: no change notices', { error }),
        );
    },

    /** The request's session, or null when better-auth would say there is none. */
    async read(headers: Headers): Promise<SessionRead> {
      const { cookieName, secret, renewBeforeExpiryMs } = await settingsOf();
      const token = signedSessionToken(headers.get('cookie'), cookieName, secret);
      if (!token) return NO_SESSION;

      const now = Date.now();
      const cached = entries.get(token);
      if (cached && now - cached.storedAt < MAX_AGE_MS) {
        if (now < cached.renewAt) return { session: cached.session, setCookies: [] };
        remove(token);
        return readWithBetterAuth(headers);
      }

      // Storable only if every change committed after this read began will be heard.
      const followed = listening;
      const seen = generation;
      let row: Awaited<ReturnType<typeof readFromDatabase>>;
      try {
        row = await readFromDatabase(token);
      } catch (error) {
        // The way it was before the cache: better-auth's read, and a failed role check means "not admin".
        logger.warn('session read failed, asking better-auth', { error });
        return readWithBetterAuth(headers);
      }
      if (!row) return NO_SESSION;
      const renewAt = row.expiresAt.getTime() - renewBeforeExpiryMs;
      // Due for renewal, or expired: better-auth renews it (and sets the cookie), or deletes it.
      if (now >= renewAt) return readWithBetterAuth(headers);

      const session: RequestSession = {
        id: row.id,
        user: { id: row.userId, email: row.email, name: row.name },
        isAdmin: row.isAdmin,
      };
      if (followed && listening && generation === seen) store({ token, session, renewAt, storedAt: now });
      return { session, setCookies: [] };
    },

    /**
     * For a request that has ended sessions (sign-out, a password changed or reset, an account
     * deleted), before it answers: from then on this process refuses them, and the other
     * processes, sent their notices at the same commits, have had a round trip to hear them.
     */
    settle,

    /**
     * Signs her out everywhere, in every process: the one call for whatever takes her access
     * away (a password set by an admin; later, removal from a family).
     */
    async revokeUser(userId: string) {
      await endSessions(db, userId);
      await settle();
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;

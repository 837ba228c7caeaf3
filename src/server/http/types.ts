import type { Auth } from '../auth/auth';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { ImportReader } from '../features/imports/import-read-pool';
import type { ReportPdfs } from '../features/reports/report-pdfs';
import type { ChatModel } from '../platform/ai/ai';
import type { Background } from '../platform/background';
import type { Clock } from '../platform/clock';
import type { Logger } from '../platform/log';
import type { Mailer } from '../platform/mail/mailer';
import type { Moderator } from '../platform/moderation/moderation';
import type { Push } from '../platform/push/push';
import type { Realtime } from '../platform/realtime/realtime';
import type { Storage } from '../platform/storage/storage';
import type { Webhooks } from '../platform/webhooks/webhooks';

export interface AppDeps {
  config: Config;
  database: Database;
  logger: Logger;
  mailer: Mailer;
  auth: Auth;
  storage: Storage;
  webhooks: Webhooks;
  ai: ChatModel;
  moderator: Moderator;
  realtime: Realtime;
  background: Background;
  clock: Clock;
  push: Push;
  /** The install's secret (AUTH_SECRET or DATA_DIR's): signs the e-mails' one-click links. */
  secret: string;
  /** The reminders' scheduler, told when a reminder due at once was planned. */
  reminders: { nudge(): void };
  /** Report PDFs, made in a worker process, queued and cached for the whole process. */
  reportPdfs: ReportPdfs;
  /** Uploaded Huckleberry files, read one at a time in a worker process. */
  importReader: ImportReader;
}

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  /** The name of the personal access token the request came with: what it writes is marked "via" it. */
  via?: string;
}

/** What a personal access token allows, for a request made with one. */
export interface TokenGrant {
  id: string;
  name: string;
  scope: 'leitura' | 'escrita';
  /** The one baby it reaches, or null for every baby of her families. */
  babyId: string | null;
}

export type AppEnv = {
  Variables: {
    user: SessionUser;
    /** The session's id (not its token), set with `user` by requireUser. */
    sessionId: string;
    /**
     * Whether she holds the admin role, read with her session; a role given or taken reaches it
     * through the session change notices. The back office's guard reads the role itself.
     */
    isAdmin: boolean;
    /** Set when the request came with a personal access token instead of a session. */
    token?: TokenGrant;
  };
};

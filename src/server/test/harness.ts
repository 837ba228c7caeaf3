import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { createApp } from '../app';
import { createAuth } from '../auth/auth';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { createImportReader } from '../features/imports/import-read-pool';
import { createReminderScheduler } from '../features/reminders/reminder-scheduler';
import { createReportPdfs } from '../features/reports/report-pdfs';
import type { AppDeps } from '../http/types';
import { createChatModel } from '../platform/ai/create-chat-model';
import { createBackground } from '../platform/background';
import { silentLogger } from '../platform/log';
import type { MailMessage } from '../platform/mail/mailer';
import type { Moderator } from '../platform/moderation/moderation';
import { createTextModerator } from '../platform/moderation/text-moderator';
import type { Push } from '../platform/push/push';
import { createWebPushSender } from '../platform/push/web-push-sender';
import { createRealtime } from '../platform/realtime/realtime';
import { createDiskStorage } from '../platform/storage/disk-storage';
import type { Storage } from '../platform/storage/storage';
import { createWebhookDispatcher, type DispatcherOptions, disabledWebhooks } from '../platform/webhooks/webhooks';
import { type OpenApiResponseChecker, openApiResponseChecker } from './openapi-responses';
import { openTestDatabase } from './test-database';
import { typedClient } from './typed-client';

/** A clock a test sets and moves; it starts at the real time. */
export function createTestClock(start = new Date()) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    set(at: Date | string) {
      now = new Date(at).getTime();
    },
    advance(ms: number) {
      now += ms;
    },
  };
}
export type TestClock = ReturnType<typeof createTestClock>;

export const TEST_ORIGIN = 'http://lumma.test';

/** The whole API on a fresh database, with mail kept in memory. One per test file. */
export async function createTestContext(
  env: Record<string, string> = {},
  webhookOptions: Partial<DispatcherOptions> = {},
  overrides: { moderator?: Moderator; storage?: Storage; push?: Push; database?: Database } = {},
) {
  // The scale bench brings its own seeded database, kept after the run.
  const database = overrides.database ?? (await openTestDatabase());
  const config = loadConfig({
    APP_URL: TEST_ORIGIN,
    AUTH_SECRET: 'test-secret-that-is-long-enough-0123456789',
    LOG_REQUESTS: 'false',
    AUTH_RATE_LIMIT_MAX: '1000',
    TOKEN_RATE_LIMIT_MAX: '1000',
    ...env,
  });
  const mail: MailMessage[] = [];
  const mailer = { send: async (message: MailMessage) => void mail.push(message) };
  // The dispatcher is not started: tests deliver with `dispatcher.drain()` when they choose.
  const dispatcher = config.WEBHOOK_URL
    ? createWebhookDispatcher({
        db: database.db,
        url: config.WEBHOOK_URL,
        secret: config.WEBHOOK_SECRET,
        logger: silentLogger,
        ...webhookOptions,
      })
    : null;
  const webhooks = dispatcher?.webhooks ?? disabledWebhooks;
  const auth = createAuth({
    db: database.db,
    logger: silentLogger,
    mailer,
    webhooks,
    secret: config.AUTH_SECRET!,
    appUrl: config.APP_URL,
    rateLimitMax: config.AUTH_RATE_LIMIT_MAX,
    tokenRateLimitMax: config.TOKEN_RATE_LIMIT_MAX,
  });
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumma-media-'));
  const storage = overrides.storage ?? createDiskStorage(mediaDir);
  const ai = createChatModel(config);
  const moderator = overrides.moderator ?? createTextModerator();
  const realtime = createRealtime(database, silentLogger);
  const background = createBackground(silentLogger);
  const clock = createTestClock();
  const push =
    overrides.push ??
    createWebPushSender({ ...webpush.generateVAPIDKeys(), subject: 'mailto:teste@lumma.test' }, silentLogger, 2_000);
  const secret = config.AUTH_SECRET!;
  // Not started: tests plan and send with `scheduler.runNow()` after moving the clock.
  const scheduler = createReminderScheduler({
    db: database.db,
    clock,
    push,
    mailer: config.SMTP_URL ? mailer : null,
    logger: silentLogger,
    appUrl: config.APP_URL,
    secret,
  });
  const reportPdfs = createReportPdfs({ heapMb: config.REPORT_PDF_HEAP_MB, logger: silentLogger });
  const importReader = createImportReader({ heapMb: config.IMPORT_READ_HEAP_MB, logger: silentLogger });
  const deps: AppDeps = {
    config,
    database,
    logger: silentLogger,
    mailer,
    auth,
    storage,
    webhooks,
    ai,
    moderator,
    realtime,
    background,
    clock,
    push,
    secret,
    reminders: scheduler,
    reportPdfs,
    importReader,
  };
  const app = createApp(deps, { serveStatic: false });
  // Read before the first test, whose time it would otherwise take.
  await checkerOf(app);
  return {
    app,
    /** What the app was made of: a test builds a second router on them, as another process would have. */
    deps,
    db: database.db,
    mail,
    storage,
    realtime,
    background,
    dispatcher,
    clock,
    push,
    scheduler,
    reportPdfs,
    mediaDir,
    client: () => new TestClient(app),
    async close() {
      await dispatcher?.stop();
      await background.drain();
      await realtime.close();
      await reportPdfs.close();
      importReader.close();
      await database.close();
      fs.rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;

interface Fetcher {
  request(input: string, init?: RequestInit): Response | Promise<Response>;
}

/** The app's OpenAPI document as a response checker, fetched once per app (null when it serves none). */
const checkers = new WeakMap<Fetcher, Promise<OpenApiResponseChecker | null>>();
function checkerOf(app: Fetcher) {
  let checker = checkers.get(app);
  if (!checker) {
    checker = Promise.resolve(app.request(`${TEST_ORIGIN}/api/openapi.json`)).then(async (response) =>
      response.ok ? openApiResponseChecker(await response.json()) : null,
    );
    checkers.set(app, checker);
  }
  return checker;
}

/**
 * A browser stand-in: same-origin headers and a cookie jar. Every answer of a route in the public
 * API is checked against the OpenAPI document.
 */
export class TestClient {
  private cookies = new Map<string, string>();

  constructor(private readonly app: Fetcher) {}

  /** The API's typed client, sharing this client's cookies. */
  readonly api = typedClient((method, path, body, headers) => this.request(method, path, body, headers));

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await this.app.request(`${TEST_ORIGIN}${path}`, {
      method,
      headers: {
        origin: TEST_ORIGIN,
        ...(body === undefined || body instanceof FormData ? {} : { 'content-type': 'application/json' }),
        ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}),
        ...headers,
      },
      body:
        body === undefined
          ? undefined
          : typeof body === 'string' || body instanceof FormData
            ? body
            : JSON.stringify(body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index);
      const value = pair!.slice(index + 1);
      if (value === '' || /max-age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const problem = await (await checkerOf(this.app))?.problem(method, path, response);
    if (problem)
      throw new Error(`${method} ${path} answered ${response.status} unlike the OpenAPI document: ${problem}`);
    return response;
  }

  /** A multipart upload of one file in the `file` field, as the browser sends it. */
  upload(path: string, bytes: Uint8Array, filename = 'foto.jpg', type = 'image/jpeg') {
    const form = new FormData();
    form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), filename);
    return this.request('POST', path, form);
  }

  get = (path: string) => this.request('GET', path);
  post = (path: string, body: unknown = {}) => this.request('POST', path, body);

  cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  signUp(fields: Partial<{ name: string; phone: string; email: string; password: string }> = {}) {
    return this.post('/api/auth/sign-up/email', {
      name: 'Ana Souza',
      phone: '+55 (11) 98765-4321',
      email: `ana.${Math.random().toString(36).slice(2)}@example.com`,
      password: 'segredo1',
      ...fields,
    });
  }

  signIn(email: string, password: string) {
    return this.post('/api/auth/sign-in/email', { email, password });
  }
}

export async function errorOf(response: Response) {
  return ((await response.json()) as { error: { code: string; message: string } }).error;
}

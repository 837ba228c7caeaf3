import fs from 'node:fs';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createAuth } from './auth/auth';
import { loadOrCreateAuthSecret } from './auth/secrets';
import { clearCleanShutdown, markCleanShutdown } from './backup/backup-service';
import { createConfiguredBackups } from './backup/configured-backups';
import { openEmbeddedUpgrading } from './backup/embedded-upgrade';
import { ConfigError, loadConfig } from './config';
import { type Database, DatabaseConfigError, openPostgres } from './db/client';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import { EmbeddedPostgresError } from './db/embedded-postgres';
import { importPgliteInstall } from './db/pglite-import';
import { seedPlans } from './db/seed/plans';
import { seedContent } from './db/seed/seed-content';
import { createImportResumer, releaseImportLeases } from './features/imports/import-jobs';
import { createImportReader } from './features/imports/import-read-pool';
import { startMediaMaintenance } from './features/media/media-maintenance';
import { createReminderScheduler } from './features/reminders/reminder-scheduler';
import { createReportPdfs } from './features/reports/report-pdfs';
import { isDiskFull } from './http/disk-full';
import { startIdempotencySweep } from './http/idempotency';
import { createChatModel } from './platform/ai/create-chat-model';
import { createBackground } from './platform/background';
import { systemClock } from './platform/clock';
import { createLogger } from './platform/log';
import { createSmtpMailer } from './platform/mail/smtp-mailer';
import { createStoredMailer } from './platform/mail/stored-mailer';
import { createTextModerator } from './platform/moderation/text-moderator';
import { loadOrCreateVapidKeys } from './platform/push/vapid-keys';
import { createWebPushSender } from './platform/push/web-push-sender';
import { createRealtime } from './platform/realtime/realtime';
import { createDiskStorage } from './platform/storage/disk-storage';
import { createS3Storage } from './platform/storage/s3-storage';
import { createWebhookDispatcher, disabledWebhooks } from './platform/webhooks/webhooks';

const logger = createLogger();

function fail(message: string): never {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(1);
}

function freeMegabytes(dir: string): string {
  try {
    const { bavail, bsize } = fs.statfsSync(dir);
    return `${((bavail * bsize) / 1024 / 1024).toFixed(0)} MB livres`;
  } catch {
    return 'espaço livre desconhecido';
  }
}

async function main() {
  const config = (() => {
    try {
      return loadConfig();
    } catch (error) {
      if (error instanceof ConfigError) fail(error.message);
      throw error;
    }
  })();
  const startedAt = performance.now();

  try {
    fs.mkdirSync(config.DATA_DIR, { recursive: true });
    fs.accessSync(config.DATA_DIR, fs.constants.W_OK);
  } catch (error) {
    fail(`Não foi possível usar o diretório de dados ${path.resolve(config.DATA_DIR)}: ${(error as Error).message}`);
  }

  if (config.DATABASE_URL && !config.AUTH_SECRET) {
    fail(
      'Configuração inválida:\n  AUTH_SECRET: obrigatório com DATABASE_URL (todos os processos precisam do mesmo segredo).',
    );
  }

  let releaseLock = () => {};
  let database: Database;
  try {
    if (config.DATABASE_URL) {
      database = await openPostgres(config.DATABASE_URL, 10, config.DATABASE_DIRECT_URL);
    } else {
      releaseLock = lockDataDir(config.DATA_DIR);
      database = await openEmbeddedUpgrading(config.DATA_DIR, { onUnexpectedExit: (message) => fail(message) }, logger);
      // From here on the database may change: the last clean shutdown's backup no longer holds all of it.
      clearCleanShutdown(config.DATA_DIR);
    }
    await database.migrate();
    if (database.kind === 'embedded') await importPgliteInstall(config.DATA_DIR, database, logger);
    await seedContent(database.db);
    await seedPlans(database.db);
  } catch (error) {
    if (error instanceof DataDirLockedError || error instanceof DatabaseConfigError) fail(error.message);
    if (error instanceof EmbeddedPostgresError && !isDiskFull(error)) fail(error.message);
    if (isDiskFull(error)) {
      releaseLock();
      fail(
        `Sem espaço em disco no diretório de dados ${path.resolve(config.DATA_DIR)} (${freeMegabytes(config.DATA_DIR)}). Libere espaço ou escolha outro DATA_DIR.`,
      );
    }
    throw error;
  }

  const secret = config.AUTH_SECRET ?? loadOrCreateAuthSecret(config.DATA_DIR);
  const mailer = config.SMTP_URL
    ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM)
    : createStoredMailer(database.db, logger);
  const dispatcher = config.WEBHOOK_URL
    ? createWebhookDispatcher({ db: database.db, url: config.WEBHOOK_URL, secret: config.WEBHOOK_SECRET, logger })
    : null;
  const webhooks = dispatcher?.webhooks ?? disabledWebhooks;
  const auth = createAuth({
    db: database.db,
    logger,
    mailer,
    webhooks,
    secret,
    appUrl: config.APP_URL,
    rateLimitMax: config.AUTH_RATE_LIMIT_MAX,
    tokenRateLimitMax: config.TOKEN_RATE_LIMIT_MAX,
  });
  const storage = config.S3_BUCKET
    ? createS3Storage({
        endpoint: config.S3_ENDPOINT ?? `https://s3.${config.S3_REGION}.amazonaws.com`,
        bucket: config.S3_BUCKET,
        region: config.S3_REGION,
        accessKeyId: config.S3_ACCESS_KEY_ID!,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
        pathStyle: config.S3_PATH_STYLE,
      })
    : createDiskStorage(path.join(config.DATA_DIR, 'media'));
  const backups = createConfiguredBackups(config, database, logger);
  const ai = createChatModel(config);
  const moderator = createTextModerator();
  const realtime = createRealtime(database, logger);
  const background = createBackground(logger);
  const vapid =
    config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY
      ? { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY }
      : loadOrCreateVapidKeys(config.DATA_DIR);
  const push = createWebPushSender(
    {
      ...vapid,
      subject: config.VAPID_SUBJECT ?? `mailto:${config.MAIL_FROM.match(/<(.+)>/)?.[1] ?? config.MAIL_FROM}`,
    },
    logger,
  );
  const scheduler = createReminderScheduler({
    db: database.db,
    clock: systemClock,
    push,
    mailer: config.SMTP_URL ? mailer : null,
    logger,
    appUrl: config.APP_URL,
    secret,
  });
  const reportPdfs = createReportPdfs({ heapMb: config.REPORT_PDF_HEAP_MB, logger });
  const importReader = createImportReader({ heapMb: config.IMPORT_READ_HEAP_MB, logger });
  const app = createApp({
    config,
    database,
    logger,
    mailer,
    auth,
    storage,
    webhooks,
    ai,
    moderator,
    realtime,
    background,
    clock: systemClock,
    push,
    secret,
    reminders: scheduler,
    reportPdfs,
    importReader,
  });

  const importResumer = createImportResumer({
    db: database.db,
    realtime,
    logger,
    clock: systemClock,
    background,
    importReader,
    previewHours: config.IMPORT_PREVIEW_HOURS,
  });
  // The embedded database has this one process: an import it finds held was held by one now dead.
  if (database.kind === 'embedded') await releaseImportLeases(database.db);
  let mediaMaintenance: ReturnType<typeof startMediaMaintenance> | null = null;
  let idempotencySweep: ReturnType<typeof startIdempotencySweep> | null = null;
  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, () => {
    dispatcher?.start();
    scheduler.start();
    if (config.BACKUPS === 'on') backups.start();
    mediaMaintenance = startMediaMaintenance({ db: database.db, storage, logger });
    idempotencySweep = startIdempotencySweep({ db: database.db, logger });
    importResumer.start();
    void importResumer.run();
    logger.info('Lumma is listening', {
      url: config.APP_URL,
      port: config.PORT,
      database: database.kind,
      storage: config.S3_BUCKET ? 's3' : 'disk',
      assistant: ai.kind,
      startupMs: Math.round(performance.now() - startedAt),
    });
  });
  server.on('error', (error: NodeJS.ErrnoException) => {
    releaseLock();
    fail(error.code === 'EADDRINUSE' ? `A porta ${config.PORT} já está em uso. Defina outra em PORT.` : String(error));
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    // An import under way stops after its current batch and is carried on at the next start.
    background.stop();
    // In-flight requests finish; idle keep-alive sockets are closed so close() can complete.
    const force = setTimeout(() => {
      logger.warn('shutdown timed out, closing open connections');
      (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
    }, 10_000);
    server.close(async () => {
      clearTimeout(force);
      await dispatcher?.stop();
      await scheduler.stop();
      await importResumer.stop();
      // A file being read is read again at the next start: its job ends now, not at its deadline.
      importReader.close();
      await background.drain();
      await mediaMaintenance?.stop();
      await idempotencySweep?.stop();
      await reportPdfs.close();
      await backups.stop();
      // Nothing writes any more: this backup holds everything (with another process of the same
      // database still writing, only one backup at a time is taken, and none is waited for).
      const last =
        config.BACKUPS === 'on'
          ? await backups
              .backUp('shutdown', { wait: database.kind === 'embedded' })
              .catch((error) => logger.error('shutdown backup failed', { error }))
          : null;
      if (last && database.kind === 'embedded') markCleanShutdown(config.DATA_DIR, last);
      await database.close().catch((error) => logger.error('database close failed', { error }));
      releaseLock();
      logger.info('stopped');
      process.exit(0);
    });
    (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
    // Live-update streams never end by themselves: ending them lets close() complete.
    void realtime.close();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error) => {
  logger.error('failed to start', { error });
  process.exit(1);
});

import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const ConfigSchema = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    /** Behind a pooler in transaction mode (DATABASE_URL): the same database without it, for what needs a session. */
    DATABASE_DIRECT_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    APP_URL: z.url().optional(),
    AUTH_SECRET: z.string().min(32, 'must have at least 32 characters').optional(),
    AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
    TOKEN_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(60),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Lumma <nao-responda@lumma.app>'),
    TRUST_PROXY: booleanFlag,
    WEBHOOK_URL: z.url('must be an http(s) URL').optional(),
    WEBHOOK_SECRET: z.string().min(16, 'must have at least 16 characters').optional(),
    AI_BASE_URL: z.url('must be an http(s) URL').optional(),
    AI_API_KEY: z.string().optional(),
    AI_MODEL: z.string().min(1).optional(),
    AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(60_000),
    /** The heap cap of the worker process that makes report PDFs, apart from the server's own. */
    REPORT_PDF_HEAP_MB: z.coerce.number().int().min(1).max(1024).default(64),
    /** The heap cap of the worker process that reads uploaded Huckleberry files, apart from the server's own. */
    IMPORT_READ_HEAP_MB: z.coerce.number().int().min(1).max(1024).default(64),
    /** Imports one account may have reading or writing at once. */
    IMPORT_MAX_AT_ONCE: z.coerce.number().int().min(1).max(100).default(2),
    /** Imports the whole install may be receiving or reading in requests at once (each holds up to 5 MB). */
    IMPORT_INSTALL_AT_ONCE: z.coerce.number().int().min(1).max(100).default(6),
    /** Imports one account may start in 24 hours. */
    IMPORT_MAX_PER_DAY: z.coerce.number().int().min(1).max(10_000).default(20),
    /** MB one account may keep in files waiting to be read and previews not confirmed. */
    IMPORT_MAX_KEPT_MB: z.coerce.number().int().min(1).max(10_000).default(25),
    /** Hours an unconfirmed preview is kept before it is deleted. */
    IMPORT_PREVIEW_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 30)
      .default(24),
    LOG_REQUESTS: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    STATIC_DIR: z.string().default('./dist'),
    S3_ENDPOINT: z.url('must be an http(s) URL').optional(),
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a valid bucket name')
      .optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_PATH_STYLE: booleanFlag,
    VAPID_PUBLIC_KEY: z.string().min(40, 'must be a VAPID public key (base64url)').optional(),
    VAPID_PRIVATE_KEY: z.string().min(40, 'must be a VAPID private key (base64url)').optional(),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://')
      .optional(),
    /**
     * "off": the app takes no daily and no shutdown backup, for a PostgreSQL (DATABASE_URL) that its
     * operator backs up (a national install's 16 GB take about two hours as the app's own backup).
     */
    BACKUPS: z.enum(['on', 'off']).default('on'),
    /** The hour (0-23, server's zone) of the daily backup (src/server/backup). */
    BACKUP_HOUR: z.coerce.number().int().min(0).max(23).default(3),
    BACKUP_KEEP_DAILY: z.coerce.number().int().min(1).max(366).default(7),
    BACKUP_KEEP_WEEKLY: z.coerce.number().int().min(0).max(520).default(4),
    /** Where each backup is also copied, encrypted with BACKUP_KEY: any S3-compatible bucket. */
    BACKUP_S3_ENDPOINT: z.url('must be an http(s) URL').optional(),
    BACKUP_S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a valid bucket name')
      .optional(),
    BACKUP_S3_REGION: z.string().min(1).default('us-east-1'),
    BACKUP_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    BACKUP_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    BACKUP_S3_PATH_STYLE: booleanFlag,
    /** 32 bytes in base64 or hex (`openssl rand -base64 32`): the key backups are encrypted with before they leave. */
    BACKUP_KEY: z.string().optional(),
    /** "Importar de outro app" may call a Baby Buddy on a private or loopback address (the home network), over http too. */
    IMPORT_ALLOW_PRIVATE: booleanFlag,
    /** Push services besides the browsers' own (a self-hosted one, a test receiver): origins, comma-separated. */
    PUSH_EXTRA_ORIGINS: z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      ),
  })
  .refine((env) => !env.VAPID_PUBLIC_KEY === !env.VAPID_PRIVATE_KEY, {
    path: ['VAPID_PRIVATE_KEY'],
    message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together',
  })
  .refine((env) => !env.DATABASE_DIRECT_URL || env.DATABASE_URL, {
    path: ['DATABASE_URL'],
    message: 'required when DATABASE_DIRECT_URL is set (DATABASE_URL is the pooler, DATABASE_DIRECT_URL the database)',
  })
  .refine((env) => !env.DATABASE_DIRECT_URL || env.DATABASE_DIRECT_URL !== env.DATABASE_URL, {
    path: ['DATABASE_DIRECT_URL'],
    message: 'must not be DATABASE_URL: DATABASE_URL is the pooler, DATABASE_DIRECT_URL the database without it',
  })
  .refine((env) => env.BACKUPS === 'on' || env.DATABASE_URL, {
    path: ['BACKUPS'],
    message: 'off only with DATABASE_URL: the embedded database needs its own backups to upgrade',
  })
  .refine((env) => !env.AI_BASE_URL || env.AI_MODEL, {
    path: ['AI_MODEL'],
    message: 'required when AI_BASE_URL is set',
  })
  .refine((env) => !env.S3_BUCKET || env.S3_ACCESS_KEY_ID, {
    path: ['S3_ACCESS_KEY_ID'],
    message: 'required when S3_BUCKET is set',
  })
  .refine((env) => !env.S3_BUCKET || env.S3_SECRET_ACCESS_KEY, {
    path: ['S3_SECRET_ACCESS_KEY'],
    message: 'required when S3_BUCKET is set',
  })
  .refine((env) => env.S3_BUCKET || !env.S3_ENDPOINT, {
    path: ['S3_BUCKET'],
    message: 'required when S3_ENDPOINT is set',
  })
  .refine((env) => !env.BACKUP_S3_BUCKET || (env.BACKUP_S3_ACCESS_KEY_ID && env.BACKUP_S3_SECRET_ACCESS_KEY), {
    path: ['BACKUP_S3_ACCESS_KEY_ID'],
    message: 'BACKUP_S3_ACCESS_KEY_ID and BACKUP_S3_SECRET_ACCESS_KEY are required when BACKUP_S3_BUCKET is set',
  })
  .refine((env) => !env.BACKUP_S3_BUCKET || env.BACKUP_KEY, {
    path: ['BACKUP_KEY'],
    message: 'required when BACKUP_S3_BUCKET is set: backups leave the machine only encrypted',
  })
  .refine((env) => !env.BACKUP_KEY || backupKeyBytes(env.BACKUP_KEY) !== null, {
    path: ['BACKUP_KEY'],
    message: 'must be 32 bytes in base64 (openssl rand -base64 32) or 64 hex characters',
  })
  .transform((env) => ({
    ...env,
    APP_URL: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
  }));

/** The 32 bytes of an AES-256 key written in hex or base64; null when it is neither. */
export function backupKeyBytes(text: string): Buffer | null {
  const key = /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  return key.length === 32 ? key : null;
}

export type Config = z.infer<typeof ConfigSchema>;

export class ConfigError extends Error {}

/** Reads the environment; empty strings count as unset. Names every bad key in one message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = ConfigSchema.safeParse(present);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Configuração inválida:\n${lines.join('\n')}`);
}

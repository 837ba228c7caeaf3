import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has embedded defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe('./data');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.APP_URL).toBe('http://localhost:3000');
    expect(config.TRUST_PROXY).toBe(false);
  });

  it('follows PORT in the default APP_URL and treats empty values as unset', () => {
    expect(loadConfig({ PORT: '4100', SMTP_URL: '' }).APP_URL).toBe('http://localhost:4100');
  });

  it('names every bad key', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect(String(error)).toContain('PORT');
      expect(String(error)).toContain('DATABASE_URL');
    }
  });

  it("turns the app's own backups off only for a PostgreSQL of DATABASE_URL", () => {
    expect(loadConfig({}).BACKUPS).toBe('on');
    expect(() => loadConfig({ BACKUPS: 'off' })).toThrow(/BACKUPS: off only with DATABASE_URL/);
    expect(loadConfig({ BACKUPS: 'off', DATABASE_URL: 'postgres://lumma@db:5432/lumma' }).BACKUPS).toBe('off');
    expect(() => loadConfig({ BACKUPS: 'no', DATABASE_URL: 'postgres://lumma@db:5432/lumma' })).toThrow(/BACKUPS/);
  });

  it('takes DATABASE_DIRECT_URL only beside a different DATABASE_URL, the pooler', () => {
    const direct = 'postgres://lumma@db:5432/lumma';
    expect(() => loadConfig({ DATABASE_DIRECT_URL: direct })).toThrow(
      /DATABASE_URL: required when DATABASE_DIRECT_URL is set/,
    );
    expect(() => loadConfig({ DATABASE_URL: direct, DATABASE_DIRECT_URL: direct })).toThrow(
      /DATABASE_DIRECT_URL: must not be DATABASE_URL/,
    );
    expect(() =>
      loadConfig({ DATABASE_URL: 'postgres://pooler:6432/lumma', DATABASE_DIRECT_URL: 'mysql://x' }),
    ).toThrow(/DATABASE_DIRECT_URL: must start with postgres:\/\//);
    expect(
      loadConfig({ DATABASE_URL: 'postgres://lumma@pooler:6432/lumma', DATABASE_DIRECT_URL: direct }),
    ).toMatchObject({ DATABASE_URL: 'postgres://lumma@pooler:6432/lumma', DATABASE_DIRECT_URL: direct });
  });

  it('asks for the keys of an S3 bucket, and for the bucket of an S3 endpoint', () => {
    expect(() => loadConfig({ S3_BUCKET: 'lumma-media' })).toThrow(
      /S3_ACCESS_KEY_ID: required when S3_BUCKET is set[\s\S]*S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(
      /S3_BUCKET: required when S3_ENDPOINT is set/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'Nome Inválido', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' })).toThrow(
      /S3_BUCKET: must be a valid bucket name/,
    );
    expect(
      loadConfig({ S3_BUCKET: 'lumma-media', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_PATH_STYLE: 'true' }),
    ).toMatchObject({
      S3_BUCKET: 'lumma-media',
      S3_REGION: 'us-east-1',
      S3_PATH_STYLE: true,
    });
  });

  it('takes VAPID keys in pairs, a mailto: or https: subject, and the extra push origins as a list', () => {
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'B'.repeat(87) })).toThrow(
      /VAPID_PRIVATE_KEY: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together/,
    );
    expect(() => loadConfig({ VAPID_SUBJECT: 'admin@clinica.org' })).toThrow(/VAPID_SUBJECT: must start with mailto:/);
    expect(
      loadConfig({ PUSH_EXTRA_ORIGINS: 'https://push.clinica.org, http://localhost:8090' }).PUSH_EXTRA_ORIGINS,
    ).toEqual(['https://push.clinica.org', 'http://localhost:8090']);
    expect(loadConfig({}).PUSH_EXTRA_ORIGINS).toEqual([]);
  });
});

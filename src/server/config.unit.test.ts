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
});

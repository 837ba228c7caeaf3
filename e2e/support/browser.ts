import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { SCREEN_WAIT_MS } from '../../src/test/waits';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';

/**
 * One Chromium per test file; each `phone()` is a fresh 390x844 context (a separate mother, with
 * her own cookies) in pt-BR and São Paulo time unless told. Script errors on the page fail the test.
 */
export function useBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
    const errors = pageErrors.splice(0);
    if (errors.length) throw new Error(`errors on the page:\n${errors.join('\n')}`);
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    baseURL: inject('baseURL'),
    async phone(
      options: { width?: number; userAgent?: string; permissions?: string[]; timezoneId?: string } = {},
    ): Promise<Page> {
      const context = await browser.newContext({
        baseURL: inject('baseURL'),
        viewport: { width: options.width ?? 390, height: 844 },
        locale: 'pt-BR',
        timezoneId: options.timezoneId ?? 'America/Sao_Paulo',
        isMobile: true,
        hasTouch: true,
        userAgent: options.userAgent,
        permissions: options.permissions,
      });
      contexts.push(context);
      const page = await context.newPage();
      page.setDefaultTimeout(SCREEN_WAIT_MS);
      page.on('pageerror', (error) => pageErrors.push(error.message));
      return page;
    },
  };
}

export const uniqueEmail = (name: string) =>
  `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

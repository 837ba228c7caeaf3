import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/support/chromium';
import { startServer, stopServer } from '../src/server/test/server-process';

export interface LighthouseFigure {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
}

/**
 * Lighthouse's mobile profile (emulated phone, simulated slow 4G and 4x slower CPU) with Debian's
 * Chromium, against the built app served as `npm start` serves it.
 */
export async function measureLighthouse(paths = ['/', '/login']): Promise<LighthouseFigure[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumma-lighthouse-'));
  // Run as root, the embedded database runs as nobody, who must be able to enter it.
  fs.chmodSync(dir, 0o755);
  const server = await startServer({ DATA_DIR: path.join(dir, 'data'), LOG_REQUESTS: 'false', NODE_ENV: 'production' });
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: CHROMIUM_ARGS,
  });
  try {
    const figures: LighthouseFigure[] = [];
    for (const urlPath of paths) {
      const result = await lighthouse(`${server.url}${urlPath}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      });
      const categories = result!.lhr.categories;
      const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
      figures.push({
        path: urlPath,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
      });
    }
    return figures;
  } finally {
    await chrome.kill();
    await stopServer(server);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

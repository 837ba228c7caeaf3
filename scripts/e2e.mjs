// The end-to-end journeys alone: Debian's Chromium against the app started with `npm start`.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './debian-tools.mjs';

ensureChromium();
const result = spawnSync('npx', ['vitest', 'run', '--project', 'e2e', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);

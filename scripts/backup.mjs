// `npm run backup [-- --with-media]` and `npm run restore -- FILE [--force]`: runs the bundled
// backup command (src/server/backup/backup-cli.ts) with plain node, as `npm start` runs the server.
// On a fresh `npm ci` nothing is built yet: the server bundle is built first (esbuild, a runtime
// dependency, so this works without the dev dependencies too).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const cli = 'dist-server/backup-cli.js';
if (!fs.existsSync(cli)) {
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const { status } = spawnSync(process.execPath, ['--max-old-space-size=256', cli, ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(status ?? 1);

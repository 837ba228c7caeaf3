import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/** Finds Debian's Chromium; installs it when we are root, otherwise says which package to install. */
export function ensureChromium() {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (fs.existsSync(path)) return path;
  if (process.env.CHROMIUM_PATH) fail(`CHROMIUM_PATH aponta para ${path}, que não existe.`);
  if (process.getuid?.() !== 0) {
    fail(
      'Chromium não encontrado em /usr/bin/chromium. Instale o pacote Debian "chromium" (apt-get install chromium) ou defina CHROMIUM_PATH.',
    );
  }
  console.log('Chromium não encontrado: instalando o pacote Debian "chromium"...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) fail(`apt-get ${args.join(' ')} falhou. Instale o pacote Debian "chromium".`);
  }
  if (!fs.existsSync(path)) fail('O pacote "chromium" foi instalado, mas /usr/bin/chromium não existe.');
  return path;
}

function fail(message) {
  console.error(message);
  process.exit(1);
}

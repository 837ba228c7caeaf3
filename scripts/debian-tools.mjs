import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * Finds a program the tests need from Debian; installs its package when we are root, otherwise
 * says which package to install. `envVar` may point to the program elsewhere.
 */
function ensureDebianProgram(program) {
  const found = findDebianProgram(program);
  if (found.missing) fail(found.missing);
  return found.path;
}

/** `{ path }` of the program, installed if need be, or `{ missing: why }` when it cannot be had. */
function findDebianProgram({ path: defaultPath, pkg, envVar }) {
  const path = (envVar && process.env[envVar]) || defaultPath;
  if (fs.existsSync(path)) return { path };
  if (envVar && process.env[envVar]) return { missing: `${envVar} aponta para ${path}, que não existe.` };
  if (process.getuid?.() !== 0) {
    return { missing: `${path} não encontrado. Instale o pacote Debian "${pkg}" (apt-get install ${pkg}).` };
  }
  console.log(`${path} não encontrado: instalando o pacote Debian "${pkg}"...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', pkg],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) return { missing: `apt-get ${args.join(' ')} falhou. Instale o pacote Debian "${pkg}".` };
  }
  if (!fs.existsSync(path)) return { missing: `O pacote "${pkg}" foi instalado, mas ${path} não existe.` };
  return { path };
}

/** Debian's Chromium, for the end-to-end tests (or CHROMIUM_PATH). */
export const ensureChromium = () =>
  ensureDebianProgram({ path: '/usr/bin/chromium', pkg: 'chromium', envVar: 'CHROMIUM_PATH' });

/** pdftotext and pdfinfo, which read the report PDFs back in the integration tests. */
export const ensurePoppler = () => ensureDebianProgram({ path: '/usr/bin/pdftotext', pkg: 'poppler-utils' });

/**
 * PgBouncer, for the integration suite's run through it: `{ path }`, or `{ missing: why }` (that
 * run is then skipped with the reason, not the whole test run stopped).
 */
export const findPgbouncer = () =>
  findDebianProgram({ path: '/usr/sbin/pgbouncer', pkg: 'pgbouncer', envVar: 'PGBOUNCER_PATH' });

function fail(message) {
  console.error(message);
  process.exit(1);
}

/** Debian's faketime, which moves a test run's clock (`npm run test:clock`). */
export const ensureFaketime = () => ensureDebianProgram({ path: '/usr/bin/faketime', pkg: 'faketime' });

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The last commit whose client ran on Preact (decision 024): the first tap is compared with it. */
const PREACT_REF = process.env.BENCH_PREACT_REF ?? '343ac9b';

const run = (command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env) =>
  execFileSync(command, args, { cwd, env, stdio: ['ignore', 'ignore', 'inherit'] });

/** The client built again as `npm run build` builds it, with the React Compiler, in a folder of its own. */
export function buildWithReactCompiler(): string {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumma-client-compiler-'));
  const env = { ...process.env, LUMMA_REACT_COMPILER: '1' };
  run('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], process.cwd(), env);
  run(process.execPath, ['scripts/prerender.mjs', outDir], process.cwd(), env);
  run(process.execPath, ['scripts/precompress.mjs', outDir], process.cwd(), env);
  return outDir;
}

/**
 * The client as it was on Preact, built from PREACT_REF in a temporary worktree with its own
 * `npm ci`; null, with the reason, when this checkout lacks that commit (a shallow clone).
 */
export function buildPreactClient(): { dir: string; remove: () => void } | { reason: string } {
  const worktree = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lumma-preact-')), 'app');
  try {
    run('git', ['worktree', 'add', '--detach', worktree, PREACT_REF], process.cwd());
  } catch {
    return { reason: `commit ${PREACT_REF} is not in this checkout` };
  }
  const remove = () => {
    run('git', ['worktree', 'remove', '--force', worktree], process.cwd());
    fs.rmSync(path.dirname(worktree), { recursive: true, force: true });
  };
  try {
    run('npm', ['ci', '--no-audit', '--no-fund', '--silent'], worktree);
    run('npx', ['vite', 'build', '--logLevel', 'error'], worktree);
    run(process.execPath, ['scripts/prerender.mjs'], worktree);
    run(process.execPath, ['scripts/precompress.mjs'], worktree);
    return { dir: path.join(worktree, 'dist'), remove };
  } catch (error) {
    remove();
    throw error;
  }
}

import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  name?: string;
}
type Manifest = Record<string, ManifestChunk>;

const readManifest = (distDir: string) =>
  JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;

/** The files a chunk pulls in before it can run: itself and its static imports, transitively. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/** A chunk by a name that survives a rebuild: its source module, or a shared chunk's name. */
const stableName = (key: string, chunk: ManifestChunk) => (key.startsWith('_') ? (chunk.name ?? key) : key);

const gzipOf = (distDir: string, file: string) =>
  zlib.gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 9 }).length;

export interface InitialChunk {
  name: string;
  file: string;
  gzip: number;
}

/**
 * The JavaScript a first visit to a route downloads, each file gzip-compressed, largest first:
 * the closure of the page's entry (`index.html`, the app, or `landing.html`) plus the lazy chunks
 * on the way to that route's page, each with its closure.
 */
export function initialJsChunks(distDir: string, entry: string, lazyModules: string[]): InitialChunk[] {
  const manifest = readManifest(distDir);
  if (!manifest[entry]?.isEntry) throw new Error(`${entry} is not an entry of the build: run npm run build`);
  const keys = staticClosure(manifest, entry);
  for (const module of lazyModules) {
    if (!manifest[module]) throw new Error(`${module} is not a chunk of the build`);
    staticClosure(manifest, module, keys);
  }
  return [...keys]
    .map((key) => ({ key, chunk: manifest[key]! }))
    .filter(({ chunk }) => chunk.file.endsWith('.js'))
    .map(({ key, chunk }) => ({ name: stableName(key, chunk), file: chunk.file, gzip: gzipOf(distDir, chunk.file) }))
    .sort((a, b) => b.gzip - a.gzip);
}

export function initialJsGzip(distDir: string, entry: string, lazyModules: string[]): number {
  return initialJsChunks(distDir, entry, lazyModules).reduce((sum, chunk) => sum + chunk.gzip, 0);
}

/** The gzip size of the shared chunk named `chunkName`. */
export function chunkGzip(distDir: string, chunkName: string): number {
  const chunk = Object.values(readManifest(distDir)).find((c) => c.name === chunkName && c.file.endsWith('.js'));
  if (!chunk) throw new Error(`no chunk named ${chunkName}`);
  return gzipOf(distDir, chunk.file);
}

/**
 * Whether the chunk named `chunkName` (a module shared by several pages, such as the growth chart)
 * is part of what `page`'s chunk loads before it runs, rather than left to a lazy import.
 */
export function isStaticallyLoaded(distDir: string, page: string, chunkName: string): boolean {
  const manifest = readManifest(distDir);
  if (!manifest[page]) throw new Error(`${page} is not a chunk of the build`);
  if (!Object.values(manifest).some((chunk) => chunk.name === chunkName))
    throw new Error(`no chunk named ${chunkName}`);
  return [...staticClosure(manifest, page)].some((key) => manifest[key]!.name === chunkName);
}

/** The budgets of decision 024, read from the build (decision 044), checked by `npm run bench` and by a test. */
export const INITIAL_JS_BUDGETS: { route: string; entry: string; lazyModules: string[]; budget: number }[] = [
  { route: '/', entry: 'landing.html', lazyModules: [], budget: 45 * 1024 },
  { route: '/login', entry: 'index.html', lazyModules: ['features/auth/auth-page.tsx'], budget: 120 * 1024 },
  {
    route: '/dashboard',
    entry: 'index.html',
    lazyModules: ['app/session-routes.tsx', 'features/dashboard/dashboard-page.tsx'],
    budget: 125 * 1024,
  },
];

/**
 * The safety net's chunk, loaded with the SOS card and Lu's offline answer: the patterns and the
 * learned reader's weights, whose feature counts per head were chosen to fit it
 * (`scripts/safety/train-model.ts`).
 */
export const EMERGENCY_CHUNK = { name: 'emergency-actions', budget: 40 * 1024 };

/** What each route's chunks weighed when the budgets were last recorded (`npm run budgets:record`). */
export const BASELINE_FILE = path.join(import.meta.dirname, 'initial-js-baseline.json');

export type Baseline = Record<string, Record<string, number>>;

export function recordBaseline(distDir: string): Baseline {
  const baseline: Baseline = {};
  for (const { route, entry, lazyModules } of INITIAL_JS_BUDGETS)
    baseline[route] = Object.fromEntries(initialJsChunks(distDir, entry, lazyModules).map((c) => [c.name, c.gzip]));
  return baseline;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Why a route is over its budget, in words: each chunk that is new or grew since the recorded
 * baseline, with its size then and now, largest growth first.
 */
export function explainGrowth(chunks: InitialChunk[], recorded: Record<string, number> = {}): string {
  const grown = chunks
    .map((c) => ({ ...c, before: recorded[c.name] ?? 0 }))
    .filter((c) => c.gzip > c.before + 64)
    .sort((a, b) => b.gzip - b.before - (a.gzip - a.before));
  if (grown.length === 0) return 'no chunk grew since the baseline';
  return grown
    .map((c) => `${c.name} (${c.file}): ${c.before ? `${kb(c.before)} → ` : 'new, '}${kb(c.gzip)}`)
    .join('; ');
}

if (process.argv[1] === import.meta.filename && process.argv[2] === '--record') {
  fs.writeFileSync(BASELINE_FILE, `${JSON.stringify(recordBaseline('dist'), null, 2)}\n`);
  console.log(`recorded ${BASELINE_FILE}`);
}

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

/** The files a chunk pulls in before it can run: itself and its static imports, transitively. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/**
 * JavaScript a first visit to a route downloads, gzip-compressed: the closure of the page's entry
 * (`index.html`, the app, or `landing.html`) plus the lazy chunks on the way to that route's
 * page, each with its closure.
 */
export function initialJsGzip(distDir: string, entry: string, lazyModules: string[]): number {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  if (!manifest[entry]?.isEntry) throw new Error(`${entry} is not an entry of the build: run npm run build`);
  const keys = staticClosure(manifest, entry);
  for (const module of lazyModules) {
    if (!manifest[module]) throw new Error(`${module} is not a chunk of the build`);
    staticClosure(manifest, module, keys);
  }
  let total = 0;
  for (const key of keys) {
    const file = manifest[key]!.file;
    if (file.endsWith('.js')) total += zlib.gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 9 }).length;
  }
  return total;
}

/**
 * Whether the chunk named `chunkName` (a module shared by several pages, such as the growth chart)
 * is part of what `page`'s chunk loads before it runs, rather than left to a lazy import.
 */
export function isStaticallyLoaded(distDir: string, page: string, chunkName: string): boolean {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  if (!manifest[page]) throw new Error(`${page} is not a chunk of the build`);
  if (!Object.values(manifest).some((chunk) => chunk.name === chunkName))
    throw new Error(`no chunk named ${chunkName}`);
  return [...staticClosure(manifest, page)].some((key) => manifest[key]!.name === chunkName);
}

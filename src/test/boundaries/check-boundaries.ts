import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * The import boundaries (docs/architecture.md, "Boundaries, enforced"), read from the source text of
 * a tree laid out like `src/`: `domain/`, `web/` and `server/` under one root. TypeScript 7 has no
 * parser to call from JavaScript, so comments are blanked and the specifiers matched: imports are
 * plain syntax at the start of a statement, and `import(...)` for the dynamic ones.
 */

export type Rule =
  | 'domain-imports'
  | 'web-imports-server'
  | 'server-feature-imports'
  | 'web-feature-imports'
  | 'web-shared-imports'
  | 'web-lib-imports'
  | 'server-test-code';

export type Violation = {
  /** The importing file, relative to the root, with forward slashes. */
  file: string;
  /** The specifier as written. */
  importPath: string;
  rule: Rule;
  message: string;
};

export type ImportRecord = {
  specifier: string;
  /** `import type ...` / `export type ... from`: erased from the output. */
  typeOnly: boolean;
  /** The names between braces, `type` markers and aliases left out (`{ a, type B as C }` gives a, B). */
  names: string[];
  kind: 'static' | 'side-effect' | 'dynamic';
};

const RULE_TEXT: Record<Rule, string> = {
  'domain-imports': 'src/domain may import only zod and other domain files (tests also vitest)',
  'web-imports-server': 'src/web may import from src/server only `import type { AppType }` in src/web/lib/api.ts',
  'server-feature-imports': 'a server feature may import from another feature only its *.service.ts files',
  'web-feature-imports': 'a web feature may not import another web feature (pages outside features compose them)',
  'web-shared-imports': 'src/web/shared (data several features read) may not import a feature or the app shell',
  'web-lib-imports': 'src/web/lib (generic helpers) may not import shared data, a feature or the app shell',
  'server-test-code': 'only tests and src/server/test (their helpers) may import vitest or src/server/test',
};

const SOURCE = /\.tsx?$/;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
const NODE_BUILTINS = new Set(builtinModules);

/** Every boundary violation under `root` (a folder holding domain/, web/ and server/). */
export function checkBoundaries(root: string): Violation[] {
  const violations: Violation[] = [];
  for (const area of ['domain', 'web', 'server']) {
    for (const path of sourceFiles(join(root, area))) {
      const file = toPosix(relative(root, path));
      for (const record of readImports(readFileSync(path, 'utf8'))) {
        const rule = brokenRule(root, file, record);
        if (rule) {
          violations.push({
            file,
            importPath: record.specifier,
            rule,
            message: `${file} imports '${record.specifier}': ${RULE_TEXT[rule]}`,
          });
        }
      }
    }
  }
  return violations;
}

/** The specifiers a source text imports or re-exports, in the order they appear. */
export function readImports(source: string): ImportRecord[] {
  const code = stripComments(source);
  const found: { at: number; record: ImportRecord }[] = [];
  // A statement starts the text or follows a newline, `;` or `}`; `x.import(`, `--import` do not count.
  const staticForm = /(?<=^|[\n;}]\s*)(import|export)(?:\s+|(?=[{*]))([\w$\s,*{}]*?)\s*\bfrom\s*(['"])([^'"\n]+)\3/g;
  for (const match of code.matchAll(staticForm)) {
    const clause = match[2] ?? '';
    found.push({
      at: match.index,
      record: {
        specifier: match[4] ?? '',
        typeOnly: /^type\s/.test(clause),
        names: namesIn(clause),
        kind: 'static',
      },
    });
  }
  for (const match of code.matchAll(/(?<=^|[\n;}]\s*)import\s*(['"])([^'"\n]+)\1/g)) {
    found.push({
      at: match.index,
      record: { specifier: match[2] ?? '', typeOnly: false, names: [], kind: 'side-effect' },
    });
  }
  for (const match of code.matchAll(/(?<![\w$.-])import\s*\(\s*(['"`])([^'"`\n]+)\1\s*[,)]/g)) {
    found.push({ at: match.index, record: { specifier: match[2] ?? '', typeOnly: false, names: [], kind: 'dynamic' } });
  }
  return found.sort((a, b) => a.at - b.at).map(({ record }) => record);
}

function brokenRule(root: string, file: string, record: ImportRecord): Rule | undefined {
  const target = resolveTarget(root, file, record.specifier);
  const [area, folder, feature] = file.split('/');

  if (area === 'domain') {
    if (target === undefined) {
      const allowed = ['zod', ...(/\.test\.tsx?$/.test(file) ? ['vitest'] : [])];
      return allowed.includes(packageName(record.specifier)) ? undefined : 'domain-imports';
    }
    return target.startsWith('domain/') ? undefined : 'domain-imports';
  }
  if (area === 'server' && folder !== 'test' && !/\.test\.tsx?$/.test(file)) {
    const reachesTests =
      target === undefined ? packageName(record.specifier) === 'vitest' : target.startsWith('server/test/');
    if (reachesTests) return 'server-test-code';
  }
  if (target === undefined) return undefined;
  const [targetArea, targetFolder, targetFeature] = target.split('/');

  if (area === 'web') {
    if (targetArea === 'server') {
      const isApiType =
        file === 'web/lib/api.ts' &&
        target === 'server/app.ts' &&
        record.typeOnly &&
        record.names.length === 1 &&
        record.names[0] === 'AppType';
      return isApiType ? undefined : 'web-imports-server';
    }
    if (targetArea !== 'web') return undefined;
    if (folder === 'features')
      return targetFolder === 'features' && targetFeature !== feature ? 'web-feature-imports' : undefined;
    if (folder === 'shared') return ['features', 'app'].includes(targetFolder!) ? 'web-shared-imports' : undefined;
    if (folder === 'lib') return ['shared', 'features', 'app'].includes(targetFolder!) ? 'web-lib-imports' : undefined;
    return undefined;
  }

  if (area === 'server' && folder === 'features' && targetArea === 'server' && targetFolder === 'features') {
    const crossesFeatures = targetFeature !== feature;
    return crossesFeatures && !/\.service(\.ts)?$/.test(target) ? 'server-feature-imports' : undefined;
  }
  return undefined;
}

/**
 * The root-relative path an import reaches (`web/lib/api.ts`), with the extension when the file
 * exists; undefined for a package or a node builtin. `@/` is src/web and `@domain/` src/domain.
 */
function resolveTarget(root: string, file: string, specifier: string): string | undefined {
  const path = specifier.replace(/\?.*$/, '');
  let absolute: string;
  if (path.startsWith('.')) absolute = resolve(root, dirname(file), path);
  else if (path.startsWith('@/')) absolute = resolve(root, 'web', path.slice(2));
  else if (path.startsWith('@domain/')) absolute = resolve(root, 'domain', path.slice('@domain/'.length));
  else return undefined;
  const existing = EXTENSIONS.map((extension) => absolute + extension).find(
    (candidate) => SOURCE.test(candidate) && existsSync(candidate),
  );
  return toPosix(relative(root, existing ?? absolute));
}

function packageName(specifier: string): string {
  if (specifier.startsWith('node:') || NODE_BUILTINS.has(specifier)) return `node:${specifier.replace(/^node:/, '')}`;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

function namesIn(clause: string): string[] {
  const braces = /\{([^}]*)\}/.exec(clause);
  if (!braces) return [];
  return (braces[1] ?? '')
    .split(',')
    .map(
      (part) =>
        part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0] ?? '',
    )
    .filter((name) => name !== '');
}

/**
 * The text with its comments blanked out (newlines kept). Quoted strings are skipped so a `//` in a
 * URL survives; a quote that does not close on its line (an apostrophe in JSX text) is plain text.
 */
function stripComments(source: string): string {
  let out = '';
  let index = 0;
  while (index < source.length) {
    const char = source[index];
    const next = source[index + 1];
    if (char === '/' && next === '/') {
      const end = source.indexOf('\n', index);
      index = end === -1 ? source.length : end;
    } else if (char === '/' && next === '*') {
      const end = source.indexOf('*/', index + 2);
      const stop = end === -1 ? source.length : end + 2;
      out += source.slice(index, stop).replace(/[^\n]/g, ' ');
      index = stop;
    } else if (char === "'" || char === '"' || char === '`') {
      const end = closingQuote(source, index);
      out += source.slice(index, end);
      index = end;
    } else {
      out += char;
      index += 1;
    }
  }
  return out;
}

/** The index just past the string opened at `start`, or just past the quote if it does not close. */
function closingQuote(source: string, start: number): number {
  const quote = source[start];
  for (let index = start + 1; index < source.length; index += 1) {
    const char = source[index];
    if (char === '\\') index += 1;
    else if (char === quote) return index + 1;
    else if (char === '\n' && quote !== '`') return start + 1;
  }
  return start + 1;
}

function* sourceFiles(folder: string): Generator<string> {
  if (!existsSync(folder)) return;
  const entries = readdirSync(folder, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const entry of entries) {
    const path = join(folder, entry.name);
    if (entry.isDirectory() && entry.name !== 'node_modules') yield* sourceFiles(path);
    else if (entry.isFile() && SOURCE.test(entry.name)) yield path;
  }
}

function toPosix(path: string): string {
  return path.split(sep).join('/');
}

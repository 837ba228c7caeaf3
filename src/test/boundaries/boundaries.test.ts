import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { checkBoundaries, readImports, type Violation } from './check-boundaries';

const SRC = fileURLToPath(new URL('../..', import.meta.url));
const FIXTURES = fileURLToPath(new URL('./fixtures', import.meta.url));

const listed = (violations: Violation[]) => violations.map((violation) => violation.message).join('\n');
const brief = (violations: Violation[]) => violations.map(({ file, importPath, rule }) => ({ file, importPath, rule }));

describe('import boundaries (docs/architecture.md, "Boundaries, enforced")', () => {
  test('src/ keeps them', () => {
    // One line per violation: "<file> imports '<specifier>': <rule>".
    expect(listed(checkBoundaries(SRC))).toBe('');
  });

  test('each kind of violation in the fixture tree is found, and nothing else', () => {
    expect(brief(checkBoundaries(FIXTURES))).toEqual([
      { file: 'domain/reaches-server.ts', importPath: '../server/app', rule: 'domain-imports' },
      { file: 'domain/reaches-web-alias.ts', importPath: '@/lib/cn', rule: 'domain-imports' },
      { file: 'domain/reaches-web.ts', importPath: '../web/lib/cn', rule: 'domain-imports' },
      { file: 'domain/reads-disk.ts', importPath: 'node:fs', rule: 'domain-imports' },
      { file: 'domain/uses-package.ts', importPath: 'drizzle-orm', rule: 'domain-imports' },
      { file: 'domain/uses-vitest.ts', importPath: 'vitest', rule: 'domain-imports' },
      { file: 'web/features/agenda/agenda-sync.ts', importPath: '../babies/babies-page', rule: 'web-feature-imports' },
      {
        file: 'web/features/agenda/api/server-service.ts',
        importPath: '../../../../server/features/babies/babies.service',
        rule: 'web-imports-server',
      },
      {
        file: 'web/features/agenda/components/baby-picker.ts',
        importPath: '../../babies/components/baby-name',
        rule: 'web-feature-imports',
      },
      {
        file: 'web/features/babies/babies-page.tsx',
        importPath: '../agenda/components/title',
        rule: 'web-feature-imports',
      },
      { file: 'web/lib/api.ts', importPath: '../../server/app', rule: 'web-imports-server' },
      { file: 'web/lib/reaches-shared.ts', importPath: '../shared/agenda/glance', rule: 'web-lib-imports' },
      { file: 'web/lib/server-types.ts', importPath: '../../server/app', rule: 'web-imports-server' },
      {
        file: 'web/shared/agenda/glance.ts',
        importPath: '../../features/agenda/agenda-page',
        rule: 'web-shared-imports',
      },
      { file: 'server/features/babies/babies-contract.ts', importPath: 'vitest', rule: 'server-test-code' },
      {
        file: 'server/features/babies/babies-seed.ts',
        importPath: '../../test/harness',
        rule: 'server-test-code',
      },
      {
        file: 'server/features/profile/profile.exporters.ts',
        importPath: '../babies/babies.schema',
        rule: 'server-feature-imports',
      },
      {
        file: 'server/features/profile/profile.routes.test.ts',
        importPath: '../babies/babies.routes',
        rule: 'server-feature-imports',
      },
      {
        file: 'server/features/profile/profile.routes.ts',
        importPath: '../babies/babies.routes',
        rule: 'server-feature-imports',
      },
      {
        file: 'server/features/profile/profile.service.ts',
        importPath: '../babies/baby-photos',
        rule: 'server-feature-imports',
      },
    ]);
  });

  test('a violation names the file, the import and the rule', () => {
    const [first] = checkBoundaries(FIXTURES);
    expect(first?.message).toBe(
      "domain/reaches-server.ts imports '../server/app': src/domain may import only zod and other domain files (tests also vitest)",
    );
  });

  test('every form of import is read; comments and strings that only look like imports are not', () => {
    const source = [
      "import { a,\n  type B,\n} from './multi-line';",
      "import type { C } from './type-only';",
      "import D, * as E from './default-and-namespace';",
      "import './side-effect';",
      "export * from './export-star';",
      "export type { F } from './export-type';",
      "// import { G } from './line-comment';",
      "/* export * from './block-comment'; */",
      "const args = ['--import', 'tsx', 'https://example.com/x'];",
      "const page = lazy(() => import('./dynamic'));",
      'type H = typeof import("./type-query");',
    ].join('\n');
    expect(readImports(source)).toEqual([
      { specifier: './multi-line', typeOnly: false, names: ['a', 'B'], kind: 'static' },
      { specifier: './type-only', typeOnly: true, names: ['C'], kind: 'static' },
      { specifier: './default-and-namespace', typeOnly: false, names: [], kind: 'static' },
      { specifier: './side-effect', typeOnly: false, names: [], kind: 'side-effect' },
      { specifier: './export-star', typeOnly: false, names: [], kind: 'static' },
      { specifier: './export-type', typeOnly: true, names: ['F'], kind: 'static' },
      { specifier: './dynamic', typeOnly: false, names: [], kind: 'dynamic' },
      { specifier: './type-query', typeOnly: false, names: [], kind: 'dynamic' },
    ]);
  });
});

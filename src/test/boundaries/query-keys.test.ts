import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const WEB = fileURLToPath(new URL('../../web', import.meta.url));

/** A cache call that writes its key as a literal array instead of naming a resource's key. */
const BARE_KEY =
  /\b(?:invalidateQueries|setQueryData|setQueriesData|removeQueries|getQueryData|cancelQueries|refetchQueries|resetQueries)\s*(?:<[^>]*>)?\(\s*(?:\{\s*queryKey:\s*)?\[/g;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('query keys (docs/architecture.md, "Server state")', () => {
  test('every cache call names its key through the resource’s query options or key factory', () => {
    const bare = sources(WEB).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(BARE_KEY)].map((match) => `${relative(WEB, file)}: ${match[0]}`),
    );
    expect(bare).toEqual([]);
  });

  test('the check sees a bare key', () => {
    expect("queryClient.invalidateQueries({ queryKey: ['agenda'] })".match(BARE_KEY)).toHaveLength(1);
    expect("queryClient.setQueryData<Me>(['session', 'me'], null)".match(BARE_KEY)).toHaveLength(1);
    expect('queryClient.invalidateQueries({ queryKey: agendaKeys.all })'.match(BARE_KEY)).toBeNull();
  });
});

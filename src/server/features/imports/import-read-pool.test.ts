import { describe, expect, it } from 'vitest';
import { ERRORS } from '../../../domain/errors';
import { IMPORT_MAX_ROWS } from '../../../domain/imports/import-rows';
import { silentLogger } from '../../platform/log';
import { huckleberryMonths } from '../../test/huckleberry-months';
import { processTree } from '../../test/server-process';
import { xlsxOf, xlsxOfCsv } from '../../test/xlsx-files';
import { createImportReader } from './import-read-pool';
import type { ReadProgress } from './read-export';

const NOW = new Date('2026-11-28T12:00:00Z');
const request = (bytes: Uint8Array) => ({ bytes, timeZone: 'America/Sao_Paulo', now: NOW });
const SMALL = huckleberryMonths(30);

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: { key?: string }) => error.key ?? String(error),
  );

describe('the import reader process', () => {
  it('reads a real-sized export, .xlsx or CSV, saying how far it got', async () => {
    const reader = createImportReader({ heapMb: 64, logger: silentLogger });
    try {
      const progress: ReadProgress[] = [];
      const csv = huckleberryMonths(IMPORT_MAX_ROWS);
      const fromXlsx = await reader.read(request(xlsxOfCsv(csv)), { progress: (p) => progress.push(p) });
      expect(fromXlsx.rows.length).toBeGreaterThan(19_900);
      expect(progress[0]).toEqual({ total: IMPORT_MAX_ROWS, read: 0 });
      expect(progress.at(-1)).toEqual({ total: IMPORT_MAX_ROWS, read: IMPORT_MAX_ROWS });
      const fromCsv = await reader.read(request(csv));
      expect(fromCsv.rows.map((row) => row.key)).toEqual(fromXlsx.rows.map((row) => row.key));
    } finally {
      reader.close();
    }
  }, 120_000);

  it('fails only the file that runs it out of memory, in words, keeps the server thread free, and reads the next', async () => {
    // A heap far too small for 20,000 rows: the worker runs out of memory as the server once did.
    const reader = createImportReader({ heapMb: 16, logger: silentLogger });
    try {
      const file = request(huckleberryMonths(IMPORT_MAX_ROWS));
      // Counted in CPU time, which a busy machine does not stretch as it stretches the clock: the
      // server's process only sends the file and waits; reading 20,000 rows takes seconds of CPU.
      const before = process.cpuUsage();
      const failure = await failureOf(reader.read(file));
      const spent = process.cpuUsage(before);
      expect(failure).toBe('import_too_complex');
      expect(ERRORS.import_too_complex.message).toBe(
        'Não conseguimos ler este arquivo: ele é grande ou complexo demais. Exporte um período menor e importe por partes.',
      );
      expect((spent.user + spent.system) / 1000).toBeLessThan(1000);
      expect((await reader.read(request(SMALL))).rows.length).toBeGreaterThan(20);
    } finally {
      reader.close();
    }
  }, 120_000);

  it('fails a read past its deadline, in words, and reads the next in a new worker', async () => {
    // The deadline counts from the worker being ready, not its start (tsx, seconds on a loaded
    // machine), so a short one holds for the small file and the stopped worker still hits it.
    const reader = createImportReader({ heapMb: 64, logger: silentLogger, timeoutMs: 5_000 });
    try {
      await reader.read(request(SMALL));
      // The worker stopped, as one stuck in a loop would be: it never answers.
      const [worker] = processTree(process.pid).filter((pid) => pid !== process.pid);
      process.kill(worker!, 'SIGSTOP');
      const started = performance.now();
      expect(await failureOf(reader.read(request(SMALL)))).toBe('import_too_complex');
      expect(performance.now() - started).toBeGreaterThanOrEqual(4_900);
      expect((await reader.read(request(SMALL))).rows.length).toBeGreaterThan(20);
    } finally {
      reader.close();
    }
  }, 120_000);

  it('passes a refusal on with its own words, and reads a file on a request ahead of those waiting', async () => {
    const reader = createImportReader({ heapMb: 64, logger: silentLogger });
    try {
      const probe = xlsxOf('<row r="2"><c r="PUQCYS2"><v>1</v></c></row>');
      const order: string[] = [];
      const waiting = reader.read(request(huckleberryMonths(2000))).then(() => order.push('waiting'));
      const later = reader.read(request(SMALL)).then(() => order.push('later'));
      const refused = failureOf(reader.read(request(probe), { ahead: true })).then((key) => {
        order.push('ahead');
        return key;
      });
      expect(await refused).toBe('import_not_huckleberry');
      await Promise.all([waiting, later]);
      // The first was already being read; the one on a request went before the one waiting.
      expect(order).toEqual(['waiting', 'ahead', 'later']);
    } finally {
      reader.close();
    }
  }, 120_000);
});

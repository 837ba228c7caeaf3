import { describe, expect, it } from 'vitest';
import { ERRORS } from '../../../domain/errors';
import { silentLogger } from '../../platform/log';
import { readPdf } from '../../test/pdf-text';
import type { ReportModel } from './report-model';
import { createPdfPool } from './report-pdf-pool';

const model = (rows: number): ReportModel => ({
  fileName: 'relatorio.pdf',
  documentTitle: 'Relatório para o pediatra — Lia',
  title: 'Relatório para o pediatra',
  periodLine: 'Lia · período de 01/11/2026 a 07/11/2026',
  facts: [['Nascimento', '01/03/2026']],
  blocks: [
    {
      kind: 'table',
      id: 'notes',
      header: ['Dia', 'Hora', 'Registro', 'Observação'],
      rows: Array.from({ length: rows }, (_, i) => ['01/11', '08:00', 'Mamada', `Observação número ${i}`]),
    },
  ],
  footer: 'Gerado pelo Lumma — não substitui a Caderneta oficial',
});

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: { key?: string }) => error.key,
  );

/**
 * The worker runs at a lower priority than everything else on the machine, through tsx here: with
 * a CPU hog beside the suite, the PDF that runs out of memory and the next one's new worker took
 * more than the suite's 60 s.
 */
const WORKER_TEST_TIMEOUT_MS = 180_000;

describe('the report PDFs worker', () => {
  it(
    'fails only the PDF that runs it out of memory, keeps the server thread free, and makes the next',
    async () => {
      const pool = createPdfPool({ heapMb: 16, queueLimit: 2, logger: silentLogger });
      try {
        // The server's own process only waits while the worker lays out and runs out of memory:
        // counted in CPU time, which a busy machine does not stretch as it stretches the clock (about
        // 0.2 s here for the fork and its messages; the layout's seconds are the worker's).
        const before = process.cpuUsage();
        const oversize = await failureOf(pool.render(model(40_000)));
        const spent = process.cpuUsage(before);
        expect(oversize).toBe('report_failed');
        expect((spent.user + spent.system) / 1000).toBeLessThan(1000);

        const { text, pages } = readPdf(await pool.render(model(3)));
        expect(pages).toBe(1);
        expect(text).toContain('Observação número 2');
      } finally {
        pool.close();
      }
    },
    WORKER_TEST_TIMEOUT_MS,
  );

  it(
    'queues a few PDFs behind the one being made and refuses one more, in words to read',
    async () => {
      const pool = createPdfPool({ heapMb: 64, queueLimit: 1, logger: silentLogger });
      try {
        const outcomes = await Promise.all([model(5), model(6), model(7)].map((m) => failureOf(pool.render(m))));
        expect(outcomes).toEqual([null, null, 'report_queue_full']);
        expect(ERRORS.report_queue_full).toMatchObject({ status: 503, message: expect.stringContaining('instantes') });
        expect(await failureOf(pool.render(model(1)))).toBeNull();
      } finally {
        pool.close();
      }
    },
    WORKER_TEST_TIMEOUT_MS,
  );
});

import { createHash } from 'node:crypto';
import { AppError } from '../../http/app-error';
import type { Logger } from '../../platform/log';
import type { ReportModel } from './report-model';
import { createPdfCache } from './report-pdf-cache';
import { createPdfPool } from './report-pdf-pool';

/** PDFs kept: a report is 30 to 100 KB, so some hundred reports. */
const CACHE_BYTES = 16 * 1024 * 1024;
/** Reports waiting behind the one being made, each of another account or link. */
const QUEUE_LIMIT = 4;
/** What a refused request is told to wait, in seconds: a report takes well under one. */
export const PDF_RETRY_AFTER_SECONDS = 5;

/**
 * "Relatório para o pediatra" as PDF, for the whole process: made off the request thread (one at
 * a time, a short queue), one at a time per account or link (`owner`), and kept by its baby and the
 * hash of its model, which holds every word it shows (the period, and the data's version): any change to what the report shows (an event, a
 * measurement, a vaccine, a mark, the booklet, the baby, the day it is made) is a new PDF; the
 * same report asked again, or while it is being made, is the one already made.
 */
export function createReportPdfs({ heapMb, logger }: { heapMb: number; logger: Logger }) {
  const pool = createPdfPool({ heapMb, queueLimit: QUEUE_LIMIT, logger });
  const cache = createPdfCache(CACHE_BYTES);
  const making = new Map<string, Promise<Uint8Array>>();
  const busy = new Set<string>();
  let made = 0;

  return {
    pdfOf(model: ReportModel, { babyId, owner }: { babyId: string; owner: string }): Promise<Uint8Array> {
      const key = createHash('sha256').update(babyId).update(JSON.stringify(model)).digest('base64url');
      const cached = cache.get(key);
      if (cached) return Promise.resolve(cached);
      const pending = making.get(key);
      if (pending) return pending;
      if (busy.has(owner)) return Promise.reject(new AppError('report_busy'));
      busy.add(owner);
      const pdf = pool
        .render(model)
        .then((bytes) => {
          made++;
          cache.set(key, bytes);
          return bytes;
        })
        .finally(() => {
          making.delete(key);
          busy.delete(owner);
        });
      making.set(key, pdf);
      return pdf;
    },
    /** How many PDFs were laid out since start (not served from the cache). */
    get made() {
      return made;
    },
    close: () => pool.close(),
  };
}

export type ReportPdfs = ReturnType<typeof createReportPdfs>;

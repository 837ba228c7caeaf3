// The worker thread that lays out report PDFs, off the request thread and under a heap of its own
// (report-pdf-pool.ts). Bundled by scripts/build-server.mjs as dist-server/report-pdf-worker.js.
import { parentPort } from 'node:worker_threads';
import type { ReportModel } from './report-model';
import { reportPdf } from './report-pdf';

parentPort!.on('message', async (model: ReportModel) => {
  try {
    const pdf = await reportPdf(model);
    const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength).slice();
    parentPort!.postMessage({ pdf: bytes }, [bytes.buffer]);
  } catch (error) {
    parentPort!.postMessage({ error: String((error as Error)?.stack ?? error) });
  }
});

// The process that lays out report PDFs, off the server's request thread and under a heap cap of
// its own (report-pdf-pool.ts). Bundled by scripts/build-server.mjs as dist-server/report-pdf-worker.js.
import { signalReady } from '../../platform/worker-process-pool';
import type { ReportModel } from './report-model';
import { reportPdf } from './report-pdf';

process.on('message', async (model: ReportModel) => {
  try {
    const pdf = await reportPdf(model);
    process.send!({ pdf: new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength) });
  } catch (error) {
    process.send!({ error: String((error as Error)?.stack ?? error) });
  }
});
signalReady();
// The server is gone (even killed with SIGKILL): nothing is left to make PDFs for.
process.on('disconnect', () => process.exit(0));

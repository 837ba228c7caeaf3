// The process that reads uploaded Huckleberry files, off the server's thread and under a heap cap
// of its own (import-read-pool.ts). Bundled by scripts/build-server.mjs as dist-server/import-read-worker.js.
import { AppError } from '../../http/app-error';
import { signalReady } from '../../platform/worker-process-pool';
import { READ_REFUSALS, type ReadRefusal, type ReadRequest, readExport } from './read-export';

const isRefusal = (key: string): key is ReadRefusal => (READ_REFUSALS as readonly string[]).includes(key);

process.on('message', async (request: ReadRequest) => {
  try {
    const read = await readExport(request, (progress) => process.send!({ progress }));
    process.send!({ read });
  } catch (error) {
    // A refusal in words (not an export, too many rows, past a limit) goes back as its key.
    if (error instanceof AppError && isRefusal(error.key)) process.send!({ refused: error.key });
    else process.send!({ error: String((error as Error)?.stack ?? error) });
  }
});
signalReady();
// The server is gone (even killed with SIGKILL): nothing is left to read files for.
process.on('disconnect', () => process.exit(0));

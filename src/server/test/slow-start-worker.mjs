// A worker process for platform/worker-process-pool.test.ts that takes its time to load, as a
// TypeScript worker does through tsx on a busy machine: it listens for jobs only after 1.5 s.
const LOAD_MS = 1_500;
const until = Date.now() + LOAD_MS;
while (Date.now() < until);
process.on('message', (request) => process.send({ value: request.value }));
process.on('disconnect', () => process.exit(0));
process.send('worker-ready');

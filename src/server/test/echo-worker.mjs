// A worker process for platform/worker-process-pool.test.ts: answers each request with its value,
// after a wait if asked. Plain JavaScript, so it starts in milliseconds (no tsx).
process.on('message', (request) => {
  setTimeout(() => process.send({ value: request.value }), request.afterMs ?? 0);
});
process.on('disconnect', () => process.exit(0));
process.send('worker-ready');

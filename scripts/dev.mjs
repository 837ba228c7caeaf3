// Development: the API restarts on change (port 3001), Vite serves the SPA with hot reload on
// PORT (3000) and proxies /api to it.
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn(process.execPath, ['--watch', '--import', 'tsx', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, APP_URL: `http://localhost:${port}` },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, PORT: port, API_PORT: apiPort } }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);

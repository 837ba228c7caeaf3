import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: dir('./src/web'),
  publicDir: dir('./src/web/public'),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': dir('./src/web'), '@domain': dir('./src/domain') },
  },
  build: {
    manifest: true,
    outDir: dir('./dist'),
    emptyOutDir: true,
    assetsDir: 'assets',
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 3001}`, '/media': `http://localhost:${process.env.API_PORT ?? 3001}` },
  },
});

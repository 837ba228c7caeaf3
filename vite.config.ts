import { fileURLToPath } from 'node:url';
import babel from '@rolldown/plugin-babel';
import tailwindcss from '@tailwindcss/vite';
import react, { reactCompilerPreset } from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * Preloads the Latin Nunito font, which every page uses at once: fetched only when the CSS asks,
 * it arrived after the first paint and the text re-wrapped, moving the landing page (CLS 0.16).
 */
function preloadLatinFont(): Plugin {
  return {
    name: 'lumma-preload-latin-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const font = Object.keys(bundle ?? {}).find((file) => /nunito-latin-wght-normal-.*\.woff2$/.test(file));
        return font
          ? [
              {
                tag: 'link',
                attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' },
                injectTo: 'head',
              },
            ]
          : [];
      },
    },
  };
}

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// The bench builds the client a second time with the React Compiler to compare its first tap
// (bench/first-tap.ts); the app ships without it (docs/decisions/025-react-compiler.md).
const reactCompiler = process.env.LUMMA_REACT_COMPILER === '1';

export default defineConfig({
  root: dir('./src/web'),
  publicDir: dir('./src/web/public'),
  plugins: [
    react(),
    reactCompiler && babel({ presets: [reactCompilerPreset()] }),
    tailwindcss(),
    preloadLatinFont(),
    VitePWA({
      // Our own worker (src/web/sw.ts), built to /sw.js with the precache list injected; the page
      // registers it itself (src/web/lib/service-worker.ts).
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'sw.ts',
      injectRegister: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,woff2}', 'icons/icon-192.png'],
        // Portuguese needs only the Latin fonts; the others are fetched if a text ever asks. The
        // prerendered pages are for a first visit: with the worker, index.html serves them all.
        globIgnores: ['**/*cyrillic*', '**/*vietnamese*', '**/*greek*', 'prerendered/**', 'landing.html'],
      },
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        id: '/',
        name: 'Lumma — O manual do seu bebê',
        short_name: 'Lumma',
        description: 'Agenda de cuidados, vacinas, alimentação, primeiros socorros e uma comunidade de mães.',
        lang: 'pt-BR',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#c4456b',
        background_color: '#fffaf7',
        categories: ['health', 'lifestyle', 'medical'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: dir('./src/web') },
      { find: '@domain', replacement: dir('./src/domain') },
    ],
  },
  build: {
    manifest: true,
    outDir: dir('./dist'),
    emptyOutDir: true,
    assetsDir: 'assets',
    // The landing page has its own small entry (landing.ts), without React.
    rolldownOptions: { input: { main: dir('./src/web/index.html'), landing: dir('./src/web/landing.html') } },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      '/api': `http://localhost:${process.env.API_PORT ?? 3001}`,
      '/media': `http://localhost:${process.env.API_PORT ?? 3001}`,
    },
  },
});

import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { webManifest } from './sw/manifest.ts';

const { version } = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
) as {
  version: string;
};
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

export default defineConfig(({ isSsrBuild }) => ({
  // The persisted query cache is dropped when its shape may have changed: on a new release.
  define: {
    'import.meta.env.VITE_APP_VERSION': JSON.stringify(version),
    // The server-rendering bundle carries its own production React, whatever NODE_ENV the server has.
    ...(isSsrBuild && { 'process.env.NODE_ENV': JSON.stringify('production') }),
  },
  // One self-contained file set for the server: no dependency resolution from node_modules at run time.
  ssr: { noExternal: true },
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@domain': fileURLToPath(new URL('./domain', import.meta.url)),
    },
  },
  plugins: [
    react(),
    // The server-rendering bundle (src/entry-server.tsx → dist-ssr/) has no service worker.
    !isSsrBuild &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        registerType: 'prompt',
        injectRegister: false,
        manifest: webManifest,
        injectManifest: {
          globPatterns: ['**/*.{js,css,html,woff2,svg,png,ico,webmanifest}'],
          maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        },
        devOptions: { enabled: false },
      }),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: 3000,
    proxy: {
      '/api': apiTarget,
      '/uploads': apiTarget,
      '/sitemap.xml': apiTarget,
      '/dev': apiTarget,
    },
  },
}));

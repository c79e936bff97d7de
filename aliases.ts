import { fileURLToPath, URL } from 'node:url';

const local = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** The module aliases of the app's build (vite.config.ts) and of its tests (vitest.config.ts). */
export const aliases = [
  { find: '@', replacement: local('./src') },
  { find: '@domain', replacement: local('./domain') },
];

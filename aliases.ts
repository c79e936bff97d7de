import { fileURLToPath, URL } from 'node:url';

const local = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** The module aliases of the app's build (vite.config.ts) and of its tests (vitest.config.ts). */
export const aliases = [
  { find: '@', replacement: local('./src') },
  { find: '@domain', replacement: local('./domain') },
  // The app's own translator in place of i18next + react-i18next.
  { find: 'react-i18next', replacement: local('./src/lib/i18n/use-translation.ts') },
];

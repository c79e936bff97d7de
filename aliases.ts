import { fileURLToPath, URL } from 'node:url';

const local = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const own = (file: string) => local(`./src/lib/preact/${file}`);

/**
 * React's names resolve to Preact 10 with `preact/compat` (session 9, issue 14's first-load
 * budget): in the browser build, the server-rendering build (both sides of hydration must be the
 * same renderer: `useId`'s format and the markup come from it) and the DOM tests. The sources and
 * every library keep importing `react`, `react-dom` and `react/jsx-runtime`; TypeScript still checks
 * against `@types/react`. `react` and `react-dom/client` are preact/compat with React's server
 * snapshot of `useSyncExternalStore` (src/lib/preact/). Exact matches, most specific first
 * (`react` must not catch `react-router` or `react-dom`). See docs/decisions.md, "Session 9 —
 * Preact for the first load".
 */
const preactAliases = [
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom\/client$/, replacement: own('react-dom-client.ts') },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: own('react.ts') },
];

/** The module aliases of the app's build (vite.config.ts) and of its tests (vitest.config.ts). */
export const aliases = [
  { find: '@', replacement: local('./src') },
  { find: '@domain', replacement: local('./domain') },
  // The app's own translator in place of i18next + react-i18next (issue 14, ~12 KiB gzip).
  { find: 'react-i18next', replacement: local('./src/lib/i18n/use-translation.ts') },
  // Preact in place of React (issue 14, ~50 KiB gzip).
  ...preactAliases,
];

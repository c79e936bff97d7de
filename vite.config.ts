import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { aliases } from './aliases.ts';
import { webManifest } from './sw/manifest.ts';

const { version } = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
) as {
  version: string;
};
/**
 * The first shopper page load in a handful of files. Left to itself the bundler split
 * the app into ~290 chunks, one per set of screens sharing a module, and a shopper's first page
 * fetched ~100 of them (many under 1 KiB). Three groups:
 * - `boot`: the page's first script's own imports (src/boot.ts), which must not pull in the app;
 * - `app`: everything `src/main.tsx` imports statically (React, Chakra, the router, i18n, the
 *   query client…), which every page loads anyway;
 * - `shop`: what the catalogue screens and their layout import statically, less `app`: the pages a
 *   shopper browses first, so moving between them needs no new file.
 * Whatever a screen imports lazily (signed-in controls, ratings, chat, cart, panels, contracts
 * with zod) is not reached through static imports and keeps its own chunks.
 */
const SHOP_SCREENS = [
  'src/app/layouts/user-layout.tsx',
  'src/app/routes/shop/home.route.tsx',
  'src/app/routes/shop/products.route.tsx',
  'src/app/routes/shop/product-detail.route.tsx',
  'src/app/routes/shop/store.route.tsx',
  'src/app/routes/shop/stores.route.tsx',
  'src/app/routes/shop/search.route.tsx',
  'src/app/routes/shop/categories.route.tsx',
];
const ROOT = fileURLToPath(new URL('.', import.meta.url));
const isOwnModule = (id: string) =>
  /^(src|domain)[\\/]/.test(path.relative(ROOT, id)) && !id.includes('node_modules');
const FIRST_LOAD_GROUPS = ['boot', 'app', 'shop'] as const;
type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };
let firstLoadGroups: Map<string, string> | null = null;

function staticClosure(graph: ModuleGraph, roots: string[], skip: ReadonlySet<string>) {
  const seen = new Set<string>();
  const queue = roots.map((root) => fileURLToPath(new URL(root, import.meta.url)));
  while (queue.length) {
    const id = queue.pop() as string;
    // Our own modules only: a package's index re-exports all of it (Chakra's every component),
    // while the bundler adds to a group just the package modules its members really use.
    if (seen.has(id) || skip.has(id) || !isOwnModule(id)) continue;
    seen.add(id);
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

function firstLoadChunk(id: string, graph: ModuleGraph): string | null {
  if (!firstLoadGroups) {
    // The page's first script and what it imports stay apart: it must not pull in the app.
    const boot = staticClosure(graph, ['./src/boot.ts'], new Set());
    // src/main.tsx itself stays out: it awaits lazy chunks (the page's texts and route modules)
    // that import `app`, and a chunk awaiting its own importer never finishes loading.
    const main = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
    const app = staticClosure(graph, ['./src/main.tsx'], boot);
    app.delete(main);
    const shop = staticClosure(
      graph,
      SHOP_SCREENS.map((file) => `./${file}`),
      new Set([...boot, ...app, main]),
    );
    firstLoadGroups = new Map([
      ...[...boot].map((module) => [module, 'boot'] as const),
      ...[...app].map((module) => [module, 'app'] as const),
      ...[...shop].map((module) => [module, 'shop'] as const),
    ]);
  }
  return firstLoadGroups.get(id) ?? null;
}

/**
 * Chakra's `createSystem` computes the page's global CSS (reset, global styles and every token as a
 * CSS variable) when the system is made, although only `<ChakraProvider>`'s `<Global>` reads it.
 * A trace of the home page put that at ~40 % of `createSystem` (~100 ms of a 240 ms task at
 * Lighthouse's 4× CPU slowdown). Made lazy here: a server-rendered page already has that CSS in
 * `<head>`, and its provider never asks for it (src/app/theme/system.ts, `hydratingSystem`).
 * What remained (52–95 ms at 4×) is cut in three tasks: `createSystem.prepare(...configs)` merges
 * the configs (first call) and builds the token dictionary (second call) — most of it — and the
 * `createSystem` call with the same configs that follows takes them instead of computing them
 * again (src/main.tsx gives each step a task of its own). The build fails if Chakra's code changes shape, rather than silently losing
 * the saving.
 */
const CHAKRA_SYSTEM = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const CHAKRA_SYSTEM_EDITS: [string, string][] = [
  ['const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];', 'let _global = null;'],
  [
    '    _global,\n',
    '    get _global() {\n      return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];\n    },\n',
  ],
  [
    'function createSystem(...configs) {\n  const config = mergeConfigs(...configs);\n',
    [
      'let preparedSystem = null;',
      'function prepareSystemTokens(config) {',
      '  const { theme = {}, cssVarsPrefix = "chakra" } = config;',
      '  return createTokenDictionary({',
      '    breakpoints: theme.breakpoints,',
      '    tokens: theme.tokens,',
      '    semanticTokens: theme.semanticTokens,',
      '    prefix: cssVarsPrefix',
      '  });',
      '}',
      'function createSystem(...configs) {',
      '  const prepared = preparedSystem && preparedSystem.configs.length === configs.length &&',
      '    preparedSystem.configs.every((config, index) => config === configs[index]) ? preparedSystem : null;',
      '  preparedSystem = null;',
      '  const config = prepared ? prepared.config : mergeConfigs(...configs);',
      '',
    ].join('\n'),
  ],
  [
    '  const tokens = createTokenDictionary({\n    breakpoints: theme.breakpoints,\n    tokens: theme.tokens,\n    semanticTokens: theme.semanticTokens,\n    prefix: cssVarsPrefix\n  });\n',
    '  const tokens = prepared?.tokens ?? prepareSystemTokens(config);\n',
  ],
  [
    'function getTokenMap(tokens) {',
    [
      // Each call does the next step: merging the configs, then the token dictionary; true while
      // a step is left.
      'createSystem.prepare = (...configs) => {',
      '  const same = preparedSystem && preparedSystem.configs.length === configs.length &&',
      '    preparedSystem.configs.every((config, index) => config === configs[index]);',
      '  if (!same) {',
      '    preparedSystem = { configs, config: mergeConfigs(...configs), tokens: null };',
      '    return true;',
      '  }',
      '  preparedSystem.tokens ??= prepareSystemTokens(preparedSystem.config);',
      '  return false;',
      '};',
      'function getTokenMap(tokens) {',
    ].join('\n'),
  ],
];
const chakraSystemInSteps = {
  name: 'dukkan-chakra-system-in-steps',
  transform(code: string, id: string) {
    if (!CHAKRA_SYSTEM.test(id)) return null;
    let edited = code;
    for (const [from, to] of CHAKRA_SYSTEM_EDITS) {
      if (edited.split(from).length !== 2) {
        throw new Error(`${id} changed: update the Chakra system transform in vite.config.ts`);
      }
      edited = edited.replace(from, to);
    }
    return edited;
  },
};

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

/**
 * React Router's package exports name only its development build (dev warnings on, ~0.5 KiB gzip
 * more on the first load); a build takes its production files by path instead.
 */
const reactRouterProduction = [
  { find: /^react-router$/, replacement: 'react-router/dist/production/index.mjs' },
  { find: /^react-router\/dom$/, replacement: 'react-router/dist/production/dom-export.mjs' },
].map(({ find, replacement }) => ({
  find,
  replacement: fileURLToPath(new URL(`./node_modules/${replacement}`, import.meta.url)),
}));

export default defineConfig(({ command, isSsrBuild }) => ({
  // The persisted query cache is dropped when its shape may have changed: on a new release.
  define: {
    'import.meta.env.VITE_APP_VERSION': JSON.stringify(version),
    // The server-rendering bundle carries its own production renderer, whatever NODE_ENV the server has.
    ...(isSsrBuild && { 'process.env.NODE_ENV': JSON.stringify('production') }),
  },
  // One self-contained file set for the server: no dependency resolution from node_modules at run time.
  ssr: { noExternal: true },
  resolve: {
    alias: command === 'build' ? [...aliases, ...reactRouterProduction] : aliases,
  },
  plugins: [
    chakraSystemInSteps,
    // A new build computes the first-load groups afresh (the dev server's rebuilds included).
    { name: 'dukkan-first-load-groups', buildStart: () => void (firstLoadGroups = null) },
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
    rolldownOptions: {
      // Ark UI marks its modules "use client" (React Server Components), which means nothing here.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('use client')) {
          return;
        }
        warn(warning);
      },
      treeshake: {
        // Chakra's theme module builds `defaultThemeConfig = defineConfig({ …every recipe… })` at
        // its top level; `defineConfig` is `(v) => v`, but the bundler cannot know it, so that
        // unused constant kept all ~75 recipes (~117 KB) in the first load although
        // src/app/theme/system.ts picks 23 of them.
        manualPureFunctions: ['defineConfig'],
      },
      ...(!isSsrBuild && {
        output: {
          codeSplitting: {
            // Higher priority first: a group also takes its members' imports, so `boot` must
            // claim its modules before `app` does, and `app` before `shop`.
            groups: FIRST_LOAD_GROUPS.map((group, index) => ({
              name: (id: string, graph: ModuleGraph) =>
                firstLoadChunk(id, graph) === group ? group : null,
              priority: FIRST_LOAD_GROUPS.length - index,
            })),
          },
        },
      }),
    },
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

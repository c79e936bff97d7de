// Builds the app (`vite build`) and its server-rendering bundle (`vite build --ssr`, dist-ssr/) when
// either is missing or older than any of its sources. Shared by `npm start` and the browser tests,
// so neither serves a stale bundle nor rebuilds needlessly.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compressAssets } from './compress-assets.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Everything the bundle is made from; tests beside the code do not change it. */
const SOURCES = [
  'src',
  'sw',
  'domain',
  'public',
  'index.html',
  'vite.config.ts',
  'aliases.ts',
  'package-lock.json',
];
const IGNORED = /(^|[\\/])(node_modules|\.[^\\/]+)$|\.(test|spec)\.tsx?$/;

/** The newest file under `path` as `{ file, mtimeMs }`, or null when there is none. */
function newestFile(path) {
  if (!existsSync(path) || IGNORED.test(path)) return null;
  const stat = statSync(path);
  if (!stat.isDirectory()) return { file: path, mtimeMs: stat.mtimeMs };
  let newest = null;
  for (const entry of readdirSync(path)) {
    const candidate = newestFile(join(path, entry));
    if (candidate && (!newest || candidate.mtimeMs > newest.mtimeMs)) newest = candidate;
  }
  return newest;
}

/** The two builds, in order: the browser app, then the server-rendering bundle. */
export const BUILDS = [
  { output: join('dist', 'index.html'), args: ['build'] },
  {
    output: join('dist-ssr', 'entry-server.js'),
    args: ['build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist-ssr'],
  },
];

/** Why a build is needed, or null when dist/ and dist-ssr/ are up to date. */
export function staleReason(root = ROOT) {
  const outputs = BUILDS.map(({ output }) => join(root, output));
  const missing = outputs.find((output) => !existsSync(output));
  if (missing) return `${relative(root, missing)} is missing`;
  const builtAt = Math.min(...outputs.map((output) => statSync(output).mtimeMs));
  for (const source of SOURCES) {
    const newest = newestFile(join(root, source));
    if (newest && newest.mtimeMs > builtAt) return `${relative(root, newest.file)} changed`;
  }
  return null;
}

/**
 * Runs `vite build` when needed; resolves to whether it built. Throws when the build fails, so the
 * caller never serves a half-written dist/.
 */
export async function buildIfStale({ root = ROOT, log = console.log, force = false } = {}) {
  const reason = force ? 'asked to build' : staleReason(root);
  if (!reason) {
    log('[build] dist/ is up to date');
    return false;
  }
  log(`[build] ${reason}: running vite build`);
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  for (const { args } of BUILDS) {
    const result = spawnSync(process.execPath, [vite, ...args], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0)
      throw new Error(`vite ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
  }
  log(`[build] compressed ${compressAssets(join(root, 'dist'))} assets (brotli, gzip)`);
  return true;
}

// `npm run build`: both builds, whatever their age.
if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--force')) {
  await buildIfStale({ force: true });
}

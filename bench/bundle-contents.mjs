// What the first-load chunks are made of, by source module, in gzip bytes.
// Reads the source maps of a build made with them:
//   npx vite build --sourcemap --outDir /tmp/x/dist
//   DIST_DIR=/tmp/x/dist node bench/bundle-contents.mjs [--page=/products] [--top=40] [--by=package] [chunk…]
// Chunks: the files named on the command line, or with `--page` the scripts a visitor's browser
// loads until network idle (the same definition as bench/first-load.mjs; the server serves DIST_DIR),
// or else every chunk whose name starts with boot/app/main/shop/locale-.
// A module's gzip bytes: its generated text in the chunk gzipped on its own, scaled so that a chunk's
// modules add up to the chunk's gzip size (level 9). `--by=package` groups node_modules by package.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { decodedMappings, TraceMap } from '@jridgewell/trace-mapping';

const args = process.argv.slice(2);
const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const dist = process.env.DIST_DIR ?? 'dist';
const assets = path.join(dist, 'assets');
const top = Number(option('top') ?? 40);
const byPackage = option('by') === 'package';
let chunks = args.filter((arg) => !arg.startsWith('--')).map((file) => path.basename(file));

if (option('page')) {
  const { chromium } = await import('@playwright/test');
  const { CHROMIUM_ARGS, CHROMIUM_PATH } = await import('../scripts/chromium.mjs');
  const { startServer } = await import('./lib/server.mjs');
  const server = await startServer({
    port: Number(process.env.BENCH_PORT ?? 3902),
    args: ['--import', 'tsx', 'server/main.ts'],
    env: { DIST_DIR: dist, SSR_DIR: process.env.SSR_DIR ?? path.join(dist, '../dist-ssr') },
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await (
      await browser.newContext({ viewport: { width: 390, height: 844 } })
    ).newPage();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (response.request().resourceType() === 'script' && url.pathname !== '/sw.js')
        chunks.push(path.basename(url.pathname));
    });
    await page.goto(`${server.url}${option('page')}`, { waitUntil: 'networkidle' });
  } finally {
    await browser.close();
    await server.stop();
  }
} else if (!chunks.length) {
  chunks = readdirSync(assets).filter((file) =>
    /^(boot|app|main|shop|locale-)[^/]*\.js$/.test(file),
  );
}

/** The module a source path stands for: `pkg@name/path` for packages, the project path otherwise. */
function moduleName(source) {
  const inModules = source.split('node_modules/').pop();
  if (inModules === source)
    return path.relative(process.cwd(), path.resolve(dist, 'assets', source));
  const parts = inModules.split('/');
  const pkg = parts[0].startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return byPackage ? `[${pkg}]` : inModules;
}

const totals = new Map();
let all = 0;
for (const chunk of chunks) {
  const code = readFileSync(path.join(assets, chunk), 'utf8');
  const mapFile = path.join(assets, `${chunk}.map`);
  // A chunk without a map (a plugin's virtual module) counts as one module.
  const map = existsSync(mapFile)
    ? new TraceMap(readFileSync(mapFile, 'utf8'))
    : { sources: [chunk], decoded: code.split('\n').map(() => [[0, 0]]) };
  const texts = new Map();
  const lines = code.split('\n');
  (map.decoded ?? decodedMappings(map)).forEach((segments, line) => {
    segments.forEach((segment, index) => {
      const end = segments[index + 1]?.[0] ?? lines[line].length;
      const name = segment.length > 1 ? moduleName(map.sources[segment[1]] ?? '?') : '(generated)';
      texts.set(name, (texts.get(name) ?? '') + lines[line].slice(segment[0], end));
    });
  });
  const chunkGzip = gzipSync(code, { level: 9 }).length;
  const own = [...texts].map(([name, text]) => [name, gzipSync(text, { level: 9 }).length]);
  const sum = own.reduce((total, [, bytes]) => total + bytes, 0) || 1;
  console.log(`${(chunkGzip / 1024).toFixed(1).padStart(6)} KiB  ${chunk}`);
  for (const [name, bytes] of own) {
    const key = `${name}  (${chunk.replace(/-[\w-]{8}\.js$/, '')})`;
    totals.set(key, (totals.get(key) ?? 0) + (bytes * chunkGzip) / sum);
  }
  all += chunkGzip;
}
console.log(`${(all / 1024).toFixed(1).padStart(6)} KiB  in ${chunks.length} chunks\n`);
for (const [name, bytes] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, top)) {
  console.log(`${(bytes / 1024).toFixed(1).padStart(6)} KiB  ${name}`);
}

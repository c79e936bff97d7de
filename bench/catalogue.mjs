// Catalogue throughput and latency on a 100,000-product catalogue: autocannon at 50
// connections against GET /api/products (first page, one filter + a sort) and Arabic product
// search (an exact phrase and a near-miss spelling). The server runs twice. First with the
// answer cache off (CATALOGUE_ANSWER_TTL_MS=0): each case on one fixed URL, then "varied", where
// consecutive requests ask different pages / prices / categories / queries — the honest uncached
// path (totals stay cached for 15 s and a search word's vocabulary words for 30 s, as in
// production; BENCH_SERVER_ENV='CATALOGUE_ANSWER_TTL_MS=0 SEARCH_WORDS_TTL_MS=0' measures search
// without the latter). Then with the default answer cache: the fixed URLs again, which it mostly
// serves.
//
// Usage: node bench/catalogue.mjs [seconds] [products]
//   PGlite (default): builds /tmp/bench-100k once (`npm run seed -- --products N`), reuses it.
//   DATABASE_URL=postgres://…: seeds that database the same way (once) and benchmarks it.
//   BENCH_CASES=grid,search   only the cases whose name contains one of these words.
//   BENCH_PROFILE=dir         runs the server with `node --cpu-prof --cpu-prof-dir=dir`.
//   BENCH_SERVER_ENV='K=V …'  extra server environment (e.g. CATALOGUE_ANSWER_TTL_MS=0).
//   BENCH_ENTRY=file          server entry instead of server/main.ts.
import { spawnSync } from 'node:child_process';
import autocannon from 'autocannon';
import { benchServerEnv, startServer } from './lib/server.mjs';

const duration = Number(process.argv[2] ?? 10);
const products = Number(process.argv[3] ?? 100_000);
const databaseUrl = process.env.DATABASE_URL;
const dataDir =
  process.env.BENCH_DATA_DIR ?? (databaseUrl ? '/tmp/bench-100k-pg' : '/tmp/bench-100k');
const only = process.env.BENCH_CASES?.split(',').filter(Boolean);
const profileDir = process.env.BENCH_PROFILE;
const extraEnv = benchServerEnv();

// The seed CLI tops the catalogue up to N products and does nothing when it is there already.
console.log(
  `seeding ${products} products into ${databaseUrl ? 'PostgreSQL' : dataDir} (reused if present)`,
);
const seed = spawnSync('npx', ['tsx', 'server/db/seed/cli.ts', '--products', String(products)], {
  env: { ...process.env, DATA_DIR: dataDir },
  stdio: 'inherit',
});
if (seed.status !== 0) process.exit(seed.status ?? 1);

async function start(env) {
  return startServer({
    port: Number(process.env.BENCH_PORT ?? 3311),
    env: {
      DATA_DIR: dataDir,
      RATE_LIMIT_MAX: '100000000',
      NODE_ENV: 'production',
      ...env,
      ...extraEnv,
    },
    args: [
      ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
      '--import',
      'tsx',
      process.env.BENCH_ENTRY ?? 'server/main.ts',
    ],
  });
}

let server = await start({ CATALOGUE_ANSWER_TTL_MS: '0' });
const get = async (path) => (await fetch(`${server.url}${path}`)).json();
const categories = (await get('/api/categories')).data;
const [category] = categories;
const q = (text) => encodeURIComponent(text);

// Query words of the varied search runs: real product words of the seed and near misses of them.
const SEARCH_WORDS = [
  'قميس قطن',
  'قميص',
  'بنطلون جينز',
  'تيشرت بولو',
  'جاكت جلد',
  'فستان سواريه',
  'شاحن موبيل',
  'كرسى مكتب',
  'عبايه',
  'بيجامه قطن',
  'طرحه شيفون',
  'جلابيه',
];

/** Cycles through `paths` so consecutive requests differ. */
function cycle(paths) {
  let i = 0;
  return () => paths[i++ % paths.length];
}

const cases = [
  {
    name: `grid category=${category.id}&sort=price_asc`,
    path: `/api/products?category=${category.id}&sort=price_asc`,
    varied: cycle(
      categories.flatMap((c) =>
        [1, 2, 3, 5, 8].flatMap((page) =>
          [0, 100, 250].map(
            (min) => `/api/products?category=${c.id}&sort=price_asc&page=${page}&price_min=${min}`,
          ),
        ),
      ),
    ),
  },
  {
    name: 'grid discounted=true&sort=newest',
    path: '/api/products?discounted=true&sort=newest',
    varied: cycle(
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].flatMap((page) =>
        [undefined, ...categories.map((c) => c.id)].map(
          (id) =>
            `/api/products?discounted=true&sort=newest&page=${page}${id ? `&category=${id}` : ''}`,
        ),
      ),
    ),
  },
  {
    name: 'search q=قميس قطن',
    path: `/api/website/search-products?q=${q('قميس قطن')}`,
    varied: cycle(
      SEARCH_WORDS.flatMap((word) =>
        [1, 2, 3].map((page) => `/api/website/search-products?q=${q(word)}&page=${page}`),
      ),
    ),
  },
  {
    name: 'search q=تيشرت بولو (near miss)',
    path: `/api/website/search-products?q=${q('تيشرت بولو')}`,
  },
].filter((c) => !only || only.some((word) => c.name.includes(word)));

async function run(label, requestPath, next) {
  const { meta } = await get(requestPath);
  const result = await autocannon({
    url: `${server.url}${requestPath}`,
    connections: 50,
    duration,
    ...(next
      ? {
          requests: [
            {
              setupRequest: (request) => ({ ...request, path: next() }),
            },
          ],
        }
      : {}),
  });
  console.log(
    `${label.padEnd(44)} total ${String(meta.total).padStart(6)}  ` +
      `${String(Math.round(result.requests.average)).padStart(5)} req/s  ` +
      `p50 ${String(result.latency.p50).padStart(4)} ms  p99 ${String(result.latency.p99).padStart(4)} ms  ` +
      `errors ${result.errors + result.non2xx}`,
  );
  if (result.errors + result.non2xx > 0) {
    const alive = await fetch(`${server.url}/api/health`).then(
      (response) => response.status,
      (error) => String(error),
    );
    console.log(`  (errors: ${result.errors}, non-2xx: ${result.non2xx}, health now: ${alive})`);
  }
}

const engine = databaseUrl ? 'PostgreSQL' : 'PGlite';
try {
  console.log(`${engine}, ${duration} s, 50 connections — answer cache off`);
  for (const c of cases) {
    await run(c.name, c.path);
    if (c.varied) await run(`  varied (uncacheable)`, c.path, c.varied);
  }
} finally {
  await server.stop({ keepData: true });
}
if (!process.env.BENCH_SERVER_ENV?.includes('CATALOGUE_ANSWER_TTL_MS')) {
  server = await start({});
  try {
    console.log(`${engine}, ${duration} s, 50 connections — answer cache on (default TTL)`);
    for (const c of cases) await run(c.name, c.path);
  } finally {
    await server.stop({ keepData: true });
  }
}

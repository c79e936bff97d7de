// The catalogue API on 100,000 products against /api/health in the same run: autocannon
// at 50 connections, every request a different query (pages, sorts, categories, two-word Arabic
// searches, products, stores), the answer cache off (CATALOGUE_ANSWER_TTL_MS=0). Health runs before
// and after the calls; each call's goal is ≥ 50 % of health's throughput and a p99 ≤ 2× health's.
//
// Usage: node bench/catalogue-scale.mjs [seconds per call] [products]
//   PGlite (default): BENCH_DATA_DIR (default /tmp/bench-100k), seeded once with the seed CLI.
//   DATABASE_URL=postgres://…: that database, seeded the same way (once).
//   BENCH_CASES=grid,search   only the calls whose name contains one of these words.
//   BENCH_SERVER_ENV='K=V …'  extra server environment.
//   BENCH_PROFILE=dir         runs the server with `node --cpu-prof --cpu-prof-dir=dir`.
// Beside req/s and latency each call reports CPU ms per request of the server and (for a local
// DATABASE_URL) of PostgreSQL's processes (bench/lib/cpu-per-request.mjs): on a shared machine
// throughput swings with the load, CPU per request does not. And the server's event-loop delay
// (p99, max) and garbage-collection time during each call's run (bench/lib/loop-delay.mjs).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import { cpuMeter } from './lib/cpu-per-request.mjs';
import { loopDelayWindow } from './lib/loop-delay.mjs';
import { benchServerEnv, startServer } from './lib/server.mjs';

const duration = Number(process.argv[2] ?? 5);
const products = Number(process.argv[3] ?? 100_000);
const databaseUrl = process.env.DATABASE_URL;
const dataDir =
  process.env.BENCH_DATA_DIR ?? (databaseUrl ? '/tmp/bench-100k-pg' : '/tmp/bench-100k');
const only = process.env.BENCH_CASES?.split(',').filter(Boolean);
const extraEnv = benchServerEnv();

const seed = spawnSync('npx', ['tsx', 'server/db/seed/cli.ts', '--products', String(products)], {
  env: { ...process.env, DATA_DIR: dataDir },
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (seed.status !== 0) process.exit(seed.status ?? 1);

const server = await startServer({
  port: Number(process.env.BENCH_PORT ?? 3312),
  env: {
    DATA_DIR: dataDir,
    RATE_LIMIT_MAX: '100000000',
    NODE_ENV: 'production',
    CATALOGUE_ANSWER_TTL_MS: '0',
    BENCH_LOOP_DELAY_CHILD: '1',
    ...extraEnv,
  },
  args: [
    ...(process.env.BENCH_PROFILE
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
      : []),
    '--import',
    new URL('./lib/loop-delay.mjs', import.meta.url).href,
    '--import',
    'tsx',
    'server/main.ts',
  ],
});
const meter = cpuMeter({ serverPid: server.pid, databaseUrl });

/** The server's resident memory in MB (VmRSS), after a call's run. */
function serverRssMb() {
  try {
    const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

const get = async (path) => (await fetch(`${server.url}${path}`)).json();
const q = (text) => encodeURIComponent(text);
const categories = (await get('/api/categories')).data;
const subCategories = categories.flatMap((c) => c.children ?? c.subCategories ?? []);
const categoryIds = [...categories, ...subCategories].map((c) => c.id);
const sample = (await get('/api/products?per_page=48&sort=views')).data;
const sampleIds = sample.map((p) => p.id);
const storeNames = [...new Set(sample.map((p) => p.store.username))];
const stores = (await get('/api/all-stores?per_page=48')).data ?? [];
for (const store of stores)
  if (!storeNames.includes(store.username)) storeNames.push(store.username);

/** Two-word Arabic searches: seeded words, misspellings, and mixes of both. */
const SEARCHES = [
  'قميص قطن',
  'قميس قطن',
  'بنطلون جينز',
  'تيشرت بولو',
  'جاكيت جلد',
  'فستان سواريه',
  'شاحن سريع',
  'شاشة سامسونج',
  'لابتوب لينوفو',
  'شقة للإيجار',
  'فيلا مستقلة',
  'غسالة اوتوماتيك',
  'سماعة لاسلكية',
  'شنطة ظهر',
  'حذاء جلد',
  'عبايه سوداء',
];
/**
 * Two-word searches never repeated within a run: a search's first word × a word of the catalogue's
 * own product names (thousands of texts, walked in turn). The server keeps recent anonymous
 * answers for a couple of seconds and each search word's vocabulary words: the 16 searches above
 * are answered from that memory after their first request, these never are.
 */
const nameWords = new Set();
for (let page = 1; page <= 5; page += 1) {
  for (const product of (await get(`/api/products?per_page=48&sort=newest&page=${page}`)).data) {
    for (const word of String(product.name).split(/\s+/)) {
      if (/^[\u0621-\u064A]{3,}$/.test(word)) nameWords.add(word);
    }
  }
}
const FRESH_SEARCHES = [...nameWords].flatMap((word) =>
  [...new Set(SEARCHES.map((text) => text.split(' ')[0]))].map((first) => `${first} ${word}`),
);
/**
 * Product ids spread over the whole catalogue (every 32nd page of the newest-first grid, 48 a
 * page), in a shuffled order: a product page call that asks the same few products again would
 * measure whatever remembers them, not the answer.
 */
const spreadIds = [];
{
  const { meta } = await get('/api/products?per_page=48&sort=newest');
  const lastPage = Math.max(1, Number(meta?.lastPage ?? 1));
  for (let page = 1; page <= lastPage; page += 32) {
    for (const product of (await get(`/api/products?per_page=48&sort=newest&page=${page}`)).data) {
      spreadIds.push(product.id);
    }
  }
  // A fixed shuffle (the same order in every run).
  let seed = 12_345;
  for (let i = spreadIds.length - 1; i > 0; i -= 1) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    const j = seed % (i + 1);
    [spreadIds[i], spreadIds[j]] = [spreadIds[j], spreadIds[i]];
  }
}
const SORTS = ['newest', 'price_asc', 'price_desc', 'rating', 'views'];
const LANGUAGES = ['ar', 'en'];

/** Endless distinct requests: the cartesian product of the parts, walked in order. */
function varied(build, ...parts) {
  let i = 0;
  const total = parts.reduce((n, part) => n * part.length, 1);
  return () => {
    let rest = i++ % total;
    const picked = parts.map((part) => {
      const value = part[rest % part.length];
      rest = Math.floor(rest / part.length);
      return value;
    });
    return build(...picked);
  };
}

const pages = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const cases = [
  { name: 'health', next: () => ({ path: '/api/health' }) },
  {
    name: 'grid (category × sort × page)',
    next: varied(
      (category, sort, page, lang) => ({
        path: `/api/products?category=${category}&sort=${sort}&page=${page}`,
        lang,
      }),
      categoryIds,
      SORTS,
      pages,
      LANGUAGES,
    ),
  },
  {
    name: 'grid (whole catalogue, sort × page)',
    next: varied(
      (sort, page, lang) => ({ path: `/api/products?sort=${sort}&page=${page}`, lang }),
      SORTS,
      [...pages, 20, 50, 100],
      LANGUAGES,
    ),
  },
  {
    name: 'search (16 two-word queries × page)',
    next: varied(
      (text, page, lang) => ({
        path: `/api/website/search-products?q=${q(text)}&page=${page}`,
        lang,
      }),
      SEARCHES,
      [1, 2, 3],
      LANGUAGES,
    ),
  },
  {
    name: 'suggestions (16 queries and first words)',
    next: varied(
      (text, lang) => ({ path: `/api/suggestions?q=${q(text)}`, lang }),
      SEARCHES.flatMap((text) => [text, text.split(' ')[0]]),
      LANGUAGES,
    ),
  },
  {
    name: 'search, never-repeated queries',
    next: varied(
      (text, page, lang) => ({
        path: `/api/website/search-products?q=${q(text)}&page=${page}`,
        lang,
      }),
      FRESH_SEARCHES,
      [1, 2, 3],
      LANGUAGES,
    ),
  },
  {
    name: 'suggestions, never-repeated queries',
    next: varied(
      (text, lang) => ({ path: `/api/suggestions?q=${q(text)}`, lang }),
      FRESH_SEARCHES,
      LANGUAGES,
    ),
  },
  {
    name: 'categories',
    next: varied((lang) => ({ path: '/api/categories', lang }), LANGUAGES),
  },
  {
    name: 'facets (category-products)',
    next: varied(
      (category, lang) => ({ path: `/api/category-products?category=${category}`, lang }),
      categoryIds,
      LANGUAGES,
    ),
  },
  {
    name: 'home',
    next: varied((lang) => ({ path: '/api/home', lang }), LANGUAGES),
  },
  {
    name: 'product detail (48 most viewed)',
    next: varied((id, lang) => ({ path: `/api/products/${id}`, lang }), sampleIds, LANGUAGES),
  },
  {
    name: `product detail (${spreadIds.length} spread)`,
    next: varied((id, lang) => ({ path: `/api/products/${id}`, lang }), spreadIds, LANGUAGES),
  },
  {
    name: 'store page',
    next: varied((name, lang) => ({ path: `/api/stores/${name}`, lang }), storeNames, LANGUAGES),
  },
  { name: 'health', next: () => ({ path: '/api/health' }) },
].filter((c) => c.name === 'health' || !only || only.some((word) => c.name.includes(word)));

/**
 * Requests still queued when a run ends (50 in flight) would be served during the next run: on
 * PGlite, which runs one query at a time, that is seconds. Wait until health answers quickly.
 */
async function drain() {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    await fetch(`${server.url}/api/health`).catch(() => undefined);
    if (performance.now() - started < 250) return;
  }
}

async function run({ next }) {
  await drain();
  await loopDelayWindow(server.pid);
  const {
    result: measured,
    nodeMs,
    postgresMs,
  } = await meter.perRequest(async () => {
    const answer = await autocannon({
      url: server.url,
      connections: 50,
      duration,
      requests: [
        {
          setupRequest: (request) => {
            const { path, lang = 'ar' } = next();
            return { ...request, path, headers: { ...request.headers, 'accept-language': lang } };
          },
        },
      ],
    });
    return { answer, requests: answer.requests.total };
  });
  const result = measured.answer;
  const loop = await loopDelayWindow(server.pid);
  return {
    loop,
    nodeMs,
    postgresMs,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
    rssMb: serverRssMb(),
  };
}

const engine = databaseUrl ? 'PostgreSQL' : 'PGlite';
const rows = [];
try {
  console.log(
    `${engine}, ${products} products, 50 connections, ${duration} s per call, answer cache off; ` +
      `load average ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')} on ${os.cpus().length} cores`,
  );
  console.log(`never-repeated searches: ${FRESH_SEARCHES.length} two-word texts`);
  // Untimed warm-up: the first run of a fresh server (JIT, pool connections, PostgreSQL's
  // per-connection catalogue caches) measured health at a tenth of its later rate.
  await autocannon({ url: `${server.url}/api/health`, connections: 50, duration: 2 });
  for (const c of cases) {
    const result = await run(c);
    rows.push({ name: c.name, ...result });
    console.log(
      `${c.name.padEnd(38)} ${String(Math.round(result.rps)).padStart(6)} req/s  ` +
        `p50 ${String(result.p50).padStart(4)} ms  p99 ${String(result.p99).padStart(5)} ms  ` +
        `errors ${result.errors}  CPU/req node ${result.nodeMs.toFixed(2)} ms` +
        (meter.measuresPostgres ? ` + postgres ${result.postgresMs.toFixed(2)} ms` : '') +
        `  RSS ${Math.round(result.rssMb)} MB` +
        (result.loop
          ? `  loop delay p99 ${result.loop.p99.toFixed(1)} max ${result.loop.max.toFixed(0)} ms, ` +
            `GC ${result.loop.gcMs.toFixed(0)} ms (max ${result.loop.gcMaxMs.toFixed(1)})`
          : ''),
    );
  }
} finally {
  await server.stop({ keepData: true });
}
const health = rows.filter((row) => row.name === 'health');
const healthRps = health.reduce((sum, row) => sum + row.rps, 0) / health.length;
const healthP99 = health.reduce((sum, row) => sum + row.p99, 0) / health.length;
const healthCpu = health.reduce((sum, row) => sum + row.nodeMs + row.postgresMs, 0) / health.length;
console.log(
  `\nhealth (mean of before/after): ${Math.round(healthRps)} req/s, p99 ${healthP99.toFixed(0)} ms; ` +
    `goal per call: ≥ ${Math.round(healthRps / 2)} req/s and p99 ≤ ${(healthP99 * 2).toFixed(0)} ms`,
);
for (const row of rows.filter((r) => r.name !== 'health')) {
  const share = row.rps / healthRps;
  const tail = row.p99 / healthP99;
  const ok = share >= 0.5 && tail <= 2 && row.errors === 0;
  console.log(
    `${row.name.padEnd(38)} ${(share * 100).toFixed(0).padStart(4)} % of health  ` +
      `p99 ${tail.toFixed(2)}× health  CPU ${((row.nodeMs + row.postgresMs) / healthCpu).toFixed(1)}× health  ` +
      `${ok ? 'ok' : 'MISSES the goal'}`,
  );
}
console.log(
  `load average after: ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);

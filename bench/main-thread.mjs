// Where the main thread goes on a shopper's first page load: records a Chrome
// performance trace of the production build (Debian Chromium, 390×844, CPU slowed 4× like
// Lighthouse's mobile profile) and prints every long task (≥ 50 ms) with what ran in it — the
// trace's own events (script evaluation per file, style recalculation, layout, GC) and the V8
// sampling profile inside the task, mapped through the build's source maps to the package or
// source module that spent the time, and to the nearest of our own functions on the stack (which
// component was hydrating, which hook ran).
//   npx vite build --sourcemap --outDir /tmp/sm/dist --emptyOutDir
//   DIST_DIR=/tmp/sm/dist BENCH_PORT=3904 node bench/main-thread.mjs / /products
// Without DIST_DIR the regular dist/ is measured (built by start.mjs when stale; no source maps, so
// only file names and minified function names). `--trace-dir=DIR` also saves each trace as JSON
// for chrome://tracing or DevTools; `TRACE_RUNS` (default 1) repeats each page and prints each run.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { startServer } from './lib/server.mjs';

const args = process.argv.slice(2);
const traceDir = args.find((arg) => arg.startsWith('--trace-dir='))?.slice('--trace-dir='.length);
const pagePaths = args.filter((arg) => !arg.startsWith('--'));
const RUNS = Number(process.env.TRACE_RUNS ?? 1);
const LONG_TASK_MS = 50;
const distDir = path.resolve(process.env.DIST_DIR ?? 'dist');
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'toplevel',
  'loading',
];

async function record(url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: CATEGORIES, excludedCategories: ['*'] },
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // Idle-time work (shop extras, the service worker's registration) runs after network idle.
  await page.waitForTimeout(2500);
  await cdp.send('Tracing.end');
  await done;
  await context.close();
  return events;
}

function report(events) {
  const main = mainThread(events);
  if (!main) {
    console.log('no renderer main thread found');
    return;
  }
  const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid);
  const navigation = onMain.find((event) => event.name === 'navigationStart') ?? onMain[0];
  const t0 = navigation.ts;
  const tasks = onMain
    .filter(
      (event) => event.ph === 'X' && event.name === 'RunTask' && event.dur >= LONG_TASK_MS * 1000,
    )
    .sort((a, b) => a.ts - b.ts);
  const profile = cpuProfile(events, main);
  const fcp = events.find(
    (event) => event.name === 'firstContentfulPaint' && event.pid === main.pid && event.ts >= t0,
  );
  // Total blocking time counts the part over 50 ms of each long task after the first paint.
  const blocking = tasks
    .filter((task) => !fcp || task.ts + task.dur > fcp.ts)
    .reduce((sum, task) => sum + task.dur / 1000 - LONG_TASK_MS, 0);
  console.log(
    `FCP at ${fcp ? Math.round((fcp.ts - t0) / 1000) : '?'} ms; ${tasks.length} long tasks; ` +
      `blocking after FCP ${Math.round(blocking)} ms (4× CPU slowdown, no network throttling: ` +
      `compare runs with each other, not with Lighthouse's simulated TBT)`,
  );
  const total = new Map();
  for (const task of tasks) {
    const end = task.ts + task.dur;
    const beforeFcp = fcp && task.ts + task.dur <= fcp.ts ? ' (before FCP)' : '';
    console.log(
      `\n  task at ${Math.round((task.ts - t0) / 1000)} ms, ${Math.round(task.dur / 1000)} ms${beforeFcp}`,
    );
    const inside = onMain.filter(
      (event) =>
        event.ph === 'X' &&
        event.ts >= task.ts &&
        event.ts + (event.dur ?? 0) <= end &&
        event !== task,
    );
    const kinds = new Map();
    for (const event of inside) {
      const label = eventLabel(event);
      if (label) kinds.set(label, (kinds.get(label) ?? 0) + event.dur / 1000);
    }
    console.log(`    trace events: ${top(kinds, 8)}`);
    if (!profile) continue;
    const samples = profile.samples.filter((sample) => sample.ts >= task.ts && sample.ts <= end);
    const modules = new Map();
    const owners = new Map();
    const functions = new Map();
    for (const sample of samples) {
      const fn = profile.fn(sample.node);
      functions.set(fn, (functions.get(fn) ?? 0) + sample.ms);
      const module = profile.module(sample.node);
      modules.set(module, (modules.get(module) ?? 0) + sample.ms);
      total.set(module, (total.get(module) ?? 0) + sample.ms);
      const owner = profile.owner(sample.node);
      owners.set(owner, (owners.get(owner) ?? 0) + sample.ms);
    }
    console.log(`    self time by module: ${top(modules, 10)}`);
    console.log(`    self time by function: ${top(functions, 10)}`);
    console.log(`    under our function: ${top(owners, 10)}`);
  }
  if (total.size) console.log(`\n  all long tasks, self time by module: ${top(total, 16)}`);
}

function top(map, count) {
  return [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, ms]) => `${key} ${Math.round(ms)}`)
    .join(', ');
}

const EVENT_NAMES = {
  EvaluateScript: 'evaluate',
  'v8.evaluateModule': 'evaluate module',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile module',
  FunctionCall: 'function call',
  TimerFire: 'timer',
  FireAnimationFrame: 'animation frame',
  EventDispatch: 'event',
  ParseHTML: 'parse HTML',
  ParseAuthorStyleSheet: 'parse CSS',
  UpdateLayoutTree: 'style recalc',
  Layout: 'layout',
  PrePaint: 'pre-paint',
  Paint: 'paint',
  MajorGC: 'major GC',
  MinorGC: 'minor GC',
  'V8.GC_SCAVENGER': null,
  RunMicrotasks: 'microtasks',
  XHRReadyStateChange: 'xhr',
  ResourceReceivedData: null,
};

function eventLabel(event) {
  const label = EVENT_NAMES[event.name];
  if (!label) return null;
  const url = event.args?.data?.url;
  if (url && /^(EvaluateScript|v8\.compile|v8\.compileModule|FunctionCall)$/.test(event.name)) {
    return `${label} ${path.basename(new URL(url, 'http://x').pathname)}`;
  }
  return label;
}

/** The renderer main thread that ran our scripts (the one with the most script time). */
function mainThread(events) {
  const names = events.filter(
    (event) =>
      event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  let best = null;
  for (const thread of names) {
    const busy = events
      .filter(
        (event) =>
          event.pid === thread.pid &&
          event.tid === thread.tid &&
          (event.name === 'FunctionCall' || event.name === 'v8.evaluateModule'),
      )
      .reduce((sum, event) => sum + (event.dur ?? 0), 0);
    if (!best || busy > best.busy) best = { pid: thread.pid, tid: thread.tid, busy };
  }
  return best;
}

/** The main thread's V8 sampling profile rebuilt from the trace's Profile/ProfileChunk events. */
function cpuProfile(events, main) {
  const starts = events.filter((event) => event.name === 'Profile' && event.pid === main.pid);
  const start = starts.find((event) => event.tid === main.tid) ?? starts[0];
  if (!start) return null;
  const chunks = events.filter(
    (event) => event.name === 'ProfileChunk' && event.pid === main.pid && event.id === start.id,
  );
  const nodes = new Map();
  const samples = [];
  let ts = start.args.data.startTime;
  for (const chunk of chunks) {
    const data = chunk.args.data;
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    for (let index = 0; index < ids.length; index += 1) {
      ts += deltas[index] ?? 0;
      samples.push({ node: ids[index], ts });
    }
  }
  samples.sort((a, b) => a.ts - b.ts);
  for (let index = 0; index < samples.length; index += 1) {
    const next = samples[index + 1];
    samples[index].ms = next ? Math.min((next.ts - samples[index].ts) / 1000, 10) : 0;
  }
  const located = new Map();
  const locate = (id) => {
    if (located.has(id)) return located.get(id);
    const frame = nodes.get(id)?.callFrame ?? {};
    const where = sourceOf(frame);
    located.set(id, where);
    return where;
  };
  const owners = new Map();
  return {
    samples,
    module: (id) => locate(id).module,
    fn(id) {
      const where = locate(id);
      return where.module.startsWith('(') ? where.module : `${where.module}:${where.name}`;
    },
    owner(id) {
      if (owners.has(id)) return owners.get(id);
      let current = id;
      let owner = '(no own code on the stack)';
      while (current !== undefined) {
        const where = locate(current);
        if (where.own) {
          owner = `${where.module}:${where.name}`;
          break;
        }
        current = nodes.get(current)?.parent;
      }
      owners.set(id, owner);
      return owner;
    },
  };
}

const maps = new Map();
function sourceMapOf(url) {
  if (maps.has(url)) return maps.get(url);
  let map = null;
  const file = path.join(distDir, new URL(url).pathname);
  if (existsSync(`${file}.map`)) map = new TraceMap(readFileSync(`${file}.map`, 'utf8'));
  maps.set(url, map);
  return map;
}

/** `{ module, name, own }`: the package or source file of a profile frame, through source maps. */
function sourceOf(frame) {
  const file = path.join(distDir, frame.url ? new URL(frame.url, 'http://x').pathname : '');
  const name = frame.functionName || '(anonymous)';
  if (!frame.url) return { module: name.startsWith('(') ? name : '(native)', name, own: false };
  if (!frame.url.startsWith('http')) return { module: '(browser)', name, own: false };
  const map = sourceMapOf(frame.url);
  if (!map) {
    return { module: path.basename(new URL(frame.url).pathname), name, own: false };
  }
  const original = originalPositionFor(map, {
    line: frame.lineNumber + 1,
    column: Math.max(frame.columnNumber, 0),
  });
  if (!original.source)
    return { module: path.basename(new URL(frame.url).pathname), name, own: false };
  const source = path.relative(process.cwd(), path.resolve(path.dirname(file), original.source));
  const pkg = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return { module: pkg[1], name: original.name ?? name, own: false };
  return { module: source, name: original.name ?? name, own: /^(src|domain)\//.test(source) };
}

// `--read=FILE.json` (repeatable) reports on saved traces instead of recording new ones.
// Run last: the tables and helpers below are initialised by then.
const saved = args.filter((arg) => arg.startsWith('--read=')).map((arg) => arg.slice(7));
let browser = null;
if (saved.length) {
  for (const file of saved) {
    console.log(`\n=== ${file}`);
    report(JSON.parse(readFileSync(file, 'utf8')).traceEvents);
  }
} else {
  const server = await startServer({
    port: Number(process.env.BENCH_PORT ?? 3904),
    ...(process.env.DIST_DIR && { args: ['--import', 'tsx', 'server/main.ts'] }),
  });
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    if (!pagePaths.length) {
      const products = await (await fetch(`${server.url}/api/products?per_page=1`)).json();
      const product = products.data[0];
      pagePaths.push('/', '/products', `/products/${product.store.username}/${product.id}`);
    }
    // A running site is warm: the server's rendering code is loaded and compiled first.
    for (const pagePath of pagePaths) {
      for (let round = 0; round < 3; round += 1) {
        const separator = pagePath.includes('?') ? '&' : '?';
        await (await fetch(`${server.url}${pagePath}${separator}warm=${round}`)).text();
      }
    }
    for (const pagePath of pagePaths) {
      for (let run = 0; run < RUNS; run += 1) {
        const events = await record(`${server.url}${pagePath}`);
        if (traceDir) {
          mkdirSync(traceDir, { recursive: true });
          const name = `${pagePath.replace(/[^a-z0-9]+/gi, '_')}-${run + 1}.json`;
          writeFileSync(path.join(traceDir, name), JSON.stringify({ traceEvents: events }));
        }
        console.log(`\n=== ${pagePath} (run ${run + 1})`);
        report(events);
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

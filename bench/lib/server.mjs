// Starts the real server (`scripts/start.mjs`) on its own port and data dir for a benchmark.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * `args` defaults to `scripts/start.mjs` (builds the app when stale); API-only benchmarks pass
 * `['--import', 'tsx', 'server/main.ts']` to skip the client build.
 */
export async function startServer({ port = 3900, env = {}, args = ['scripts/start.mjs'] } = {}) {
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'dukkan-bench-'));
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let stopping = false;
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`server exited unexpectedly: code ${code}, signal ${signal}`);
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (Date.now() > deadline) throw new Error('server did not start within 180 s');
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const readyMs = performance.now() - started;
  return {
    url,
    readyMs,
    /** The server process (to sample its memory). */
    pid: child.pid,
    dataDir,
    async stop({ keepData = false } = {}) {
      stopping = true;
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.on('exit', resolve));
        child.kill('SIGINT');
        await exited;
      }
      if (!keepData && !env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * BENCH_SERVER_ENV="NAME=value NAME2=value": extra environment for the server a benchmark starts
 * (a knob to compare, e.g. `CATALOGUE_ANSWER_TTL_MS=0`).
 */
export function benchServerEnv() {
  return Object.fromEntries(
    (process.env.BENCH_SERVER_ENV ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((pair) => pair.split('=')),
  );
}

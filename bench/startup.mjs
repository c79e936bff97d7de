// Time from `npm start` to the first answer of /api/health, on a fresh data dir and on a second
// start over the same data (prints milliseconds). The app must already be built.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const port = Number(process.env.BENCH_PORT ?? 3900);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dukkan-bench-start-'));

async function timeStart(label) {
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const ms = performance.now() - started;
  console.log(`${label.padEnd(14)} ${Math.round(ms)} ms to first response`);
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGINT');
  await exited;
}

try {
  await timeStart('first start');
  await timeStart('second start');
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

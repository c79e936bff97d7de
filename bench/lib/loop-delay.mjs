// Preloaded into a benchmark's server (`node --import ./bench/lib/loop-delay.mjs …`): the server's
// event-loop delay and garbage-collection pauses, per window. `loopDelayWindow(pid)` (below) asks
// the server for them with SIGUSR2: it writes the window's figures to a file named by its pid and
// starts a new window. Nothing of the server's code changes.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

const fileOf = (pid) => path.join(os.tmpdir(), `dukkan-loop-delay-${pid}.json`);

if (process.env.BENCH_LOOP_DELAY_CHILD === '1') {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  let gc = { count: 0, totalMs: 0, maxMs: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gc.count += 1;
      gc.totalMs += entry.duration;
      gc.maxMs = Math.max(gc.maxMs, entry.duration);
    }
  }).observe({ entryTypes: ['gc'] });
  process.on('SIGUSR2', () => {
    writeFileSync(
      fileOf(process.pid),
      JSON.stringify({
        p99: delay.percentile(99) / 1e6,
        max: delay.max / 1e6,
        gcCount: gc.count,
        gcMs: gc.totalMs,
        gcMaxMs: gc.maxMs,
      }),
    );
    delay.reset();
    gc = { count: 0, totalMs: 0, maxMs: 0 };
  });
}

/** Ends the server's current window and answers its figures (ms), or null if it gave none. */
export async function loopDelayWindow(pid) {
  const file = fileOf(pid);
  rmSync(file, { force: true });
  process.kill(pid, 'SIGUSR2');
  for (let tries = 0; tries < 100; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    try {
      const figures = JSON.parse(readFileSync(file, 'utf8'));
      rmSync(file, { force: true });
      return figures;
    } catch {
      // not written yet
    }
  }
  return null;
}

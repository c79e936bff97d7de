// Linux keeps a nice value per thread, and a thread starts with its creator's. Plain JavaScript,
// so the Web Push worker thread (which runs without tsx) imports it too.
import { spawnSync } from 'node:child_process';
import { readdirSync, readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/**
 * Lowers this thread's priority (/proc/thread-self names this thread's id; setpriority on that
 * id changes this thread alone). Answers false elsewhere or when the system refuses: the thread
 * keeps its priority.
 */
export function lowerThreadPriority(nice) {
  if (!nice || process.platform !== 'linux') return false;
  try {
    setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), nice);
    return true;
  } catch {
    return false;
  }
}

/**
 * Lowers the priority of every thread of this process (V8's and libuv's threads already run when
 * a process starts; threads started later take it from their creator). Same answer as above.
 */
export function lowerProcessPriority(nice) {
  if (!nice || process.platform !== 'linux') return false;
  try {
    for (const thread of readdirSync('/proc/self/task')) setPriority(Number(thread), nice);
    return true;
  } catch {
    return false;
  }
}

/**
 * Puts every thread of process `pid` (default: this one) in Linux's SCHED_IDLE class (util-linux's `chrt`; threads
 * started later inherit it): a thread of any other process that wakes preempts it at once, where
 * a nice value only shrinks its share and lets it finish its time slice first (measured: the
 * API's p99 rose +35 % during a push fan-out at nice 10, +7 % under SCHED_IDLE). On a machine
 * kept busy it runs only in what the others leave. Answers false where it could not.
 */
export function idleSchedulingClass(pid = process.pid) {
  if (process.platform !== 'linux') return false;
  const result = spawnSync('chrt', ['--all-tasks', '--idle', '--pid', '0', String(pid)], {
    stdio: 'ignore',
  });
  return result.status === 0;
}

// Linux keeps a nice value per thread, and a thread starts with its creator's. Plain JavaScript,
// so the Web Push worker thread (which runs without tsx) imports it too.
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

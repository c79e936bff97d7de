// Worker thread of the Web Push adapter: encryption, VAPID signing and the HTTP request itself run
// here, so a fan-out of thousands of messages leaves the main thread (the API, and PGlite, which
// runs on it) nearly idle. Jobs arrive in batches; answers leave in batches.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { sendWebPush } from './web-push-request.mjs';

/**
 * Lowers this thread's priority (Linux keeps a nice value per thread: /proc/thread-self names
 * this thread's id, and setpriority on that id changes this thread alone). Elsewhere, or when the
 * system refuses, the thread keeps the process's priority.
 */
function lowerThreadPriority(nice) {
  if (!nice || process.platform !== 'linux') return false;
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    setPriority(threadId, nice);
    return true;
  } catch {
    return false;
  }
}

lowerThreadPriority(workerData?.nice ?? 0);

let answers = [];
const flush = () => {
  const batch = answers;
  answers = [];
  parentPort.postMessage(batch);
};

parentPort.on('message', (batch) => {
  for (const job of batch) {
    void sendWebPush(job).then((answer) => {
      answers.push({ id: job.id, ...answer });
      if (answers.length === 1) setImmediate(flush);
    });
  }
});

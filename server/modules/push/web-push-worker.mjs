// Worker thread of the Web Push adapter: encryption, VAPID signing and the HTTP request itself run
// here, so a fan-out of thousands of messages leaves the main thread (the API, and PGlite, which
// runs on it) nearly idle. Jobs arrive in batches; answers leave in batches.
import { parentPort, workerData } from 'node:worker_threads';
import { lowerThreadPriority } from '../../lib/thread-priority.mjs';
import { sendWebPush } from './web-push-request.mjs';

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

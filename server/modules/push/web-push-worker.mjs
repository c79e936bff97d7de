// Worker thread of the Web Push adapter: encryption and VAPID signing off the main thread, so a
// fan-out does not stall the API (PGlite runs on the main thread too). Batches in, batches out.
import { parentPort } from 'node:worker_threads';
import { buildWebPushRequest } from './web-push-request.mjs';

parentPort.on('message', (batch) => {
  const results = batch.map((job) => {
    try {
      const { headers, body } = buildWebPushRequest(job);
      return {
        id: job.id,
        headers,
        body: new Uint8Array(body.buffer, body.byteOffset, body.length),
      };
    } catch (error) {
      return { id: job.id, error: error instanceof Error ? error.message : String(error) };
    }
  });
  parentPort.postMessage(results);
});

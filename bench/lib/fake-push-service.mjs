// A local push service for bench/push.ts, in its own process so its work does not count against
// the server being measured: answers 201 to every POST and counts them. GET /stats answers
// `{ received, first, last }` (epoch ms). Prints its URL on stdout.
import { createServer } from 'node:http';

let received = 0;
let first = 0;
let last = 0;
const server = createServer((request, response) => {
  if (request.method === 'GET') {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ received, first, last }));
    return;
  }
  request.resume();
  request.on('end', () => {
    received += 1;
    last = Date.now();
    if (received === 1) first = last;
    response.writeHead(201);
    response.end();
  });
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`http://127.0.0.1:${server.address().port}\n`);
});

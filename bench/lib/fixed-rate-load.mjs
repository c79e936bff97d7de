// A fixed-rate HTTP load in its own process, with microsecond latencies: GET <url> at <rate>
// requests per second for <seconds> over keep-alive connections (at most <connections> at once).
// Each latency counts from the request's scheduled time, not from when a connection was free, so
// a stall shows in the figures instead of delaying the next requests (no coordinated omission).
// Prints one JSON line: { sent, errors, p50, p90, p99, p999, max } (ms, 2 decimals).
// Usage: node bench/lib/fixed-rate-load.mjs <url> <rate> <seconds> [connections=20]
import http from 'node:http';

const [url, rateArg, secondsArg, connectionsArg] = process.argv.slice(2);
const rate = Number(rateArg);
const seconds = Number(secondsArg);
const agent = new http.Agent({ keepAlive: true, maxSockets: Number(connectionsArg ?? 20) });
const latencies = [];
let errors = 0;

function request(scheduledAt) {
  return new Promise((resolve) => {
    const req = http.get(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => {
        if (response.statusCode !== 200) errors += 1;
        latencies.push(performance.now() - scheduledAt);
        resolve();
      });
    });
    req.on('error', () => {
      errors += 1;
      resolve();
    });
  });
}

const startedAt = performance.now();
const total = Math.round(rate * seconds);
const pending = [];
let sent = 0;
await new Promise((resolve) => {
  const tick = () => {
    const due = Math.min(total, Math.floor(((performance.now() - startedAt) / 1000) * rate));
    while (sent < due) {
      pending.push(request(startedAt + (sent / rate) * 1000));
      sent += 1;
    }
    if (sent >= total) resolve();
    else setTimeout(tick, 1);
  };
  tick();
});
await Promise.all(pending);
agent.destroy();
latencies.sort((a, b) => a - b);
const at = (p) =>
  latencies[Math.min(latencies.length - 1, Math.ceil(p * latencies.length) - 1)] ?? 0;
const ms = (value) => Math.round(value * 100) / 100;
console.log(
  JSON.stringify({
    sent,
    errors,
    p50: ms(at(0.5)),
    p90: ms(at(0.9)),
    p99: ms(at(0.99)),
    p999: ms(at(0.999)),
    max: ms(latencies.at(-1) ?? 0),
  }),
);

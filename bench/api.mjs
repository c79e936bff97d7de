// API throughput and latency with autocannon at 50 connections against the real server.
// Usage: node bench/api.mjs [seconds]   (DATABASE_URL switches to PostgreSQL)
import autocannon from 'autocannon';
import { startServer } from './lib/server.mjs';

const duration = Number(process.argv[2] ?? 10);
const server = await startServer({ port: 3902, env: { RATE_LIMIT_MAX: '100000000' } });
const targets = ['/api/health', '/api/layout', '/api/wizard?platform=web'];
try {
  for (const target of targets) {
    const result = await autocannon({ url: `${server.url}${target}`, connections: 50, duration });
    console.log(
      `${target.padEnd(28)} ${Math.round(result.requests.average)} req/s  ` +
        `p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  ` +
        `errors ${result.errors + result.non2xx}`,
    );
  }
} finally {
  await server.stop();
}

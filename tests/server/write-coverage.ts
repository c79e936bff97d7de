// Which writes of the API answered a success in the server suite, on which engine: every test
// app records them, and `scripts/write-coverage.ts` checks after the suite that every write
// contract ran at least once on PGlite (a write that queries outside its own transaction there
// would freeze the process; the guard in server/db/transaction-guard.ts fails it instead).
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_TEST_DATA_DIR } from '../../server/db/testing';

export const WRITE_COVERAGE_DIR = path.join(DEFAULT_TEST_DATA_DIR, 'write-coverage');
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Records `METHOD /route/:pattern` of every successful write `app` answers; `save` writes them. */
export function recordWrites(app: FastifyInstance, engine: string): { save(): void } {
  const answered = new Set<string>();
  app.addHook('onResponse', async (request, reply) => {
    if (!WRITES.has(request.method) || reply.statusCode >= 300) return;
    answered.add(`${request.method} ${request.routeOptions.url ?? request.url}`);
  });
  return {
    save() {
      if (answered.size === 0) return;
      mkdirSync(WRITE_COVERAGE_DIR, { recursive: true });
      const lines = [...answered].map((route) => JSON.stringify({ engine, route }));
      writeFileSync(path.join(WRITE_COVERAGE_DIR, `${randomUUID()}.ndjson`), lines.join('\n'));
    },
  };
}

// After the server suite: every write contract of the API must have answered a success at least
// once on PGlite (tests/server/write-coverage.ts records them). PGlite is one connection, so a
// write that queries outside its own transaction freezes it; the transaction guard fails such a
// write, and this check makes sure each write ran where the guard would catch it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Contract } from '../domain/contracts/contract';
import { WRITE_COVERAGE_DIR } from '../tests/server/write-coverage';

const CONTRACTS_DIR = path.resolve('domain/contracts');
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function isContract(value: unknown): value is Contract {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value;
}

async function writeContracts(): Promise<string[]> {
  const files = readdirSync(CONTRACTS_DIR, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.contract.ts'),
  );
  const routes = new Set<string>();
  for (const file of files) {
    const exports = (await import(pathToFileURL(path.join(CONTRACTS_DIR, file)).href)) as Record<
      string,
      unknown
    >;
    for (const value of Object.values(exports)) {
      if (isContract(value) && WRITES.has(value.method))
        routes.add(`${value.method} ${value.path}`);
    }
  }
  return [...routes].sort();
}

function answeredOnPglite(): Set<string> {
  const answered = new Set<string>();
  if (!existsSync(WRITE_COVERAGE_DIR)) return answered;
  for (const file of readdirSync(WRITE_COVERAGE_DIR)) {
    for (const line of readFileSync(path.join(WRITE_COVERAGE_DIR, file), 'utf8').split('\n')) {
      if (!line) continue;
      const { engine, route } = JSON.parse(line) as { engine: string; route: string };
      if (engine === 'pglite') answered.add(route);
    }
  }
  return answered;
}

const all = await writeContracts();
const answered = answeredOnPglite();
const missing = all.filter((route) => !answered.has(route));
console.log(`writes answered on PGlite: ${all.length - missing.length} of ${all.length}`);
if (missing.length > 0) {
  console.error(
    `never answered a success on PGlite in the server suite:\n  ${missing.join('\n  ')}`,
  );
  process.exit(1);
}

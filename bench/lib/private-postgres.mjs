// A throw-away PostgreSQL 15 cluster for a benchmark: initdb as the postgres user under /tmp on
// its own port, started with fsync off (benchmarks measure the app, not the disk). Benchmarks use
// DATABASE_URL instead when it is set.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PG_BIN = '/usr/lib/postgresql/15/bin';
const asPostgres = (args) =>
  execFileSync('runuser', ['-u', 'postgres', '--', ...args], { stdio: 'pipe' });

/**
 * Answers `{ url, stop }`: `url` is DATABASE_URL when set (and `stop` does nothing), otherwise a
 * new cluster on `port` that `stop` shuts down and deletes.
 */
export function privatePostgres({ port, maxConnections = 200, fsync = false } = {}) {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop() {} };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dukkan-bench-pg-'));
  chmodSync(dir, 0o777);
  asPostgres([`${PG_BIN}/initdb`, '-D', `${dir}/data`, '-A', 'trust', '-U', 'postgres']);
  const options = `-p ${port} -k ${dir} -c max_connections=${maxConnections}`;
  asPostgres([
    `${PG_BIN}/pg_ctl`,
    '-D',
    `${dir}/data`,
    '-o',
    fsync ? options : `${options} -c fsync=off`,
    '-l',
    `${dir}/log`,
    '-w',
    'start',
  ]);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      if (stopped) return;
      stopped = true;
      asPostgres([`${PG_BIN}/pg_ctl`, '-D', `${dir}/data`, '-m', 'immediate', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

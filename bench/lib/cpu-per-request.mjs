// CPU milliseconds per request: a figure the shared box's load does not move (wall-clock latency
// swings several-fold with whatever else the box runs; the CPU a request costs does not). Reads
// utime + stime (from /proc/<pid>/stat) of the server process and of every process of the
// PostgreSQL cluster the server talks to, before and after a fixed run, and divides by the
// requests answered.
//
// The cluster is found by its postmaster: the `postgres` process whose command line says
// `-p <port>`. Its children are the backends and background workers; the CPU of backends that
// exited during the run is in the postmaster's cutime/cstime, so both are summed.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK']).toString().trim() || 100);

/** Fields of /proc/<pid>/stat after the command name (field 3 is index 0); null when gone. */
function statFields(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command (field 2) may hold spaces: the fields after it start past the last ')'.
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** CPU ms of a process itself (utime + stime), and of its reaped children (cutime + cstime). */
function cpuOf(pid) {
  const fields = statFields(pid);
  if (!fields) return { own: 0, children: 0 };
  // man 5 proc: utime(14) stime(15) cutime(16) cstime(17); index = field - 3.
  const own = (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  const children = (Number(fields[13]) + Number(fields[14])) * TICK_MS;
  return { own, children };
}

function allPids() {
  return readdirSync('/proc').filter((name) => /^\d+$/.test(name));
}

/** The postmaster listening on `port` (its command line carries `-p <port>`), or null. */
export function findPostmaster(port) {
  for (const pid of allPids()) {
    let cmdline;
    try {
      cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    } catch {
      continue;
    }
    if (!cmdline[0]?.endsWith('postgres')) continue;
    const at = cmdline.indexOf('-p');
    if (at !== -1 && cmdline[at + 1] === String(port)) return Number(pid);
  }
  return null;
}

/** The live children of `parent` (a postmaster's: backends and background workers). */
export function childrenOf(parent) {
  const out = [];
  for (const pid of allPids()) {
    const fields = statFields(pid);
    if (fields && Number(fields[1]) === parent) out.push(Number(pid));
  }
  return out;
}

/**
 * A meter for a server process and, when `pgPort` (or `databaseUrl`) names a local PostgreSQL,
 * its cluster. `read()` answers the CPU ms used so far `{ node, postgres }`;
 * `start().stop(requests)` and `perRequest(work)` answer CPU ms per request.
 */
export function cpuMeter({ serverPid, pgPort, databaseUrl }) {
  const port = pgPort ?? (databaseUrl ? new URL(databaseUrl).port || '5432' : null);
  const postmaster = port ? findPostmaster(port) : null;
  const read = () => {
    const node = cpuOf(serverPid).own;
    let postgres = 0;
    if (postmaster) {
      const main = cpuOf(postmaster);
      postgres = main.own + main.children;
      for (const pid of childrenOf(postmaster)) postgres += cpuOf(pid).own;
    }
    return { node, postgres };
  };
  const per = (before, after, requests) => {
    const n = Math.max(1, requests);
    const node = (after.node - before.node) / n;
    const postgres = (after.postgres - before.postgres) / n;
    return { node, postgres, total: node + postgres };
  };
  return {
    postmaster,
    /** Whether PostgreSQL's processes are measured (a local cluster was found). */
    measuresPostgres: postmaster !== null,
    read,
    /** `const sample = meter.start()`, run the requests, `sample.stop(requests)`. */
    start() {
      const before = read();
      return { stop: (requests) => per(before, read(), requests) };
    },
    /** Runs `work` and answers its CPU ms per request: `requests` = what `work` answered. */
    async perRequest(work) {
      const before = read();
      const result = await work();
      const cpu = per(before, read(), result.requests);
      return { result, nodeMs: cpu.node, postgresMs: cpu.postgres };
    },
  };
}

/** "node 1.23 + pg 0.45 = 1.68 CPU ms/req" */
export function formatCpu(cpu) {
  return `node ${cpu.node.toFixed(2)} + pg ${cpu.postgres.toFixed(2)} = ${cpu.total.toFixed(2)} CPU ms/req`;
}

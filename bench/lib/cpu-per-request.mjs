// CPU time per request, independent of how busy the shared machine is: utime + stime (from
// /proc/<pid>/stat) of the server process and of every process of the PostgreSQL cluster the
// server talks to, read before and after a fixed run, divided by the requests answered.
//
// The cluster is found by its postmaster: the `postgres` process whose command line says
// `-p <port>` (the port of DATABASE_URL). Its children are the backends, and the CPU of backends
// that exited during the run is in the postmaster's cutime/cstime, so both are summed.
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 1000 / 100; // _SC_CLK_TCK is 100 on Linux

/** Fields of /proc/<pid>/stat after the command name (field 3 is index 0). */
function statFields(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
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
    if (!cmdline[0]?.endsWith('/postgres')) continue;
    const at = cmdline.indexOf('-p');
    if (at !== -1 && cmdline[at + 1] === String(port)) return Number(pid);
  }
  return null;
}

/** The postmaster's live children (backends, background workers). */
function childrenOf(parent) {
  const out = [];
  for (const pid of allPids()) {
    const fields = statFields(pid);
    if (fields && Number(fields[1]) === parent) out.push(Number(pid));
  }
  return out;
}

/**
 * A meter for a server process and, when `databaseUrl` names a local PostgreSQL, its cluster.
 * `read()` answers the CPU ms used so far `{ node, postgres }`; subtract two reads.
 */
export function cpuMeter({ serverPid, databaseUrl }) {
  let postmaster = null;
  if (databaseUrl) {
    const port = new URL(databaseUrl).port || '5432';
    postmaster = findPostmaster(port);
  }
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
  return {
    /** Whether PostgreSQL's processes are measured (a local cluster was found). */
    measuresPostgres: postmaster !== null,
    read,
    /** Runs `work` and answers its CPU ms per request: `requests` = what `work` answered. */
    async perRequest(work) {
      const before = read();
      const result = await work();
      const after = read();
      const requests = Math.max(1, result.requests);
      return {
        result,
        nodeMs: (after.node - before.node) / requests,
        postgresMs: (after.postgres - before.postgres) / requests,
      };
    },
  };
}

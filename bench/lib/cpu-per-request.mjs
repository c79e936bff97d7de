// CPU milliseconds per request: a figure the shared box's load does not move (wall-clock latency
// swings several-fold with the other engineers' work; the CPU a request costs does not). Reads
// utime + stime of the server process and of every process of the PostgreSQL cluster on a port
// (its postmaster and the postmaster's children: backends, walwriter, checkpointer, …) from
// /proc/<pid>/stat before and after a run, and divides by the requests made.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK']).toString().trim() || 100);

/** utime + stime of a process in ms, and its parent pid; null when it is gone. */
function processTimes(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command (field 2) may hold spaces: the fields after it start past the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return {
      ppid: Number(fields[1]),
      ms: (Number(fields[11]) + Number(fields[12])) * TICK_MS,
    };
  } catch {
    return null;
  }
}

function allPids() {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
}

/** The postmaster listening on `port` (its command line carries `-p <port>`), or null. */
export function postmasterPid(port) {
  for (const pid of allPids()) {
    let cmdline;
    try {
      cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    } catch {
      continue;
    }
    if (!/postgres$/.test(cmdline[0] ?? '')) continue;
    const at = cmdline.indexOf('-p');
    if (at >= 0 && cmdline[at + 1] === String(port)) return pid;
  }
  return null;
}

/** CPU ms of every process of the cluster whose postmaster is `postmaster`, by pid. */
function clusterTimes(postmaster) {
  const times = new Map();
  if (postmaster === null) return times;
  const own = processTimes(postmaster);
  if (own) times.set(postmaster, own.ms);
  for (const pid of allPids()) {
    const t = processTimes(pid);
    if (t && t.ppid === postmaster) times.set(pid, t.ms);
  }
  return times;
}

/**
 * `const meter = cpuMeter({ serverPid, pgPort })`, then `const sample = meter.start()`, run the
 * requests, and `sample.stop(requests)` answers `{ node, postgres, total }` in CPU ms per request.
 * Postgres processes that started during the run count from zero; ones that ended are lost (the
 * server's pool keeps its connections, so a run loses none).
 */
export function cpuMeter({ serverPid, pgPort }) {
  const postmaster = pgPort ? postmasterPid(pgPort) : null;
  return {
    postmaster,
    start() {
      const node0 = processTimes(serverPid)?.ms ?? 0;
      const pg0 = clusterTimes(postmaster);
      return {
        stop(requests) {
          const node = (processTimes(serverPid)?.ms ?? 0) - node0;
          let postgres = 0;
          for (const [pid, ms] of clusterTimes(postmaster)) postgres += ms - (pg0.get(pid) ?? 0);
          const per = (ms) => (requests > 0 ? ms / requests : 0);
          return { node: per(node), postgres: per(postgres), total: per(node + postgres) };
        },
      };
    },
  };
}

/** "node 1.23 + pg 0.45 = 1.68 CPU ms/req" */
export function formatCpu(cpu) {
  return `node ${cpu.node.toFixed(2)} + pg ${cpu.postgres.toFixed(2)} = ${cpu.total.toFixed(2)} CPU ms/req`;
}

// The push process (PUSH_DELIVERY=process; the default on PostgreSQL): push delivery in a child
// process of the server, every thread of it at PUSH_WORKER_NICE, with a small pool of its own. The
// API process then only commits notifications: a fan-out of 10,000 messages takes no time on its
// event loop (target: API p99 within 20 % during a fan-out). The child is woken by the same
// after-commit NOTIFY, runs only push jobs, and is restarted when it dies; what it had not sent
// is still in the jobs table. Logs travel to the server's logger over the IPC channel.
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../env';
import type { PushStats } from './push-delivery';
import type { VapidKeys } from './web-push.adapter';

export interface PushProcessConfig {
  databaseUrl: string;
  push: Env['push'];
  vapid: VapidKeys;
}

/** Server → push process. */
export type PushProcessCommand =
  { type: 'start'; config: PushProcessConfig } | { type: 'stats'; id: number } | { type: 'stop' };

/** Push process → server. */
export type PushProcessMessage =
  | { type: 'ready' }
  | { type: 'stats'; id: number; stats: PushStats }
  | {
      type: 'log';
      level: 'info' | 'warn' | 'error';
      fields: Record<string, unknown>;
      message: string;
    };

export interface PushProcess {
  /** Resolves when the first push process listens for notifications. */
  ready: Promise<void>;
  /** What the running push process counted since it started. */
  stats(): Promise<PushStats>;
  /** Stops the push process (and its restarts) and waits for it to exit. */
  stop(): Promise<void>;
}

const ENTRY = fileURLToPath(new URL('./push-process.child.mjs', import.meta.url));
/** Waits before a restart: a crash right after start waits longer each time, up to 30 s. */
const RESTART_DELAYS_MS = [1_000, 5_000, 30_000];
/** A process that ran this long counts as healthy: its crash restarts after the shortest wait. */
const HEALTHY_AFTER_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

export function startPushProcess(
  config: PushProcessConfig,
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
): PushProcess {
  let child: ChildProcess | null = null;
  let stopping = false;
  let quickCrashes = 0;
  let restart: NodeJS.Timeout | null = null;
  let nextId = 1;
  const waiting = new Map<
    number,
    { resolve: (stats: PushStats) => void; reject: (error: Error) => void }
  >();
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const spawnChild = () => {
    restart = null;
    if (stopping) return;
    const startedAt = Date.now();
    const proc = fork(ENTRY, [], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      serialization: 'advanced',
    });
    child = proc;
    proc.on('message', (message: PushProcessMessage) => {
      if (message.type === 'ready') markReady();
      else if (message.type === 'stats') {
        waiting.get(message.id)?.resolve(message.stats);
        waiting.delete(message.id);
      } else log[message.level]({ ...message.fields, process: 'push' }, message.message);
    });
    const gone = (code: number | null, signal: NodeJS.Signals | null) => {
      if (child !== proc) return;
      child = null;
      for (const { reject } of waiting.values()) reject(new Error('the push process exited'));
      waiting.clear();
      if (stopping) return;
      quickCrashes = Date.now() - startedAt > HEALTHY_AFTER_MS ? 0 : quickCrashes + 1;
      const delay =
        RESTART_DELAYS_MS[Math.max(0, Math.min(quickCrashes, RESTART_DELAYS_MS.length) - 1)]!;
      log.error({ code, signal, restartInMs: delay }, 'push process exited; restarting it');
      restart = setTimeout(spawnChild, delay);
    };
    proc.on('exit', gone);
    // A failed spawn (it never exits: retried as an exit would be) or a message that could not
    // be sent; unhandled, the error would end the server.
    proc.on('error', (error) => {
      log.error({ err: error }, 'push process error');
      if (proc.pid === undefined) gone(null, null);
    });
    const start: PushProcessCommand = { type: 'start', config };
    proc.send(start);
  };
  spawnChild();

  return {
    ready,
    stats: async () => {
      await ready;
      return new Promise((resolve, reject) => {
        if (!child?.connected) return reject(new Error('no push process is running'));
        const id = nextId++;
        waiting.set(id, { resolve, reject });
        const ask: PushProcessCommand = { type: 'stats', id };
        child.send(ask);
      });
    },
    stop: async () => {
      stopping = true;
      if (restart) clearTimeout(restart);
      const proc = child;
      if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
      const exited = once(proc, 'exit');
      const kill = setTimeout(() => proc.kill('SIGKILL'), STOP_TIMEOUT_MS);
      if (proc.connected) proc.send({ type: 'stop' } satisfies PushProcessCommand);
      else proc.kill('SIGTERM');
      await exited;
      clearTimeout(kill);
    },
  };
}

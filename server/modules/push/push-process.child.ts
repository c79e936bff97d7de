// The push process itself (push-process.ts forks it): waits for its configuration, lowers the
// priority of all its threads (nice, then Linux's SCHED_IDLE class unless PUSH_IDLE_CLASS=false),
// opens a small PostgreSQL pool and runs push delivery (push-runtime.ts) with Web Push encrypted
// on its own thread, until the server says stop or goes away (the IPC channel closes). Ctrl-C
// reaches it too; the server decides when it ends.
import { openDb } from '../../db/client';
import { idleSchedulingClass, lowerProcessPriority } from '../../lib/thread-priority.mjs';
import { emptyPushStats } from './push-delivery';
import type { PushProcessCommand, PushProcessMessage } from './push-process';
import { startPushDelivery, type PushDeliveryRuntime } from './push-runtime';

/** Sweeps, job claims and device reads: a few connections are plenty. */
const POOL_SIZE = 4;

const tell = (message: PushProcessMessage) => {
  if (process.connected) process.send!(message);
};
const logAt = (level: 'warn' | 'error') => (fields: unknown, message?: string) =>
  tell({
    type: 'log',
    level,
    fields: typeof fields === 'object' && fields ? (fields as Record<string, unknown>) : {},
    message: message ?? String(fields),
  });
const log = { warn: logAt('warn'), error: logAt('error') };

let runtime: PushDeliveryRuntime | null = null;
let closeDatabase: (() => Promise<void>) | null = null;
let ending = false;

async function end(code: number) {
  if (ending) return;
  ending = true;
  try {
    await runtime?.stop();
    await closeDatabase?.();
  } finally {
    process.exit(code);
  }
}

process.on('SIGINT', () => {});
process.on('SIGTERM', () => void end(0));
process.on('disconnect', () => void end(0));
process.on('message', (command: PushProcessCommand) => {
  if (command.type === 'stop') void end(0);
  else if (command.type === 'stats') {
    // A restarted process asked before it is ready answers zeros.
    const stats = runtime ? { ...runtime.delivery.stats } : emptyPushStats();
    tell({ type: 'stats', id: command.id, stats });
  } else if (command.type === 'start' && !runtime) {
    void (async () => {
      const { config } = command;
      lowerProcessPriority(config.push.workerNice);
      if (config.push.idleClass && !idleSchedulingClass()) {
        log.warn({}, 'the push process keeps its nice value: SCHED_IDLE could not be set (chrt)');
      }
      const database = await openDb({
        databaseUrl: config.databaseUrl,
        dataDir: '',
        poolSize: POOL_SIZE,
      });
      closeDatabase = () => database.close();
      runtime = await startPushDelivery({
        database,
        push: config.push,
        vapid: config.vapid,
        log,
        inThread: true,
        eager: true,
      });
      tell({ type: 'ready' });
    })().catch((error: unknown) => {
      log.error({ err: error }, 'the push process could not start');
      void end(1);
    });
  }
});

// LISTEN on either driver. PGlite delivers in-process. On PostgreSQL each channel gets its own
// connection outside the pool: a listener holds its connection for the life of the process, so
// taking it from the pool would starve the queries (two listeners in a pool of four left two
// processes on one database with nothing to query with). A lost connection is opened again with
// backoff; notifications sent while it was down are lost, which callers tolerate (they resume
// from their own tables).
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export type Unlisten = () => Promise<void>;

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

export async function listenPglite(
  client: PGlite,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<Unlisten> {
  const unlisten = await client.listen(channel, onPayload);
  return async () => {
    if (!client.closed) await unlisten();
  };
}

export async function listenPostgres(
  connectionString: string,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<Unlisten> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let delay = RECONNECT_MIN_MS;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    next.on('error', () => reconnect(next));
    next.on('end', () => reconnect(next));
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    client = next;
    delay = RECONNECT_MIN_MS;
  };

  const reconnect = (lost: pg.Client) => {
    if (stopped || client !== lost) return;
    client = null;
    void lost.end().catch(() => {});
    const attempt = () => {
      retry = null;
      if (stopped) return;
      connect().catch(() => {
        delay = Math.min(delay * 2, RECONNECT_MAX_MS);
        retry = setTimeout(attempt, delay);
        retry.unref();
      });
    };
    retry = setTimeout(attempt, delay);
    retry.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const current = client;
    client = null;
    await current?.end().catch(() => {});
  };
}

/// <reference lib="webworker" />
// Background Sync for the offline outbox: when the browser says the connection is back
// (even with no page of the app open), the worker replays the writes a page kept, oldest first,
// under the same Web Lock as the pages, then tells open pages to refresh what changed.
import {
  classifyResponse,
  drainOutbox,
  OUTBOX_DB_NAME,
  OUTBOX_LOCK,
  OUTBOX_REPLAYED_MESSAGE,
  OUTBOX_SCHEMA,
  OUTBOX_SYNC_TAG,
  OUTBOX_TABLE,
  outboxRequest,
  type OutboxEntry,
  type OutboxKind,
  type OutboxStore,
  type SendOutcome,
} from '../domain/offline/outbox';
import { Dexie, type EntityTable } from 'dexie';

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

type OutboxDb = Dexie & { [OUTBOX_TABLE]: EntityTable<OutboxEntry, 'id'> };

function openStore(): OutboxStore {
  const db = new Dexie(OUTBOX_DB_NAME) as OutboxDb;
  db.version(1).stores({ [OUTBOX_TABLE]: OUTBOX_SCHEMA });
  const table = db[OUTBOX_TABLE];
  return {
    nextPending: () =>
      table
        .orderBy('id')
        .filter((entry) => entry.state === 'pending')
        .first(),
    // The answer stays for a page that waits on it (a chat bubble); the page drops the row.
    done: async (id, data) => {
      await table.update(id, { state: 'done', response: data });
    },
    refuse: async (id, error) => {
      await table.update(id, { state: 'refused', error });
    },
  };
}

async function send(origin: string, entry: OutboxEntry): Promise<SendOutcome> {
  try {
    const response = await fetch(origin + entry.url, {
      ...outboxRequest(entry),
      credentials: 'same-origin',
    });
    return await classifyResponse(response);
  } catch {
    return { kind: 'later' };
  }
}

/** One replay from the worker; throws when writes must wait, so the browser tries the sync again. */
export async function replayFromWorker(self: ServiceWorkerGlobalScope): Promise<void> {
  const kinds = new Set<OutboxKind>();
  // Set inside `work` (a closure TypeScript does not follow), so typed wide on purpose.
  let state = 'empty' as 'empty' | 'later';
  const work = async () => {
    const result = await drainOutbox(
      openStore(),
      null,
      (entry) => send(self.location.origin, entry),
      (entry, outcome) => {
        if (outcome.kind !== 'later') kinds.add(entry.kind);
      },
    );
    state = result.state;
  };
  // Not every worker has the Web Locks API; without it the page and worker may both replay, which
  // the Idempotency-Key makes harmless.
  const locks = (self.navigator as WorkerNavigator & { locks?: LockManager }).locks;
  if (locks) await locks.request(OUTBOX_LOCK, work);
  else await work();
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) {
    client.postMessage({ type: OUTBOX_REPLAYED_MESSAGE, kinds: [...kinds] });
  }
  if (state === 'later') throw new Error('outbox: writes wait for the connection');
}

export function registerOutboxSync(self: ServiceWorkerGlobalScope): void {
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag !== OUTBOX_SYNC_TAG) return;
    sync.waitUntil(replayFromWorker(self));
  });
}

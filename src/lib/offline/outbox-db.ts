import {
  OUTBOX_DB_NAME,
  OUTBOX_SCHEMA,
  OUTBOX_TABLE,
  type OutboxEntry,
  type OutboxStore,
} from '@domain/offline/outbox';
import { Dexie, type EntityTable } from 'dexie';

/** The outbox database (Dexie). Loaded only with the outbox, never on the first page load. */
export type OutboxDb = Dexie & { [OUTBOX_TABLE]: EntityTable<OutboxEntry, 'id'> };

export function openOutboxDb(): OutboxDb {
  const db = new Dexie(OUTBOX_DB_NAME) as OutboxDb;
  db.version(1).stores({ [OUTBOX_TABLE]: OUTBOX_SCHEMA });
  return db;
}

/** The replay's view of the table: oldest pending first, per owner or of everyone. */
export function dexieOutboxStore(db: OutboxDb): OutboxStore {
  const table = db[OUTBOX_TABLE];
  return {
    nextPending: (owner) =>
      owner === null
        ? table
            .orderBy('id')
            .filter((entry) => entry.state === 'pending')
            .first()
        : table.where('[owner+state]').equals([owner, 'pending']).first(),
    done: (id) => table.delete(id),
    refuse: async (id, error) => {
      await table.update(id, { state: 'refused', error });
    },
  };
}

import type { Database, Db } from '../../server/db/client';

/** Factories accept the Drizzle handle, a transaction, or the whole Database of openTestDb(). */
export type DbLike = Db | Database;

export const toDb = (db: DbLike): Db => ('kind' in db && 'ping' in db ? db.db : db);

let counter = 0;

/** Short unique suffix: process-unique and random, so parallel files never collide in one DB. */
export function uniqueSuffix() {
  counter += 1;
  return `${Math.random().toString(36).slice(2, 7)}${counter.toString(36)}`;
}

/** Drops the keys the database fills itself (identity, generated and timestamp columns). */
export function insertable<T extends { id: unknown; createdAt: unknown; updatedAt: unknown }>(
  row: T,
): Omit<T, 'id' | 'createdAt' | 'updatedAt' | 'searchText' | 'searchWords'> {
  const copy: Partial<T> & { searchText?: unknown; searchWords?: unknown } = { ...row };
  delete copy.id;
  delete copy.createdAt;
  delete copy.updatedAt;
  delete copy.searchText;
  delete copy.searchWords;
  return copy as Omit<T, 'id' | 'createdAt' | 'updatedAt' | 'searchText' | 'searchWords'>;
}

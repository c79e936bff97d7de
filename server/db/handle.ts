// The handle's type on its own, so what wraps the handle (after-commit.ts) and what opens it
// (client.ts) both take it from here instead of from each other.
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index';

export type Schema = typeof schema;

/**
 * The Drizzle handle callers code against. PGlite and node-postgres instances are both
 * PgDatabase subclasses that differ only in the raw result type of `execute()`; erasing that lets
 * one repository compile for both drivers (use `queryRows` for raw SQL). Transactions are
 * PgDatabase subclasses too, so functions taking `Db` accept a `tx`.
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

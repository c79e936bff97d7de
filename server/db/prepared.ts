// Named prepared statements for hot queries, on the pool and inside transactions (one helper for
// every module: the catalogue's reads and commerce's writes).
//
// A statement is built once per database (drizzle builds its SQL text and result mapping once)
// with `sql.placeholder(…)` for every value, and named by a digest of its key. On PostgreSQL each
// pooled connection then parses and plans it once and reuses the plan (after five runs PostgreSQL
// keeps a generic plan when it costs no more than the custom ones), so a hot statement skips
// drizzle's query building, PostgreSQL's parse and its planning. PGlite ignores the name.
//
// Inside a transaction the statement runs on the transaction's connection: the built statement's
// driver client is swapped for the transaction's (drizzle's prepared query sends through
// `this.client`), so `prepared(tx, …)` keeps the transaction's atomicity.
import { createHash } from 'node:crypto';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from './client';

export interface Prepared {
  execute(values?: Record<string, unknown>): Promise<unknown>;
}

interface DrizzleInternals {
  /** Shared by a database and every transaction opened on it. */
  dialect: { sqlToQuery(query: SQL): unknown };
  /** `client`: the pool (or PGlite) for the database, the checked-out connection for a transaction. */
  session: {
    client: unknown;
    prepareQuery(
      query: unknown,
      fields: undefined,
      name: string,
      arrayMode: boolean,
      customResultMapper?: (rows: unknown[][]) => unknown,
    ): Prepared;
  };
}

/** At most this many statements per database (a key that varies without bound must not grow it). */
const MAX_STATEMENTS = 500;
const byDialect = new WeakMap<object, Map<string, Prepared & { client: unknown }>>();

/**
 * The statement of `key` on `db` (a database or a transaction), built by `build` the first time.
 * `build` must produce the same SQL text for the same key: values go in as `sql.placeholder(name)`
 * and are given to `execute({ name: value })`; a part of the SQL that varies (a sort, a list
 * length) belongs in the key.
 */
export function prepared(
  db: Db,
  key: string,
  build: () => { prepare(name: string): Prepared },
): Prepared {
  const { dialect, session } = db as unknown as DrizzleInternals;
  let byKey = byDialect.get(dialect);
  if (!byKey) byDialect.set(dialect, (byKey = new Map()));
  let statement = byKey.get(key);
  if (!statement) {
    statement = build().prepare(
      `q_${createHash('sha1').update(key).digest('hex').slice(0, 30)}`,
    ) as Prepared & { client: unknown };
    byKey.set(key, statement);
    if (byKey.size > MAX_STATEMENTS) byKey.delete(byKey.keys().next().value!);
  }
  if (statement.client === session.client) return statement;
  // Same statement, sent on this transaction's connection.
  return Object.create(statement, { client: { value: session.client } }) as Prepared;
}

/**
 * `prepared` for raw SQL (a data-modifying CTE, `= ANY(…)`, what the query builder cannot say):
 * values as `sql.placeholder(name)`; `execute` answers the rows as PostgreSQL names the columns.
 */
export function preparedSql<Row>(db: Db, key: string, build: () => SQL) {
  const { dialect, session } = db as unknown as DrizzleInternals;
  const statement = prepared(db, key, () => ({
    prepare: (name) => session.prepareQuery(dialect.sqlToQuery(build()), undefined, name, false),
  }));
  return {
    async rows(values: Record<string, unknown>): Promise<Row[]> {
      const result = (await statement.execute(values)) as { rows: Row[] };
      return result.rows;
    },
  };
}

/**
 * `column IN ($name0, $name1, …)` with `n` placeholders, for a prepared statement keyed by `n`.
 * PostgreSQL keeps a generic plan for a list of fixed length (its estimate is exact), while
 * `= ANY($array)` is estimated at ten elements, so every run planned a custom plan again.
 */
export function inList(column: SQLWrapper, name: string, n: number): SQL {
  return sql`${column} IN (${sql.join(
    Array.from({ length: n }, (_, index) => sql.placeholder(`${name}${index}`)),
    sql`, `,
  )})`;
}

/** The values of `inList(column, name, values.length)`. */
export function inListValues(name: string, values: readonly unknown[]): Record<string, unknown> {
  return Object.fromEntries(values.map((value, index) => [`${name}${index}`, value]));
}

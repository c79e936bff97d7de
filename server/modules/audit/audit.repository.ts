import { and, count, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { withinCeiling } from '../../../domain/auth/permissions';
import { RESOURCES, type Resource } from '../../../domain/auth/resources';
import type { LogFilters } from '../../../domain/contracts/panel/logs.contract';
import type { Db } from '../../db/client';
import { logs, users } from '../../db/schema';
import { pagedList, searchAny, sortBy, countKey } from '../../lib/paging';
import type { Actor } from '../auth/actor';

/** The fields a write changed, `{ field: [before, after] }`. */
export type FieldChanges = Record<string, [unknown, unknown]>;

/** One line of the audit trail (DESIGN §7: written in the transaction of the change). */
export interface LogEntry {
  /** `<resource>.<verb>`, e.g. `categories.create`, `products.review`. */
  action: string;
  entity: Resource;
  entityId?: number | string | null;
  notes?: string | null;
  changes?: FieldChanges | null;
}

/** Log rows for `actor`, one per entry, in one statement; pass the transaction of the change. */
export async function writeLogs(db: Db, actor: Actor, entries: LogEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(logs).values(
    entries.map((entry) => ({
      actorId: actor.userId,
      role: actor.role,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId == null ? null : String(entry.entityId),
      notes: entry.notes ?? null,
      changes: entry.changes && Object.keys(entry.changes).length > 0 ? entry.changes : null,
    })),
  );
}

/** One log row for `actor`; pass the transaction of the change. */
export function writeLog(db: Db, actor: Actor, entry: LogEntry): Promise<void> {
  return writeLogs(db, actor, [entry]);
}

/**
 * The fields of `patch` whose value differs from `before`; dates compare by instant. Values are
 * kept as JSON would show them.
 */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  patch: Partial<T>,
): FieldChanges {
  const changes: FieldChanges = {};
  for (const [field, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    const old = before[field];
    const same =
      old instanceof Date && value instanceof Date
        ? old.getTime() === value.getTime()
        : JSON.stringify(old) === JSON.stringify(value);
    if (!same) changes[field] = [old ?? null, value ?? null];
  }
  return changes;
}

/**
 * What a panel role may read of the trail: the admin all of it; a moderator the rows about the
 * resources its own panel lists (stores, products, people it manages, orders, offers, reports).
 */
export function logScope(actor: Actor): SQL | undefined {
  if (actor.role === 'admin') return undefined;
  const visible = RESOURCES.filter((resource) => withinCeiling(actor.role, resource, 'list'));
  return inArray(logs.entity, visible.length > 0 ? visible : ['none']);
}

const SORTS = { created_at: logs.createdAt, action: logs.action } as const;

export async function listLogs(db: Db, actor: Actor, filters: LogFilters) {
  const where = and(
    logScope(actor),
    filters.actor ? eq(logs.actorId, filters.actor) : undefined,
    filters.role ? eq(logs.role, filters.role) : undefined,
    filters.action ? eq(logs.action, filters.action) : undefined,
    filters.entity ? eq(logs.entity, filters.entity) : undefined,
    filters.entity_id ? eq(logs.entityId, filters.entity_id) : undefined,
    filters.from ? gte(logs.createdAt, new Date(`${filters.from}T00:00:00Z`)) : undefined,
    filters.to
      ? lt(logs.createdAt, sql`${`${filters.to}T00:00:00Z`}::timestamptz + interval '1 day'`)
      : undefined,
    searchAny(filters.q, [logs.notes, logs.action, users.username]),
  );
  return pagedList(
    filters,
    async () => {
      const [row] = await db
        .select({ total: count() })
        .from(logs)
        .leftJoin(users, eq(users.id, logs.actorId))
        .where(where);
      return row?.total ?? 0;
    },
    ({ limit, offset }) =>
      db
        .select({
          id: logs.id,
          action: logs.action,
          role: logs.role,
          entity: logs.entity,
          entityId: logs.entityId,
          notes: logs.notes,
          changes: logs.changes,
          createdAt: logs.createdAt,
          actorId: logs.actorId,
          actorUsername: users.username,
        })
        .from(logs)
        .leftJoin(users, eq(users.id, logs.actorId))
        .where(where)
        .orderBy(...sortBy(SORTS[filters.sort], filters.dir, logs.id))
        .limit(limit)
        .offset(offset),
    { db, key: countKey('logs', where) },
  );
}

/** The distinct actions in the actor's part of the trail, for the action filter. */
export async function listLogActions(db: Db, actor: Actor): Promise<string[]> {
  const rows = await db
    .selectDistinct({ action: logs.action })
    .from(logs)
    .where(logScope(actor))
    .orderBy(logs.action);
  return rows.map((row) => row.action);
}

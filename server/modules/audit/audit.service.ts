import type { LogFilters, LogRow } from '../../../domain/contracts/panel/logs.contract';
import type { Db } from '../../db/client';
import type { Actor } from '../auth/actor';
import { listLogActions, listLogs } from './audit.repository';

export async function getLogs(db: Db, actor: Actor, filters: LogFilters) {
  const { data, meta } = await listLogs(db, actor, filters);
  const rows: LogRow[] = data.map((row) => ({
    ...row,
    changes: row.changes ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
  return { data: rows, meta };
}

export function getLogActions(db: Db, actor: Actor) {
  return listLogActions(db, actor);
}

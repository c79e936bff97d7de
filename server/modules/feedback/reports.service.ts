import type {
  PanelReport,
  PanelReportReason,
  ReportFilters,
  ReportReasonBody,
  ReportReasonFilters,
  ReportSummaryQuery,
  ResolveReportBody,
} from '../../../domain/contracts/panel/reports.contract';
import type { ReportBody } from '../../../domain/contracts/reports.contract';
import { AppError } from '../../../domain/errors';
import type { Language } from '../../../domain/status/statuses';
import { V } from '../../../domain/validation/keys';
import type { Db } from '../../db/client';
import { changedFields, writeLog, writeLogs } from '../audit/audit.repository';
import type { Actor } from '../auth/actor';
import { seesAllStores } from '../auth/store-scope';
import { rejectReportedProducts } from '../panel-products/panel-products.service';
import { changeStoreStatus } from '../panel-stores/panel-stores.service';
import { isPublicProduct, isPublicStore } from '../social/social.repository';
import { productStoreId } from './ratings.repository';
import {
  activeReasons,
  countReportsInScope,
  deleteReasonRow,
  deleteReports,
  findReason,
  insertReason,
  insertReport,
  isActiveReason,
  listReasons,
  listReports,
  lockReport,
  productReportSummaries,
  reportsScope as scopeOf,
  resolveReports,
  storeReportSummaries,
  updateReasonRow,
  type ReasonRow,
  type ReportRow,
} from './reports.repository';

const iso = (date: Date | string | null) =>
  date === null ? null : (date instanceof Date ? date : new Date(date)).toISOString();

// ---- Shop ----

export const getReportReasons = (db: Db, language: Language) => activeReasons(db, language);

/** Files a report about a public product or store; one open report per shopper per target. */
export async function fileReport(db: Db, actor: Actor, body: ReportBody) {
  let storeId: number;
  let productId: number | null = null;
  if (body.target === 'product') {
    if (!(await isPublicProduct(db, body.id))) throw new AppError('product_not_available');
    productId = body.id;
    storeId = (await productStoreId(db, body.id))!;
  } else {
    if (!(await isPublicStore(db, body.id))) throw new AppError('store_not_available');
    storeId = body.id;
  }
  if (!(await isActiveReason(db, body.reason_id))) {
    throw new AppError('validation_failed', 'Unknown report reason', [
      { path: 'reason_id', message: V.choice.report_reason },
    ]);
  }
  const id = await insertReport(db, {
    target: body.target,
    productId,
    storeId,
    userId: actor.userId,
    reasonId: body.reason_id,
    details: body.details ? body.details : null,
  });
  if (id === null) throw new AppError('already_reported');
  return { id, target: body.target, target_id: body.id, status: 'open' as const };
}

// ---- Panel: reasons ----

const toReason = (row: ReasonRow): PanelReportReason => ({
  ...row,
  created_at: row.created_at.toISOString(),
});

export async function getReasons(db: Db, filters: ReportReasonFilters) {
  const { data, meta } = await listReasons(db, filters);
  return { data: data.map(toReason), meta };
}

export async function createReason(db: Db, actor: Actor, body: ReportReasonBody) {
  const id = await db.transaction(async (tx) => {
    const newId = await insertReason(tx, body);
    await writeLog(tx, actor, {
      action: 'report_reasons.create',
      entity: 'report_reasons',
      entityId: newId,
    });
    return newId;
  });
  return toReason((await findReason(db, id))!);
}

export async function updateReason(db: Db, actor: Actor, id: number, body: ReportReasonBody) {
  await db.transaction(async (tx) => {
    const before = await findReason(tx, id);
    if (!before) throw new AppError('not_found');
    await updateReasonRow(tx, id, body);
    await writeLog(tx, actor, {
      action: 'report_reasons.update',
      entity: 'report_reasons',
      entityId: id,
      changes: changedFields(before, body),
    });
  });
  return toReason((await findReason(db, id))!);
}

/** Reports that gave the reason keep their record; their reason reads as none. */
export async function deleteReason(db: Db, actor: Actor, id: number) {
  await db.transaction(async (tx) => {
    if (!(await deleteReasonRow(tx, id))) throw new AppError('not_found');
    await writeLog(tx, actor, {
      action: 'report_reasons.delete',
      entity: 'report_reasons',
      entityId: id,
    });
  });
  return { id };
}

// ---- Panel: reports ----

function toReport(row: ReportRow, actor: Actor): PanelReport {
  // A reseller sees what was reported about their stores, never who reported it.
  const showReporter = seesAllStores(actor);
  return {
    ...row,
    target: row.target as PanelReport['target'],
    status: row.status as PanelReport['status'],
    reporter_id: showReporter ? row.reporter_id : null,
    reporter_username: showReporter ? row.reporter_username : null,
    resolved_at: iso(row.resolved_at),
    created_at: row.created_at.toISOString(),
  };
}

export async function getReports(db: Db, actor: Actor, filters: ReportFilters) {
  const { data, meta } = await listReports(db, scopeOf(actor), filters);
  return { data: data.map((row) => toReport(row, actor)), meta };
}

/**
 * Resolves a report, and with it every other open report about the same product or store (one
 * case, one decision). `actioned` with `enforce` also rejects the product or suspends the store
 * through the back office's own flows (their rules, their log entries), in the same transaction.
 */
export async function resolveReport(db: Db, actor: Actor, id: number, body: ResolveReportBody) {
  return db.transaction(async (tx) => {
    const report = await lockReport(tx, scopeOf(actor), id);
    if (!report) throw new AppError('not_found');
    if (report.status !== 'open') {
      throw new AppError('invalid_transition', `Report #${id} is already ${report.status}`);
    }
    const enforced = body.outcome === 'actioned' && body.enforce;
    if (enforced) {
      if (report.target === 'product' && report.productId !== null) {
        await rejectReportedProducts(tx, actor, [report.productId], body.note);
      } else {
        await changeStoreStatus(tx, actor, { ids: [report.storeId], status: 'suspended' });
      }
    }
    const resolved = await resolveReports(tx, report, body.outcome, body.note, actor.userId);
    await writeLogs(
      tx,
      actor,
      resolved.map((reportId) => ({
        action: body.outcome === 'actioned' ? 'reports.act' : 'reports.dismiss',
        entity: 'reports',
        entityId: reportId,
        notes: body.note,
        changes: { status: ['open', body.outcome] },
      })),
    );
    return { resolved: resolved.length, enforced };
  });
}

/** Deletes reports in the actor's scope, all or none. */
export async function removeReports(db: Db, actor: Actor, ids: number[]) {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    if ((await countReportsInScope(tx, scopeOf(actor), unique)) !== unique.length) {
      throw new AppError('not_found');
    }
    const deleted = await deleteReports(tx, scopeOf(actor), unique);
    await writeLogs(
      tx,
      actor,
      deleted.map((reportId) => ({
        action: 'reports.delete',
        entity: 'reports',
        entityId: reportId,
      })),
    );
    return deleted.length;
  });
}

export async function getProductReportSummaries(db: Db, actor: Actor, query: ReportSummaryQuery) {
  const { data, meta } = await productReportSummaries(db, scopeOf(actor), query);
  return {
    data: data.map((row) => ({ ...row, last_reported_at: iso(row.last_reported_at)! })),
    meta,
  };
}

export async function getStoreReportSummaries(db: Db, actor: Actor, query: ReportSummaryQuery) {
  const { data, meta } = await storeReportSummaries(db, scopeOf(actor), query);
  return {
    data: data.map((row) => ({ ...row, last_reported_at: iso(row.last_reported_at)! })),
    meta,
  };
}

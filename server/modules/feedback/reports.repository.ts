import { and, asc, count, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type {
  ReportFilters,
  ReportReasonBody,
  ReportReasonFilters,
  ReportStatus,
  ReportSummaryQuery,
} from '../../../domain/contracts/panel/reports.contract';
import type { ReportTarget } from '../../../domain/contracts/reports.contract';
import type { Language } from '../../../domain/status/statuses';
import { queryRows, type Db } from '../../db/client';
import { products, reportReasons, reports, stores, users } from '../../db/schema';
import { pagedList, searchAny, sortBy } from '../../lib/paging';
import type { Actor } from '../auth/actor';
import { storeScope } from '../auth/store-scope';

/** The reports a panel actor reaches: every one (admin, moderator), or their stores'. */
export const reportsScope = (actor: Actor) => storeScope(actor, reports.storeId);

// ---- Reasons ----

/** The active reasons, in the admin's order, named in `language`. */
export async function activeReasons(db: Db, language: Language) {
  return db
    .select({
      id: reportReasons.id,
      name: language === 'ar' ? reportReasons.nameAr : reportReasons.nameEn,
    })
    .from(reportReasons)
    .where(eq(reportReasons.isActive, true))
    .orderBy(asc(reportReasons.sort), asc(reportReasons.id));
}

export async function isActiveReason(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: reportReasons.id })
    .from(reportReasons)
    .where(and(eq(reportReasons.id, id), eq(reportReasons.isActive, true)));
  return Boolean(row);
}

const reasonUses = sql<number>`(
  SELECT count(*)::int FROM reports AS r WHERE r.reason_id = "report_reasons"."id"
)`;

const reasonColumns = {
  id: reportReasons.id,
  name_ar: reportReasons.nameAr,
  name_en: reportReasons.nameEn,
  sort: reportReasons.sort,
  is_active: reportReasons.isActive,
  reports: reasonUses,
  created_at: reportReasons.createdAt,
};

const REASON_SORTS = {
  sort: reportReasons.sort,
  name_ar: reportReasons.nameAr,
  name_en: reportReasons.nameEn,
  created_at: reportReasons.createdAt,
} as const;

export async function listReasons(db: Db, filters: ReportReasonFilters) {
  const where = and(
    filters.active === undefined ? undefined : eq(reportReasons.isActive, filters.active),
    searchAny(filters.q, [reportReasons.nameAr, reportReasons.nameEn]),
  );
  return pagedList(
    filters,
    async () =>
      (await db.select({ total: count() }).from(reportReasons).where(where))[0]?.total ?? 0,
    ({ limit, offset }) =>
      db
        .select(reasonColumns)
        .from(reportReasons)
        .where(where)
        .orderBy(...sortBy(REASON_SORTS[filters.sort], filters.dir, reportReasons.id))
        .limit(limit)
        .offset(offset),
  );
}

export async function findReason(db: Db, id: number) {
  const [row] = await db.select(reasonColumns).from(reportReasons).where(eq(reportReasons.id, id));
  return row ?? null;
}
export type ReasonRow = NonNullable<Awaited<ReturnType<typeof findReason>>>;

const reasonValues = (body: ReportReasonBody) => ({
  nameAr: body.name_ar,
  nameEn: body.name_en,
  sort: body.sort,
  isActive: body.is_active,
});

export async function insertReason(db: Db, body: ReportReasonBody) {
  const [row] = await db
    .insert(reportReasons)
    .values(reasonValues(body))
    .returning({ id: reportReasons.id });
  return row!.id;
}

export async function updateReasonRow(db: Db, id: number, body: ReportReasonBody) {
  await db.update(reportReasons).set(reasonValues(body)).where(eq(reportReasons.id, id));
}

export async function deleteReasonRow(db: Db, id: number) {
  const rows = await db
    .delete(reportReasons)
    .where(eq(reportReasons.id, id))
    .returning({ id: reportReasons.id });
  return rows.length > 0;
}

// ---- A shopper's report ----

/**
 * Files an open report. The partial unique index keeps one open report per shopper per target,
 * even under a double tap: a second one answers null.
 */
export async function insertReport(
  db: Db,
  report: {
    target: ReportTarget;
    productId: number | null;
    storeId: number;
    userId: number;
    reasonId: number;
    details: string | null;
  },
): Promise<number | null> {
  const rows = await db
    .insert(reports)
    .values(report)
    .onConflictDoNothing()
    .returning({ id: reports.id });
  return rows[0]?.id ?? null;
}

// ---- Panel lists ----

/** Open and total reports about the row's target (its product, or its store itself). */
const sameTarget = sql`r2.target = "reports"."target" AND CASE WHEN "reports"."target" = 'product'
  THEN r2.product_id = "reports"."product_id" ELSE r2.store_id = "reports"."store_id" END`;
const targetOpen = sql<number>`(
  SELECT count(*)::int FROM reports AS r2 WHERE ${sameTarget} AND r2.status = 'open'
)`;
const targetTotal = sql<number>`(SELECT count(*)::int FROM reports AS r2 WHERE ${sameTarget})`;

const reportColumns = {
  id: reports.id,
  target: reports.target,
  product_id: reports.productId,
  product_name_ar: products.nameAr,
  product_name_en: products.nameEn,
  store_id: reports.storeId,
  store_name: stores.name,
  store_username: stores.username,
  reporter_id: reports.userId,
  reporter_username: users.username,
  reason_id: reports.reasonId,
  reason_ar: reportReasons.nameAr,
  reason_en: reportReasons.nameEn,
  details: reports.details,
  status: reports.status,
  resolution_note: reports.resolutionNote,
  resolved_at: reports.resolvedAt,
  target_open: targetOpen,
  target_total: targetTotal,
  created_at: reports.createdAt,
};

const REPORT_SORTS = { created_at: reports.createdAt, target_open: targetOpen } as const;

export async function listReports(db: Db, scope: SQL | undefined, filters: ReportFilters) {
  const where = and(
    scope,
    filters.target ? eq(reports.target, filters.target) : undefined,
    filters.status ? eq(reports.status, filters.status) : undefined,
    filters.store ? eq(reports.storeId, filters.store) : undefined,
    filters.product ? eq(reports.productId, filters.product) : undefined,
    searchAny(filters.q, [
      stores.name,
      stores.username,
      products.nameAr,
      products.nameEn,
      reports.details,
      users.username,
    ]),
  );
  return pagedList(
    filters,
    async () =>
      (
        await db
          .select({ total: count() })
          .from(reports)
          .innerJoin(stores, eq(stores.id, reports.storeId))
          .innerJoin(users, eq(users.id, reports.userId))
          .leftJoin(products, eq(products.id, reports.productId))
          .where(where)
      )[0]?.total ?? 0,
    ({ limit, offset }) =>
      db
        .select(reportColumns)
        .from(reports)
        .innerJoin(stores, eq(stores.id, reports.storeId))
        .innerJoin(users, eq(users.id, reports.userId))
        .leftJoin(products, eq(products.id, reports.productId))
        .leftJoin(reportReasons, eq(reportReasons.id, reports.reasonId))
        .where(where)
        .orderBy(...sortBy(REPORT_SORTS[filters.sort], filters.dir, reports.id))
        .limit(limit)
        .offset(offset),
  );
}
export type ReportRow = Awaited<ReturnType<typeof listReports>>['data'][number];

/** One report in scope, locked for its resolution. */
export async function lockReport(db: Db, scope: SQL | undefined, id: number) {
  const [row] = await db
    .select({
      id: reports.id,
      target: reports.target,
      productId: reports.productId,
      storeId: reports.storeId,
      status: reports.status,
    })
    .from(reports)
    .where(and(eq(reports.id, id), scope))
    .for('update');
  return row ?? null;
}

/** Resolves the report and every other open report about the same target; answers their ids. */
export async function resolveReports(
  db: Db,
  report: { id: number; target: string; productId: number | null; storeId: number },
  outcome: Exclude<ReportStatus, 'open'>,
  note: string,
  resolvedBy: number,
): Promise<number[]> {
  const sameTargetOpen =
    report.target === 'product' && report.productId !== null
      ? and(eq(reports.target, 'product'), eq(reports.productId, report.productId))
      : and(eq(reports.target, 'store'), eq(reports.storeId, report.storeId));
  const rows = await db
    .update(reports)
    .set({ status: outcome, resolutionNote: note, resolvedBy, resolvedAt: new Date() })
    .where(
      sql`${reports.id} = ${report.id} OR (${and(sameTargetOpen, eq(reports.status, 'open'))})`,
    )
    .returning({ id: reports.id });
  return rows.map((row) => row.id);
}

/** Deletes the reports in scope; answers the ids deleted (all or none is the caller's check). */
export async function deleteReports(db: Db, scope: SQL | undefined, ids: number[]) {
  const rows = await db
    .delete(reports)
    .where(and(inArray(reports.id, ids), scope))
    .returning({ id: reports.id });
  return rows.map((row) => row.id);
}

export async function countReportsInScope(db: Db, scope: SQL | undefined, ids: number[]) {
  const [row] = await db
    .select({ total: count() })
    .from(reports)
    .where(and(inArray(reports.id, ids), scope));
  return row?.total ?? 0;
}

// ---- Per-target summaries ----

const SUMMARY_ORDER = {
  open: sql`open`,
  total: sql`total`,
  last_reported_at: sql`last_reported_at`,
} as const;

export async function productReportSummaries(
  db: Db,
  scope: SQL | undefined,
  query: ReportSummaryQuery,
) {
  const where = and(
    eq(reports.target, 'product'),
    isNotNull(reports.productId),
    scope,
    query.store ? eq(reports.storeId, query.store) : undefined,
    searchAny(query.q, [products.nameAr, products.nameEn, stores.name]),
  );
  const dir = query.dir === 'asc' ? sql`ASC` : sql`DESC`;
  return pagedList(
    query,
    async () => {
      const [row] = await db
        .select({ total: sql<number>`count(DISTINCT ${reports.productId})::int` })
        .from(reports)
        .innerJoin(products, eq(products.id, reports.productId))
        .innerJoin(stores, eq(stores.id, reports.storeId))
        .where(where);
      return row?.total ?? 0;
    },
    ({ limit, offset }) =>
      queryRows<{
        product_id: number;
        product_name_ar: string;
        product_name_en: string;
        store_id: number;
        store_name: string;
        open: number;
        total: number;
        last_reported_at: Date | string;
      }>(
        db,
        sql`SELECT ${reports.productId} AS product_id, ${products.nameAr} AS product_name_ar,
              ${products.nameEn} AS product_name_en, ${reports.storeId} AS store_id,
              ${stores.name} AS store_name,
              (count(*) FILTER (WHERE ${reports.status} = 'open'))::int AS open,
              count(*)::int AS total, max(${reports.createdAt}) AS last_reported_at
            FROM ${reports}
            JOIN ${products} ON ${products.id} = ${reports.productId}
            JOIN ${stores} ON ${stores.id} = ${reports.storeId}
            WHERE ${where}
            GROUP BY ${reports.productId}, ${products.nameAr}, ${products.nameEn}, ${reports.storeId}, ${stores.name}
            ORDER BY ${SUMMARY_ORDER[query.sort]} ${dir}, ${reports.productId} ${dir}
            LIMIT ${limit} OFFSET ${offset}`,
      ),
  );
}

export async function storeReportSummaries(
  db: Db,
  scope: SQL | undefined,
  query: ReportSummaryQuery,
) {
  const where = and(
    scope,
    query.store ? eq(reports.storeId, query.store) : undefined,
    searchAny(query.q, [stores.name, stores.username]),
  );
  const dir = query.dir === 'asc' ? sql`ASC` : sql`DESC`;
  return pagedList(
    query,
    async () => {
      const [row] = await db
        .select({ total: sql<number>`count(DISTINCT ${reports.storeId})::int` })
        .from(reports)
        .innerJoin(stores, eq(stores.id, reports.storeId))
        .where(where);
      return row?.total ?? 0;
    },
    ({ limit, offset }) =>
      queryRows<{
        store_id: number;
        store_name: string;
        store_username: string;
        open: number;
        total: number;
        products_open: number;
        last_reported_at: Date | string;
      }>(
        db,
        sql`SELECT ${reports.storeId} AS store_id, ${stores.name} AS store_name,
              ${stores.username} AS store_username,
              (count(*) FILTER (WHERE ${reports.target} = 'store' AND ${reports.status} = 'open'))::int AS open,
              (count(*) FILTER (WHERE ${reports.target} = 'store'))::int AS total,
              (count(*) FILTER (WHERE ${reports.target} = 'product' AND ${reports.status} = 'open'))::int AS products_open,
              max(${reports.createdAt}) AS last_reported_at
            FROM ${reports}
            JOIN ${stores} ON ${stores.id} = ${reports.storeId}
            WHERE ${where ?? sql`true`}
            GROUP BY ${reports.storeId}, ${stores.name}, ${stores.username}
            ORDER BY ${SUMMARY_ORDER[query.sort]} ${dir}, ${reports.storeId} ${dir}
            LIMIT ${limit} OFFSET ${offset}`,
      ),
  );
}

import {
  type ReportChart,
  type ReportColumn,
  type ReportFilters,
  ReportFiltersSchema,
} from '@platen/contracts';
import type { Queryable } from '../db.ts';

/** One cell of a report row. */
export type ReportCell = string | number | null;
export type ReportRow = Record<string, ReportCell>;

/**
 * One named /query report: a file in this folder (docs/decisions/query-reports.md). `read` is one bounded,
 * indexed statement; `run` below wraps it in a read-only transaction with a statement timeout.
 */
export interface ReportDef {
  id: string;
  title: string;
  description: string;
  /** The zod schema of the report's filters (the shared period + facility one unless a report needs more). */
  filters: typeof ReportFiltersSchema;
  /** Whether the facility filter narrows this report (the screen hides it otherwise). */
  usesFacility: boolean;
  columns: readonly ReportColumn[];
  chart: ReportChart;
  read(q: Queryable, f: ReportFilters): Promise<ReportRow[]>;
}

/** The shared filters schema, re-exported for the report files. */
export const periodFilters = ReportFiltersSchema;

/** Rows a report returns at most (the screen pages nothing: a report is a summary). */
export const REPORT_ROW_LIMIT = 500;

/** The half-open UTC range of a filter's days: [from 00:00, to + 1 day 00:00). */
export const periodParams = (f: ReportFilters): [string, string] => [
  `${f.from}T00:00:00Z`,
  new Date(Date.parse(`${f.to}T00:00:00Z`) + 86_400_000).toISOString(),
];

/** Numbers come back as strings from pg (bigint, numeric) and as numbers from PGlite: one shape for both. */
export function numbersOf(rows: Record<string, unknown>[], keys: readonly string[]): ReportRow[] {
  return rows.map((r) => {
    const out: ReportRow = {};
    for (const [k, v] of Object.entries(r)) {
      if (v === null || v === undefined) out[k] = null;
      else if (keys.includes(k)) out[k] = Number(v);
      else out[k] = v instanceof Date ? v.toISOString() : String(v);
    }
    return out;
  });
}

/**
 * Runs a report's read in its own read-only transaction, bounded by a statement timeout (SET LOCAL: it ends with
 * the transaction, on PostgreSQL and PGlite alike).
 */
export async function runReport(
  db: { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> },
  report: ReportDef,
  filters: ReportFilters,
  timeoutMs = 5000,
): Promise<ReportRow[]> {
  return db.transaction(async (tx) => {
    await tx.query('SET TRANSACTION READ ONLY');
    await tx.query(`SET LOCAL statement_timeout = ${Math.max(100, Math.floor(timeoutMs))}`);
    return report.read(tx, filters);
  });
}

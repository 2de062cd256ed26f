import type { ReportFilters, ReportResult, ReportSummary } from '@platen/contracts';
import { type Db, REPORTS, type ReportDef, reportById, runReport } from '@platen/db';
import { reportCsv } from '@platen/domain/reports/csv';
import { AppError, notFound } from '../../errors/app-error.ts';

/** Longest a report's statement may run before PostgreSQL cancels it (the bench holds p95 far below). */
export const REPORT_TIMEOUT_MS = 5000;

const summaryOf = (r: ReportDef): ReportSummary => ({
  id: r.id,
  title: r.title,
  description: r.description,
  usesFacility: r.usesFacility,
});

/** The /query menu. */
export const reportList = (): { reports: ReportSummary[] } => ({ reports: REPORTS.map(summaryOf) });

/** The report's own filters schema checks the query (a 422 sentence per problem, nothing read). */
function reportAndFilters(id: string, query: unknown): { report: ReportDef; filters: ReportFilters } {
  const report = reportById(id);
  if (!report) throw notFound('Report');
  const parsed = report.filters.safeParse(query);
  if (!parsed.success)
    throw new AppError('validation', parsed.error.issues.map((i) => i.message).join(' '), {
      issues: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    });
  const filters = report.usesFacility ? parsed.data : { ...parsed.data, facility: undefined };
  return { report, filters };
}

/** One report's figures over the filters: one bounded read-only statement. */
export async function readReport(db: Db, id: string, query: unknown): Promise<ReportResult> {
  const { report, filters } = reportAndFilters(id, query);
  const rows = await runReport(db, report, filters, REPORT_TIMEOUT_MS);
  return {
    ...summaryOf(report),
    filters: { from: filters.from, to: filters.to, facility: filters.facility ?? null },
    columns: [...report.columns],
    chart: report.chart,
    rows,
  };
}

/** The same report as CSV: the table's columns and rows. */
export async function reportCsvOf(
  db: Db,
  id: string,
  query: unknown,
): Promise<{ name: string; csv: string }> {
  const r = await readReport(db, id, query);
  const name = `${r.id}-${r.filters.from}-to-${r.filters.to}${r.filters.facility ? `-${r.filters.facility}` : ''}.csv`;
  return { name, csv: reportCsv(r.columns, r.rows) };
}

import type { ReportFilters, ReportResult } from '@platen/contracts';
import { FACILITY_CODES } from '@platen/domain/operations/facilities';
import { buttonClass } from '@/components/ui/Button.tsx';
import { type Column, DataTable } from '@/components/ui/DataTable.tsx';
import { Input } from '@/components/ui/Input.tsx';
import { Select } from '@/components/ui/Select.tsx';
import { useUrlFilters } from '@/components/ui/use-url-filters.ts';
import { reportCsvUrl, useReportListQuery, useReportQuery } from './api/reports.ts';
import { cellText, ReportChart } from './ReportChart.tsx';
import './reports.css';

type Row = ReportResult['rows'][number];
const DAY = 86_400_000;
const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);

/** The last 30 days up to today (UTC), the default period. */
const lastThirtyDays = () => ({ from: isoDay(Date.now() - 29 * DAY), to: isoDay(Date.now()) });

/** The report's figures: its chart, then its table with the same rows. */
function ReportBody({ report }: { report: ReportResult }) {
  const kinds = new Map(report.columns.map((c) => [c.key, c.kind]));
  const columns: Column<Row>[] = report.columns.map((c, i) => ({
    header: c.label,
    rowHeader: i === 0,
    cell: (r) => cellText(c.kind, r[c.key] ?? null),
  }));
  const yKind = kinds.get(report.chart.y) ?? 'count';
  const bars = report.rows.map((r) => ({
    label: String(r[report.chart.x] ?? ''),
    value: Number(r[report.chart.y] ?? 0),
    text: cellText(yKind, r[report.chart.y] ?? null),
  }));
  return (
    <>
      <ReportChart title={report.chart.label} bars={bars} />
      <DataTable
        framed
        scroll={`${report.title} table`}
        caption={`${report.title}, ${report.filters.from} to ${report.filters.to}${report.filters.facility ? `, ${report.filters.facility}` : ''}`}
        columns={columns}
        rows={report.rows}
        rowKey={(r) => report.columns.map((c) => String(r[c.key])).join('|')}
        empty="Nothing in this period."
      />
    </>
  );
}

/**
 * /query (reports.view): the named reports, each with a period (and a facility where it applies), a bar chart,
 * the table of the same figures and its CSV. The filters live in the URL, so a report can be linked.
 */
export default function ReportsPage() {
  const { query, set } = useUrlFilters();
  const list = useReportListQuery();
  const reports = list.data?.reports ?? [];
  const id = query.get('report') || reports[0]?.id || '';
  const chosen = reports.find((r) => r.id === id);
  const period = lastThirtyDays();
  const filters: ReportFilters = {
    from: query.get('from') || period.from,
    to: query.get('to') || period.to,
    ...(chosen?.usesFacility && query.get('facility')
      ? { facility: query.get('facility') as ReportFilters['facility'] }
      : {}),
  };
  const report = useReportQuery({ reportId: id, ...filters }, { skip: !chosen });
  const error = report.error as { message?: string } | undefined;
  return (
    <section aria-labelledby="reports-title" className="reports">
      <div className="reports-head">
        <h1 id="reports-title">Reports</h1>
        {chosen && (
          <a className={buttonClass('secondary')} href={reportCsvUrl({ reportId: id, ...filters })} download>
            Download CSV
          </a>
        )}
      </div>
      <form className="reports-filters" onSubmit={(e) => e.preventDefault()}>
        <Select label="Report" value={id} onChange={(e) => set('report', e.target.value)}>
          {reports.map((r) => (
            <option key={r.id} value={r.id}>
              {r.title}
            </option>
          ))}
        </Select>
        <Input label="From" type="date" value={filters.from} onChange={(e) => set('from', e.target.value)} />
        <Input label="To" type="date" value={filters.to} onChange={(e) => set('to', e.target.value)} />
        {chosen?.usesFacility && (
          <Select
            label="Facility"
            value={filters.facility ?? ''}
            onChange={(e) => set('facility', e.target.value)}
          >
            <option value="">All facilities</option>
            {FACILITY_CODES.map((f) => (
              <option key={f} value={f}>
                {f}
              </option>
            ))}
          </Select>
        )}
      </form>
      {chosen && <p className="hint">{chosen.description}</p>}
      {list.error && <p role="alert">The reports could not be loaded.</p>}
      {error && <p role="alert">{error.message ?? 'The report could not be loaded.'}</p>}
      {report.isFetching && !report.data && <p aria-live="polite">Loading…</p>}
      {report.data && !error && <ReportBody report={report.data} />}
    </section>
  );
}

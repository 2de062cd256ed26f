import type { ReportFilters, ReportResult, ReportSummary } from '@platen/contracts';
import { injectApi } from '@/api/base-api.ts';
import { serviceUrl } from '@/lib/service-url.ts';

type ReportArgs = ReportFilters & { reportId: string };
const params = ({ reportId: _id, ...f }: ReportArgs) => ({ ...f });

/** The /query reports: the menu and one report's figures over a period (and facility). */
export const reportsApi = injectApi({
  endpoints: (b) => ({
    /** GET internal reports: every named report. */
    reportList: b.query<{ reports: ReportSummary[] }, void>({
      query: () => serviceUrl('internal', '/reports'),
    }),
    /** GET internal reports/{reportId}: columns, chart and rows over the filters. */
    report: b.query<ReportResult, ReportArgs>({
      query: (a) => serviceUrl('internal', '/reports/:reportId', { reportId: a.reportId, ...params(a) }),
    }),
  }),
});

/** The report as CSV (a plain link: the browser downloads it). */
export const reportCsvUrl = (a: ReportArgs) =>
  serviceUrl('internal', '/reports/:reportId/rows.csv', { reportId: a.reportId, ...params(a) });

export const { useReportListQuery, useReportQuery } = reportsApi;

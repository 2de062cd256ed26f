import { claimsByPrinter } from './claims-by-printer.ts';
import { claimsByProduct } from './claims-by-product.ts';
import { lateAndStuck } from './late-and-stuck.ts';
import type { ReportDef } from './report.ts';
import { revenuePerDay } from './revenue-per-day.ts';
import { supplierLeadTimes } from './supplier-lead-times.ts';
import { topCustomers } from './top-customers.ts';
import { unitsPerStationHour } from './units-per-station-hour.ts';

export { REPORT_ROW_LIMIT, type ReportDef, type ReportRow, runReport } from './report.ts';
export { PAID_ORDER_CENTS, PAID_ORDER_ROW } from './paid-orders.ts';

/**
 * Every /query report, in menu order. A report is one file in this folder exporting a `ReportDef`; it is listed
 * here too, and reports.test.ts fails when a file's report is missing from this list.
 */
export const REPORTS: readonly ReportDef[] = [
  revenuePerDay,
  unitsPerStationHour,
  lateAndStuck,
  claimsByProduct,
  claimsByPrinter,
  supplierLeadTimes,
  topCustomers,
];

/** A report by its id, or undefined. */
export const reportById = (id: string): ReportDef | undefined => REPORTS.find((r) => r.id === id);

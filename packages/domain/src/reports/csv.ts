/**
 * One CSV cell: quoted when it would break the row; text a spreadsheet would run as a formula is neutralised
 * with a leading apostrophe (OWASP CSV injection). Numbers are written as they are.
 */
export const csvCell = (v: string | number | null): string => {
  const s = v === null ? '' : String(v);
  const safe = typeof v === 'string' && /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** Rows of cells as CSV text (CRLF line ends, a final line end). */
export const csvText = (rows: readonly (readonly (string | number | null)[])[]): string =>
  `${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;

/** How a report column's figures read (contracts ReportColumn kind). */
export type ReportColumnKind = 'text' | 'count' | 'cents' | 'share' | 'decimal';

/** A report cell as the CSV writes it: cents as dollars with two decimals, the rest as they are. */
export function reportCsvValue(kind: ReportColumnKind, v: string | number | null): string | number | null {
  if (v === null) return null;
  if (kind === 'cents') return (Number(v) / 100).toFixed(2);
  return v;
}

/** A report as CSV: the column labels, then each row in the same columns and order as the screen's table. */
export function reportCsv(
  columns: readonly { key: string; label: string; kind: ReportColumnKind }[],
  rows: readonly Record<string, string | number | null>[],
): string {
  return csvText([
    columns.map((c) => c.label),
    ...rows.map((r) => columns.map((c) => reportCsvValue(c.kind, r[c.key] ?? null))),
  ]);
}

import type { HTMLAttributes, Key, ReactNode } from 'react';
import './ui.css';

/** One column: its header (a `th scope="col"`) and what each row shows in it. */
export interface Column<T> {
  header: ReactNode;
  /** The header is for screen readers only (an actions column). */
  hiddenHeader?: boolean;
  cell(row: T): ReactNode;
  /** This column names the row: its cells are `th scope="row"`. */
  rowHeader?: boolean;
}

export interface DataTableProps<T> {
  /** The table's caption (its accessible name); `captionHidden` keeps it for screen readers only. */
  caption?: ReactNode;
  captionHidden?: boolean;
  captionId?: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey(row: T): Key;
  rowProps?(row: T): HTMLAttributes<HTMLTableRowElement>;
  /** Shown as a paragraph instead of the table when there are no rows (without it, the empty table shows). */
  empty?: ReactNode;
  /** Rows (whole `tr`s) before and after the data rows: an opening balance, totals. */
  before?: ReactNode;
  after?: ReactNode;
  className?: string;
  /**
   * Scrolls sideways inside its own box on a narrow screen (390 px) instead of widening the page; a string
   * makes the box a focusable region of that name so a keyboard can scroll it.
   */
  scroll?: boolean | string;
  /** Rows are loading: placeholder rows under the headers, the table busy. */
  loading?: boolean;
  /** Loading failed: this alert instead of the table. */
  error?: ReactNode;
  /** The design system's look: a bordered surface with row hover (`ui-table`). */
  framed?: boolean;
  /**
   * On a phone each row is a card: its cells one under another, each after its column's name (a string
   * header), so a wide table needs no sideways scroll. Headers stay in the table for screen readers.
   */
  cards?: boolean;
}

/** The name a card shows before a cell (card mode): the column's header when it is plain text. */
const cellLabel = <T,>(c: Column<T>) =>
  typeof c.header === 'string' && !c.hiddenHeader ? c.header : undefined;

/** A data table as every list screen shows one: caption, column headers with scope, rows, empty state. */
export function DataTable<T>(p: DataTableProps<T>) {
  if (p.error) return <p role="alert">{p.error}</p>;
  if (!p.loading && p.empty !== undefined && p.rows.length === 0) return <p>{p.empty}</p>;
  const className =
    [p.framed ? 'ui-table' : '', p.cards ? 'ui-table--cards' : '', p.className ?? '']
      .filter(Boolean)
      .join(' ') || undefined;
  const table = (
    <table className={className} aria-busy={p.loading || undefined}>
      {p.caption !== undefined && (
        <caption id={p.captionId} className={p.captionHidden ? 'visually-hidden' : undefined}>
          {p.caption}
        </caption>
      )}
      <thead>
        <tr>
          {p.columns.map((c, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: columns are a fixed list
            <th key={i} scope="col">
              {c.hiddenHeader ? <span className="visually-hidden">{c.header}</span> : c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {p.before}
        {p.loading &&
          [0, 1, 2].map((k) => (
            <tr key={`loading-${k}`}>
              {p.columns.map((_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: columns are a fixed list
                <td key={i}>
                  <span className="ui-skeleton ui-skeleton--lg" aria-hidden="true" />
                </td>
              ))}
            </tr>
          ))}
        {!p.loading &&
          p.rows.map((r) => (
            <tr key={p.rowKey(r)} {...p.rowProps?.(r)}>
              {p.columns.map((c, i) =>
                c.rowHeader ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns are a fixed list
                  <th key={i} scope="row" data-label={p.cards ? cellLabel(c) : undefined}>
                    {c.cell(r)}
                  </th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns are a fixed list
                  <td key={i} data-label={p.cards ? cellLabel(c) : undefined}>
                    {c.cell(r)}
                  </td>
                ),
              )}
            </tr>
          ))}
        {p.after}
      </tbody>
    </table>
  );
  if (!p.scroll) return table;
  if (typeof p.scroll === 'string')
    return (
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to scroll by keys
      <section className="table-scroll" tabIndex={0} aria-label={p.scroll}>
        {table}
      </section>
    );
  return <div className="table-scroll">{table}</div>;
}

/** The last column of a table whose rows carry actions: its header is for screen readers only. */
export const actionsColumn = <T,>(cell: (row: T) => ReactNode): Column<T> => ({
  header: 'Actions',
  hiddenHeader: true,
  cell,
});

/** A label row (`th scope="row"`) with its value, under a table's data rows: tax, totals, balances. */
export function LabelRow({
  label,
  lead = 0,
  children,
}: {
  label: ReactNode;
  lead?: number;
  children: ReactNode;
}) {
  return (
    <tr>
      {Array.from({ length: lead }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: empty lead cells
        <td key={i} />
      ))}
      <th scope="row">{label}</th>
      <td>{children}</td>
    </tr>
  );
}

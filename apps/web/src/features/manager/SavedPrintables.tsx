import { sizeLabel } from '@platen/domain/catalog/size-codes';
import { formatDate } from '@platen/domain/format/format-date';
import { formatDollars } from '@platen/domain/money/format-dollars';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useSavedPrintablesQuery } from '@/api/print/saved-printables.ts';
import { actionsColumn, DataTable } from '@/components/ui/DataTable.tsx';

/** Saved printables per page of the manager list. */
export const PRINTABLES_PAGE = 20;

/** Where "Order this" goes: the main page with the printable's identifier (O-2-26 creates it in a new cart). */
export const orderThisUrl = (printableId: string) =>
  `/order/v2?${new URLSearchParams({ printableIdentifier: printableId })}`;

/**
 * The manager's printable list (O-2-30): the user's saved (database) printables, newest first, with product,
 * colour, size prices, minimum quantity and creation date; "Order this" starts a new cart holding it.
 */
export function SavedPrintables() {
  const [offset, setOffset] = useState(0);
  const res = useSavedPrintablesQuery({ limit: PRINTABLES_PAGE, offset });
  const captionId = useId();
  if (res.isError) return <p role="alert">Your printables could not be loaded: {res.error.message}</p>;
  if (!res.currentData) return <p aria-busy="true">Loading your printables…</p>;
  const { printables, total } = res.currentData;
  if (total === 0)
    return (
      <p>
        No saved printables yet. In the design editor, use "Save printable" to keep a design on a product for
        later orders.
      </p>
    );
  const last = Math.min(offset + printables.length, total);
  return (
    <>
      <DataTable
        className="printable-table"
        caption={`Printables ${offset + 1}–${last} of ${total}`}
        captionId={captionId}
        columns={[
          { header: 'Name', rowHeader: true, cell: (p) => p.name },
          { header: 'Product', cell: (p) => p.product.name },
          { header: 'Colour', cell: (p) => p.product.color },
          {
            header: 'Size prices',
            cell: (p) => p.sizePrices.map((s) => `${sizeLabel(s.size)} ${formatDollars(s.price)}`).join(', '),
          },
          { header: 'Min. quantity', cell: (p) => p.minQuantity },
          { header: 'Created', cell: (p) => formatDate(p.createdAt) },
          actionsColumn<(typeof printables)[number]>((p) => (
            <Link to={orderThisUrl(p.printableId)} aria-label={`Order this: ${p.name}`}>
              Order this
            </Link>
          )),
        ]}
        rows={printables}
        rowKey={(p) => p.printableId}
      />
      {total > PRINTABLES_PAGE && (
        <nav aria-label="Printable pages" className="actions">
          <button
            type="button"
            className="secondary"
            disabled={offset === 0}
            onClick={() => setOffset(Math.max(0, offset - PRINTABLES_PAGE))}
          >
            Previous page
          </button>
          <button
            type="button"
            className="secondary"
            disabled={last >= total}
            onClick={() => setOffset(offset + PRINTABLES_PAGE)}
          >
            Next page
          </button>
        </nav>
      )}
    </>
  );
}

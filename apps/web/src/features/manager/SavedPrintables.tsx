import { sizeLabel } from '@platen/domain/catalog/size-codes';
import { formatDate } from '@platen/domain/format/format-date';
import { formatDollars } from '@platen/domain/money/format-dollars';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useSavedPrintablesQuery } from '@/api/print/saved-printables.ts';

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
      <table className="printable-table">
        <caption id={captionId}>
          Printables {offset + 1}–{last} of {total}
        </caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Product</th>
            <th scope="col">Colour</th>
            <th scope="col">Size prices</th>
            <th scope="col">Min. quantity</th>
            <th scope="col">Created</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {printables.map((p) => (
            <tr key={p.printableId}>
              <th scope="row">{p.name}</th>
              <td>{p.product.name}</td>
              <td>{p.product.color}</td>
              <td>{p.sizePrices.map((s) => `${sizeLabel(s.size)} ${formatDollars(s.price)}`).join(', ')}</td>
              <td>{p.minQuantity}</td>
              <td>{formatDate(p.createdAt)}</td>
              <td>
                <Link to={orderThisUrl(p.printableId)} aria-label={`Order this: ${p.name}`}>
                  Order this
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
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

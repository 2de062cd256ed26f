import { formatDate } from '@platen/domain/format/format-date';
import { Link } from 'react-router';
import { useCartsQuery } from '@/api/order2/carts.ts';

/** The user's saved carts (drafts and quotes), each openable back into the ordering flow. */
export function SavedCarts({ highlight }: { highlight?: string | null }) {
  const res = useCartsQuery({ saved: true });
  if (res.isError) return <p role="alert">Your saved carts could not be loaded: {res.error.message}</p>;
  if (!res.data) return <p aria-busy="true">Loading saved carts…</p>;
  const carts = res.data.carts.filter((c) => !c.orderedAt);
  if (!carts.length) return <p>No saved carts. Use the logo while ordering to save a cart under a name.</p>;
  return (
    <ul className="card-list">
      {carts.map((c) => (
        <li
          key={c._id}
          className={`card${c._id === highlight ? ' highlight' : ''}`}
          aria-current={c._id === highlight ? 'true' : undefined}
        >
          <h3>{c.po ?? 'Unnamed cart'}</h3>
          <p className="muted">
            {c.itemCount} {c.itemCount === 1 ? 'item' : 'items'}
            {c.savedAt ? ` · saved ${formatDate(c.savedAt)}` : ''}
          </p>
          <Link
            to={`/order/v2/cart/${encodeURIComponent(c._id)}`}
            aria-label={`Open ${c.po ?? 'unnamed cart'}`}
          >
            Open
          </Link>
        </li>
      ))}
    </ul>
  );
}

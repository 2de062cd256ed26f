import { formatDollars } from '@platen/domain/money/format-dollars';
import { Link } from 'react-router';
import { useHeldBannerQuery } from './api/held-orders.ts';

/** The manager area's notice: "2 orders are waiting for funds: add $84.20", linking to the top-up. */
export default function HeldOrdersBanner() {
  const held = useHeldBannerQuery(undefined, { pollingInterval: 60_000 });
  const d = held.data;
  if (!d || d.count === 0) return null;
  return (
    <section className="held-banner" aria-label="Orders waiting for funds" role="status">
      <strong>
        {d.count === 1 ? '1 order is' : `${d.count} orders are`} waiting for funds: add{' '}
        {formatDollars(d.needed)}
      </strong>{' '}
      <Link to="/manager/v2/billing/balance">Add funds</Link>
    </section>
  );
}

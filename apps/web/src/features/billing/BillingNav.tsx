import { NavLink } from 'react-router';

const LINKS = [
  ['balance', 'Balance'],
  ['transactions', 'Transactions'],
  ['invoices', 'Invoices'],
  ['statement', 'Statements'],
  ['paymentMethods', 'Payment methods'],
  ['credit', 'Credit line'],
] as const;

/** The billing screens' shared navigation. */
export function BillingNav() {
  return (
    <nav aria-label="Billing">
      <ul style={{ display: 'flex', flexWrap: 'wrap', gap: '0.25rem 1rem', listStyle: 'none', padding: 0 }}>
        {LINKS.map(([path, label]) => (
          <li key={path}>
            <NavLink to={`/manager/v2/billing/${path}`}>{label}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Dollars typed by a person ("84.2", "$1,000") as cents; null when it is not an amount. */
export function parseDollars(text: string): number | null {
  const clean = text.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{0,2})?$/.test(clean)) return null;
  return Math.round(Number(clean) * 100);
}

import { parseDollars as parseDomainDollars } from '@platen/domain/money/cents';
import { NavLink } from 'react-router';
import './billing.css';

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
      <ul className="billing-nav">
        {LINKS.map(([path, label]) => (
          <li key={path}>
            <NavLink to={`/manager/v2/billing/${path}`}>{label}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Dollars typed by a person ("84.2", "$1,000") as cents (the domain's reading); null for a negative amount or text that is none. */
export function parseDollars(text: string): number | null {
  const c = parseDomainDollars(text);
  return c !== null && c >= 0 ? c : null;
}

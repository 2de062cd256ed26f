import { matchRoute } from '@platen/domain/access/route-table';
import { NavLink } from 'react-router';
import { FindOrder } from './FindOrder.tsx';
import type { StaffSession } from './api/staff-session.ts';

/** The staff area's screens; each shows only to who holds the permission the route table asks for it. */
export const STAFF_LINKS = [
  { to: '/internal/dashboard/stations', label: 'Stations' },
  { to: '/internal/dashboard/approvals', label: 'Approval queue' },
  { to: '/internal/dashboard/roles', label: 'Roles' },
  { to: '/internal/dashboard/staff', label: 'Staff' },
  { to: '/internal/dashboard/feature-flags', label: 'Feature flags' },
  { to: '/internal/dashboard/accounts', label: 'Accounts' },
  { to: '/internal/dashboard/claims', label: 'Claims' },
  { to: '/internal/dashboard/coupons', label: 'Coupons' },
  { to: '/internal/dashboard/credit-applications', label: 'Credit applications' },
  { to: '/internal/dashboard/board', label: 'Production board' },
  { to: '/internal/dashboard/blank-orders', label: 'Blank orders' },
  { to: '/internal/dashboard/batches', label: 'Batches' },
  { to: '/internal/dashboard/printers', label: 'Printers' },
  { to: '/internal/dashboard/pretreat', label: 'Pretreat manager' },
  { to: '/internal/dashboard/inventory', label: 'Inventory' },
  { to: '/internal/employee/shifts', label: 'Timesheets' },
  { to: '/internal/employee/fingerprints', label: 'Fingerprints' },
  { to: '/ecommerce', label: 'Stores' },
] as const;

/** Whether the staff member may open a staff path (R-2-18..20: the page route table's permission). */
export function mayOpen(session: StaffSession | undefined, path: string): boolean {
  const needed = matchRoute(path)?.route.requires;
  return !!session && (!needed || session.permissions.includes(needed));
}

/** The staff screens a member may open, as a list of links. */
function LinkList({ links }: { links: readonly (typeof STAFF_LINKS)[number][] }) {
  return (
    <ul>
      {links.map((l) => (
        <li key={l.to}>
          <NavLink to={l.to}>{l.label}</NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The staff area's navigation, suited to what the signed-in staff member may do. */
export function StaffNav({ session }: { session: StaffSession | undefined }) {
  const links = STAFF_LINKS.filter((l) => mayOpen(session, l.to));
  return (
    <nav aria-label="Staff area" className="staff-nav">
      <LinkList links={links} />
      {session && <FindOrder />}
      {session && (
        <p className="hint">
          {session.email} · {session.role}
          {session.group ? ` · ${session.group}` : ''}
        </p>
      )}
    </nav>
  );
}

/** /internal/dashboard for staff without the approval queue: what they may open from here. */
export function StaffHome({ session }: { session: StaffSession }) {
  const links = STAFF_LINKS.filter((l) => mayOpen(session, l.to));
  return (
    <section aria-labelledby="staff-home-title">
      <h1 id="staff-home-title">Staff area</h1>
      {links.length === 0 ? <p>Find an order above.</p> : <LinkList links={links} />}
    </section>
  );
}

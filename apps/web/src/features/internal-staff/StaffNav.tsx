import { matchRoute } from '@platen/domain/access/route-table';
import { useEffect, useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Button } from '@/components/ui/Button.tsx';
import { FindOrder } from './FindOrder.tsx';
import type { StaffSession } from './api/staff-session.ts';

/** The staff area's link groups, in the order the navigation shows them. */
export const STAFF_GROUPS = ['Orders', 'Sales', 'Floor', 'People', 'Setup'] as const;
export interface StaffLink {
  to: string;
  label: string;
  group: (typeof STAFF_GROUPS)[number];
  /** A permission the screen's data needs beyond the page's own (a supplier area reads the blank orders). */
  reads?: string;
}

/** The staff area's screens; each shows only to who holds the permission the route table asks for it. */
export const STAFF_LINKS: readonly StaffLink[] = [
  { to: '/internal/dashboard/approvals', label: 'Approval queue', group: 'Orders' },
  { to: '/internal/dashboard/accounts', label: 'Accounts', group: 'Orders' },
  { to: '/internal/dashboard/claims', label: 'Claims', group: 'Orders' },
  { to: '/internal/dashboard/coupons', label: 'Coupons', group: 'Orders' },
  { to: '/internal/dashboard/credit-applications', label: 'Credit applications', group: 'Orders' },
  { to: '/internal/dashboard/crm', label: 'Customers', group: 'Sales' },
  { to: '/query/reports', label: 'Reports', group: 'Sales' },
  { to: '/internal/dashboard/promotions', label: 'Promotions', group: 'Sales' },
  { to: '/internal/dashboard/stations', label: 'Stations', group: 'Floor' },
  { to: '/internal/dashboard/board', label: 'Production board', group: 'Floor' },
  { to: '/internal/dashboard/blank-orders', label: 'Blank orders', group: 'Floor' },
  { to: '/sanmar', label: 'SanMar', group: 'Floor', reads: 'station.use' },
  { to: '/alpha', label: 'Alpha Broder', group: 'Floor', reads: 'station.use' },
  { to: '/internal/dashboard/batches', label: 'Batches', group: 'Floor' },
  { to: '/internal/dashboard/printers', label: 'Printers', group: 'Floor' },
  { to: '/internal/dashboard/pretreat', label: 'Pretreat manager', group: 'Floor' },
  { to: '/internal/dashboard/inventory', label: 'Inventory', group: 'Floor' },
  { to: '/internal/dashboard/staff', label: 'Staff', group: 'People' },
  { to: '/internal/dashboard/roles', label: 'Roles', group: 'People' },
  { to: '/internal/employee/shifts', label: 'Timesheets', group: 'People' },
  { to: '/internal/employee/fingerprints', label: 'Fingerprints', group: 'People' },
  { to: '/internal/dashboard/feature-flags', label: 'Feature flags', group: 'Setup' },
  { to: '/ecommerce', label: 'Stores', group: 'Setup' },
  { to: '/internal/dashboard/mail', label: 'Mail', group: 'Setup' },
  { to: '/internal/dashboard/styleguide', label: 'Style guide', group: 'Setup' },
];

/** The links a member sees: the page's permission (mayOpen) and what its data needs. */
const linksFor = (session: StaffSession | undefined) =>
  STAFF_LINKS.filter((l) => mayOpen(session, l.to) && (!l.reads || !!session?.permissions.includes(l.reads)));

/** Whether the staff member may open a staff path (R-2-18..20: the page route table's permission). */
export function mayOpen(session: StaffSession | undefined, path: string): boolean {
  const needed = matchRoute(path)?.route.requires;
  return !!session && (!needed || session.permissions.includes(needed));
}

/** The staff screens a member may open, as a list of links. */
function LinkList({ links }: { links: readonly StaffLink[] }) {
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

/** The links in their groups (a group the member may open nothing of is left out). */
function GroupedLinks({ links, id, open }: { links: readonly StaffLink[]; id: string; open: boolean }) {
  return (
    <div id={id} className={open ? 'staff-nav-groups is-open' : 'staff-nav-groups'}>
      {STAFF_GROUPS.map((g) => {
        const mine = links.filter((l) => l.group === g);
        if (mine.length === 0) return null;
        return (
          <div key={g} className="staff-nav-group">
            <span className="staff-nav-group-name" aria-hidden="true">
              {g}
            </span>
            <LinkList links={mine} />
          </div>
        );
      })}
    </div>
  );
}

/**
 * The staff area's navigation, suited to what the signed-in staff member may do: grouped links on a wide
 * screen; on a phone one "Staff menu" button opens them (closed again when a link is followed).
 */
export function StaffNav({ session }: { session: StaffSession | undefined }) {
  const links = linksFor(session);
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const id = useId();
  // biome-ignore lint/correctness/useExhaustiveDependencies: following a link (a new path) closes the menu.
  useEffect(() => setOpen(false), [pathname]);
  const current = links.find((l) => pathname.startsWith(l.to))?.label;
  return (
    <nav aria-label="Staff area" className="staff-nav">
      {links.length > 0 && (
        <Button
          variant="secondary"
          size="sm"
          className="staff-nav-toggle"
          aria-expanded={open}
          aria-controls={id}
          icon="menu"
          onClick={() => setOpen((o) => !o)}
        >
          Staff menu{current ? `: ${current}` : ''}
        </Button>
      )}
      <GroupedLinks links={links} id={id} open={open} />
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
  const links = linksFor(session);
  return (
    <section aria-labelledby="staff-home-title">
      <h1 id="staff-home-title">Staff area</h1>
      {links.length === 0 ? <p>Find an order above.</p> : <LinkList links={links} />}
    </section>
  );
}

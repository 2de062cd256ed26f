import { NavLink } from 'react-router';
import { useStaffSessionQuery } from './api/staff-session.ts';
import { mayOpen } from './StaffNav.tsx';

/**
 * The shell's staff links, on every page a staff member sees: the floor's main screens, each only when
 * the member's permissions (GET internal me) open it. Names differ from the staff area's own navigation
 * ("Board", not "Production board") so each link has one name on a page.
 */
export const SHELL_STAFF_LINKS = [
  { to: '/internal/dashboard/approvals', label: 'Approvals' },
  { to: '/internal/dashboard/board', label: 'Board' },
  { to: '/internal/dashboard2/workstation/pick', label: 'Stations' },
  { to: '/internal/dashboard/claims', label: 'Claims review' },
  { to: '/internal/dashboard/accounts', label: 'Customer accounts' },
  { to: '/internal/dashboard/mail', label: 'Mail' },
  { to: '/internal/dashboard/styleguide', label: 'Style guide' },
] as const;

/** Loaded only for a staff role (the shell decides from the page's user); nothing until permissions arrive. */
export default function StaffLinks() {
  const { data } = useStaffSessionQuery();
  const links = SHELL_STAFF_LINKS.filter((l) => mayOpen(data, l.to));
  if (links.length === 0) return null;
  return (
    <nav aria-label="Staff shortcuts" className="staff-links">
      <ul>
        {links.map((l) => (
          <li key={l.to}>
            <NavLink to={l.to} end>
              {l.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

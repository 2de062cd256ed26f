import { Link, useLocation } from 'react-router';
import { breadcrumbsFor } from './breadcrumb-trail.ts';

/** The trail above a page a level below an account section (breadcrumb-trail.ts decides where). */
export function Breadcrumbs() {
  const crumbs = breadcrumbsFor(useLocation().pathname);
  if (!crumbs) return null;
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol>
        {crumbs.map((c) => (
          <li key={c.label}>
            {c.to ? <Link to={c.to}>{c.label}</Link> : <span aria-current="page">{c.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}

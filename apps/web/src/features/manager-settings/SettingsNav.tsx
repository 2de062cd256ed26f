import { NavLink } from 'react-router';

const TABS = [
  ['account', 'Account'],
  ['api', 'API'],
  ['general', 'General'],
  ['teams', 'Team'],
] as const;

/** The settings tabs (R-2-11), as links so each screen has its own URL. */
export function SettingsNav() {
  return (
    <nav aria-label="Settings" className="settings-nav">
      <ul className="tab-list">
        {TABS.map(([path, label]) => (
          <li key={path}>
            <NavLink to={`/manager/v2/settings/${path}`}>{label}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The signed-in customer's account menu: every area of the account, reachable from any page. */
export const ACCOUNT_LINKS = [
  { to: '/manager/v2/orders', label: 'Orders' },
  { to: '/manager/v2/designs/artworks', label: 'Designs and artwork' },
  { to: '/manager/v2/billing', label: 'Billing' },
  { to: '/manager/v2/settings', label: 'Settings' },
  { to: '/manager/v2/settings/teams', label: 'Team' },
] as const;

/** Up to two initials of a name for the avatar ("Demo Buyer" -> "DB"); "?" for a blank name. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]!, parts[parts.length - 1]!] : parts;
  return letters.map((p) => [...p][0]!.toUpperCase()).join('') || '?';
}

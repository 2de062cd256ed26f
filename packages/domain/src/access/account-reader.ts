import type { AccessUser } from './can.ts';
import { effectiveSubUserGrants, hasSubUserPermission } from './sub-user-permissions.ts';

/**
 * R-6-17: whose orders, designs and invoices a user's lists show. A sub-user with "view" reads its parent's
 * account; everyone else (a sub-user without "view" included) reads their own. docs/decisions/teams.md.
 */
export function readsAccountOf(user: AccessUser & { id: string }): string {
  if (!user.parentUserId) return user.id;
  const grants = effectiveSubUserGrants(user.subUserPermissions ?? undefined, user.agentType);
  return hasSubUserPermission(grants, 'view') ? user.parentUserId : user.id;
}

/**
 * A user as requests see it. It carries no secret (no password hash, no API key hash), so the copies the local
 * cache holds never go stale when a password is rehashed or a key rotated.
 */
export interface UserRow {
  id: string;
  email: string;
  name: string;
  company: string | null;
  roleLevel: number;
  /** R-6-06: staff group (admin, production, sales, cs); null for customers. */
  roleGroup?: string | null;
  /** R-6-11/12: staff position (free text from the positions list). */
  position?: string | null;
  /** R-1-04: set for a sub-user, the account it works under. */
  parentUserId?: string | null;
  /** R-6-13..17: a sub-user's grants (shop, billing, order, claim, view). */
  subUserPermissions?: Partial<Record<'shop' | 'billing' | 'order' | 'claim' | 'view', boolean>> | null;
  /** R-6-18/19: a sub-user's agent type, which overrides its grants. */
  agentType?: 'Sales' | 'Purchase' | null;
  /** A MANAGE or ADMIN employee who must turn two-factor sign-in on before the staff area opens. */
  twoFactorSetupDue?: boolean;
  /** Set on a session's user while a staff member assumes it (R-6-20): who is really acting. */
  assumedBy?: { id: string; email: string } | null;
}

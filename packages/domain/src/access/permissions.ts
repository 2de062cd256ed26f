/**
 * Actions a user may be allowed. Customer actions mirror the sub-user permissions (R-6-13..17); staff actions
 * cover the internal areas (R-2-18..20) and assume (R-6-20). See docs/decisions/default-role-permissions.md.
 */
export const CUSTOMER_PERMISSIONS = [
  'order.place',
  'order.history',
  'design.access',
  'billing.access',
  'claim.access',
  'parent.view',
  'ecommerce.manage',
  'account.manage',
] as const;
/** Staff-only actions (R-2-18..20, R-6-20, R-6-25). */
export const STAFF_PERMISSIONS = [
  'internal.access',
  'station.use',
  'approvals.review',
  'user.assume',
  'featureFlags.view',
  'featureFlags.manage',
  'roles.manage',
  // View and adjust an account's money (store credit, credit line); review claims.
  'billing.manage',
  'claims.review',
  // Mark a printer out of service or back in service (the board lists those out).
  'printers.manage',
  // Send a supplier blank order before its cutoff; turn a facility's demo stock on or off.
  'blanks.manage',
  // Invite, change, deactivate and reactivate employees; reset their two-factor (MANAGE: own group only).
  'staff.manage',
  // Read every employee's timesheets (CSV too) and correct a shift's times with a reason.
  'shifts.manage',
  // Read the /query reports (figures across every customer and facility).
  'reports.view',
  // Read the CRM: customers with lifetime value, balance, claims, and their activity log.
  'crm.read',
  // Log an e-mail or call with a customer and set its follow-up date.
  'crm.write',
  // R-9-62: read what the promotional campaigns sent (per campaign, with recipients).
  'promotions.view',
  // Read the outbox: every e-mail the server wrote, to customers and staff (one-time links redacted).
  'mail.read',
] as const;
/** R-6-08: every permission the authorization service knows. */
export const PERMISSIONS = [...CUSTOMER_PERMISSIONS, ...STAFF_PERMISSIONS] as const;
export type CustomerPermission = (typeof CUSTOMER_PERMISSIONS)[number];
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];
export type Permission = (typeof PERMISSIONS)[number];

/** True when `p` names a known permission. */
export const isPermission = (p: string): p is Permission => (PERMISSIONS as readonly string[]).includes(p);
/** True for actions only staff can ever hold. */
export const isStaffPermission = (p: Permission): p is StaffPermission =>
  (STAFF_PERMISSIONS as readonly string[]).includes(p);

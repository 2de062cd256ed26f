import { isStaffRole, type RoleName } from './role-levels.ts';

/** R-1-03..06: the classes of users the product serves (verbatim descriptions). */
export const USER_CLASSES = {
  customer: 'customers and resellers who order and manage designs, billing and store integrations',
  subUser: 'sub-users under a parent account',
  partner: 'partner companies and widget integrations',
  staff:
    'internal staff at several print facilities (production, inventory, shipping, quality control, customer service, sales, purchasing)',
} as const;
export type UserClass = keyof typeof USER_CLASSES;

/** Which class a user falls in: staff by role or staff email (R-6-22), sub-user by parent, partner by flag. */
export function userClassOf(user: {
  role: RoleName;
  parentUserId?: string | null;
  partner?: boolean | null;
  internalEmail?: boolean | null;
}): UserClass {
  if (isStaffRole(user.role) || user.internalEmail) return 'staff';
  if (user.parentUserId) return 'subUser';
  if (user.partner) return 'partner';
  return 'customer';
}

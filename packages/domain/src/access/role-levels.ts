/** role levels. Higher numbers include everything a lower level may do (gaps leave room for new levels). */
export const ROLE_LEVELS = { NONE: -1, USER: 0, EMPLOYEE: 1, MANAGE: 6, ADMIN: 11 } as const;
export type RoleName = keyof typeof ROLE_LEVELS;
export type RoleLevel = (typeof ROLE_LEVELS)[RoleName];
/** Role names from lowest to highest level. */
export const ROLE_NAMES = [
  'NONE',
  'USER',
  'EMPLOYEE',
  'MANAGE',
  'ADMIN',
] as const satisfies readonly RoleName[];

/** R-6-06: staff groups. */
export const ROLE_GROUPS = ['admin', 'production', 'sales', 'cs'] as const;
export type RoleGroup = (typeof ROLE_GROUPS)[number];

/** Numeric level of a role name. */
export const roleLevel = (role: RoleName): RoleLevel => ROLE_LEVELS[role];

/** True when `role` is at least `min` (ADMIN >= MANAGE >= EMPLOYEE >= USER >= NONE). */
export const hasLevel = (role: RoleName, min: RoleName): boolean => ROLE_LEVELS[role] >= ROLE_LEVELS[min];

/** Staff are EMPLOYEE and above; USER is a customer and NONE a disabled or anonymous account. */
export const isStaffRole = (role: RoleName): boolean => hasLevel(role, 'EMPLOYEE');

/** The highest role name whose level does not exceed `level` (unknown stored numbers round down; below -1 is NONE). */
export function roleForLevel(level: number): RoleName {
  let found: RoleName = 'NONE';
  for (const name of ROLE_NAMES) if (ROLE_LEVELS[name] <= level) found = name;
  return found;
}

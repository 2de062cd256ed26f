/** R-6-13..17: what each sub-user permission lets a sub-user do (meanings verbatim from the spec). */
export const SUB_USER_PERMISSIONS = {
  shop: 'place orders',
  billing: 'view or perform billing functions',
  order: 'view the order history page',
  claim: 'view or perform claims functions',
  view: 'view all orders, designs and invoices of the parent user',
} as const;
export type SubUserPermission = keyof typeof SUB_USER_PERMISSIONS;
/** The sub-user permission keys in the spec's order. */
export const SUB_USER_PERMISSION_KEYS = [
  'shop',
  'billing',
  'order',
  'claim',
  'view',
] as const satisfies readonly SubUserPermission[];

/** A sub-user's grants; a missing key means "not granted" (least privilege). */
export type SubUserGrants = Partial<Record<SubUserPermission, boolean>>;

/** R-6-18/19: agent types. */
export const AGENT_TYPES = ['Sales', 'Purchase'] as const;
export type AgentType = (typeof AGENT_TYPES)[number];

/** R-6-18/19: fixed permissions of each agent type (an agent never carries "view"; the spec lists four keys). */
export const AGENT_PERMISSIONS = {
  Sales: { claim: true, order: true, billing: false, shop: false },
  Purchase: { claim: true, order: true, billing: true, shop: true },
} as const satisfies Record<AgentType, Record<Exclude<SubUserPermission, 'view'>, boolean>>;

/** Effective grants of a sub-user: an agent type overrides individual grants, else the stored grants. */
export function effectiveSubUserGrants(
  grants: SubUserGrants | undefined,
  agentType?: AgentType | null,
): SubUserGrants {
  if (agentType) return { ...AGENT_PERMISSIONS[agentType], view: false };
  return { ...grants };
}

/** True when the grants include `permission`. */
export const hasSubUserPermission = (
  grants: SubUserGrants | undefined,
  permission: SubUserPermission,
): boolean => grants?.[permission] === true;

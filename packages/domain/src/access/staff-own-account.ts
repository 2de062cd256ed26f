import type { Issue } from '../errors/domain-error.ts';

/** A user as far as account membership goes: its id and the account it is a team member of, if any. */
export interface AccountMember {
  id: string;
  parentUserId?: string | null | undefined;
}

/** Staff actions that move an account's money or credit: never on the staff member's own account. */
export type StaffMoneyAction = 'credit' | 'credit-line';

const ACTION_WORDS: Record<StaffMoneyAction, string> = {
  credit: 'credit, debit or record payments on',
  'credit-line': 'set the credit line of',
};

/** The account a user belongs to: its parent's when it is a team member, else its own. */
export const accountOf = (u: AccountMember): string => u.parentUserId || u.id;

/**
 * Nobody acts on their own account's money: a staff member may not credit, debit, record a payment on or set
 * the credit line of the account they belong to (their own user, its parent, or a member of the same account).
 * Another staff member does it instead (docs/decisions/staff-own-account.md). Null when allowed.
 */
export function staffOwnAccountRefusal(
  actor: AccountMember,
  target: AccountMember,
  action: StaffMoneyAction,
): Issue | null {
  if (accountOf(actor) !== accountOf(target)) return null;
  return {
    path: 'userId',
    code: 'own-account',
    message: `You cannot ${ACTION_WORDS[action]} the account you belong to. Ask another staff member to do it.`,
  };
}

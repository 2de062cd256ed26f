import { fail, type Issue, ok, type Result } from '../errors/domain-error.ts';
import { type AccessUser, can, type PermissionsFor } from './can.ts';
import { ROLE_LEVELS } from './role-levels.ts';

/** R-6-20: route that starts acting as another user. */
export const ASSUME_ROUTE = '/auth/assume/{userId}';
/** R-6-21: route that returns to the staff member's own account. */
export const UNASSUME_ROUTE = '/auth/unassume';

/** Path to assume a user. */
export const assumePath = (userId: string): string =>
  ASSUME_ROUTE.replace('{userId}', encodeURIComponent(userId));

/** A signed-in session: who the app acts as, and the staff member behind it while assuming. */
export interface AuthSession {
  userId: string;
  assumedBy?: string | null;
}

/** Who may assume whom and why not; null when allowed. docs/decisions/assume-user.md. */
export function assumeRefusal(
  actor: AccessUser,
  target: AccessUser,
  permissionsFor?: PermissionsFor,
): Issue | null {
  if (!can(actor, 'user.assume', undefined, permissionsFor))
    return { path: 'actor', message: 'You may not assume other users', code: 'assume-forbidden' };
  if (actor.id && target.id && actor.id === target.id)
    return { path: 'target', message: 'You cannot assume yourself', code: 'assume-self' };
  if (target.role === 'NONE')
    return { path: 'target', message: 'This account is disabled', code: 'assume-disabled' };
  // Never upwards or sideways: assuming a peer or superior would borrow their staff powers.
  if (ROLE_LEVELS[target.role] >= ROLE_LEVELS[actor.role])
    return {
      path: 'target',
      message: 'You may only assume users below your role level',
      code: 'assume-level',
    };
  return null;
}

/** R-6-20: start acting as `target`; refused while already assuming (leave first: no chains to unwind). */
export function assumeUser(
  session: AuthSession,
  actor: AccessUser,
  target: AccessUser & { id: string },
  permissionsFor?: PermissionsFor,
): Result<AuthSession> {
  if (session.assumedBy)
    return fail([{ path: 'session', message: 'Leave the assumed user first', code: 'assume-nested' }]);
  const refusal = assumeRefusal(actor, target, permissionsFor);
  if (refusal) return fail([refusal]);
  return ok({ userId: target.id, assumedBy: session.userId });
}

/** R-6-21: leave the assumed user and return to the staff member's own session. */
export function unassumeUser(session: AuthSession): Result<AuthSession> {
  if (!session.assumedBy)
    return fail([{ path: 'session', message: 'You are not assuming a user', code: 'not-assuming' }]);
  return ok({ userId: session.assumedBy, assumedBy: null });
}

/** Self-service acts that stay the account holder's own: staff assuming the account may not do them. */
export type HolderOnlyAction = 'api-key' | 'email' | 'password' | 'two-factor';

const HOLDER_ONLY_WORDS: Record<HolderOnlyAction, string> = {
  'api-key': 'make or rotate API keys',
  email: 'change the e-mail',
  password: 'change the password',
  'two-factor': 'set up or turn off two-factor sign-in',
};

/**
 * Staff assume a customer to see and do what the customer does with orders, not to take the account over: an
 * API key, the sign-in e-mail, the password and two-factor sign-in would outlast the assumed session.
 * docs/decisions/assume-user.md. Null when allowed.
 */
export function assumedSessionRefusal(session: AuthSession, action: HolderOnlyAction): Issue | null {
  if (!session.assumedBy) return null;
  return {
    path: 'session',
    code: 'assumed-holder-only',
    message: `Staff assuming this account cannot ${HOLDER_ONLY_WORDS[action]}: only the account holder can. Leave the assumed user first.`,
  };
}

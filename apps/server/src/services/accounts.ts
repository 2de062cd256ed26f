import { randomUUID } from 'node:crypto';
import type { PublicUser } from '@platen/contracts';
import { passwordIssue } from '@platen/domain/access/password-policy';
import { type Db, type UserRow, usersRepository } from '@platen/db';
import { roleForLevel } from '@platen/domain/access/role-levels';
import { AppError } from '../errors/app-error.ts';
import { apiKeyHash, newApiKey } from './api-keys.ts';
import { isCommonPassword } from './common-passwords.ts';
import { admitLoginAttempt } from './login-throttle.ts';
import { hashPassword, needsRehash, token, verifyPassword } from './passwords.ts';

export const publicUser = (u: UserRow): PublicUser => ({
  id: u.id,
  email: u.email,
  name: u.name,
  company: u.company,
});

export interface NewAccountInput {
  email: string;
  password: string;
  name: string;
  company?: string | null | undefined;
  /** Staff only (seeded): R-6 role level, group and position. Registration always makes a USER. */
  roleLevel?: number;
  roleGroup?: string | null;
  position?: string | null;
}

/** role name, staff group and, while assumed, the staff member behind the session (for /auth/me). */
export const roleFields = (u: UserRow) => ({
  role: roleForLevel(u.roleLevel),
  group: u.roleGroup ?? null,
  assumedBy: u.assumedBy ?? null,
});

/**
 * Creates an account with a hashed password and a fresh API key (only its hash is stored). Null when the e-mail
 * already has an account (nothing is written). No password rule here: the seed's demo account comes this way.
 */
export async function createAccount(
  db: Db,
  input: NewAccountInput,
): Promise<{ user: UserRow; apiKey: string } | null> {
  const apiKey = newApiKey();
  const user = await usersRepository(db).insert({
    id: randomUUID(),
    email: input.email,
    name: input.name,
    company: input.company ?? null,
    passwordHash: await hashPassword(input.password),
    apiKeyHash: apiKeyHash(apiKey),
    roleLevel: input.roleLevel ?? 0,
    roleGroup: input.roleGroup ?? null,
    position: input.position ?? null,
  });
  return user ? { user, apiKey } : null;
}

/** What registration answers: the same shape whether or not the e-mail was free. */
export type Registration =
  | { created: true; user: UserRow; apiKey: string }
  | { created: false; user: UserRow; apiKey: string; existingUserId: string | null };

/**
 * POST /auth/register. The password must pass the domain's policy (ASVS 2.1) for this e-mail. An e-mail
 * that already has an account changes nothing and gets an answer shaped like a new account's (a random id and
 * key that exist nowhere), after the same password hashing, so the answer does not tell whether the e-mail is
 * registered (docs/decisions/registration-answer.md).
 */
export async function registerUser(db: Db, input: NewAccountInput): Promise<Registration> {
  const issue = passwordIssue(input.password, { email: input.email, isCommon: isCommonPassword });
  if (issue) {
    throw new AppError('validation', issue.message, {
      issues: [{ path: 'body.password', message: issue.message, code: issue.code }],
    });
  }
  const made = await createAccount(db, input);
  if (made) return { created: true, ...made };
  const existing = await usersRepository(db).byEmail(input.email);
  return {
    created: false,
    existingUserId: existing?.id ?? null,
    user: {
      id: randomUUID(),
      email: input.email.trim().toLowerCase(),
      name: input.name,
      company: input.company ?? null,
      roleLevel: 0,
    },
    apiKey: newApiKey(),
  };
}

// A hash of a random password at today's cost: verifying an unknown email costs the same as a known one.
let dummyHash: Promise<string> | null = null;

/**
 * Checks email and password; the same message whichever is wrong. A right password stored with older scrypt
 * parameters is rehashed at today's cost.
 */
export async function authenticate(db: Db, email: string, password: string): Promise<UserRow> {
  const users = usersRepository(db);
  const found = await users.credentialsByEmail(email.trim());
  dummyHash ??= hashPassword(token());
  const ok = await verifyPassword(password, found?.passwordHash ?? (await dummyHash));
  if (!found || !ok) throw new AppError('unauthorized', 'Email or password is incorrect.');
  if (found.deactivated)
    throw new AppError('forbidden', 'This account is deactivated. Ask your administrator to reactivate it.');
  if (needsRehash(found.passwordHash))
    await users.setPasswordHash(found.user.id, await hashPassword(password));
  return found.user;
}

/**
 * POST /auth/login: throttled per known device, or per account pair, account and source address, then
 * `authenticate`. Answers the user and the device cookie that marks this browser as known for the account.
 */
export async function signIn(
  db: Db,
  attempt: { email: string; password: string; sourceIp: string; deviceCookie?: string | undefined },
) {
  const admitted = await admitLoginAttempt(db, attempt);
  const user = await authenticate(db, attempt.email, attempt.password);
  return { user, deviceCookie: await admitted.succeeded() };
}

/** After a rotation the previous key keeps working this long, so integrations can be updated. */
export const API_KEY_OVERLAP_SECONDS = 24 * 3600;

/**
 * POST /auth/api-key/rotate: a new key for the user, returned this once. The previous key keeps working for
 * 24 hours, or stops at once with `expirePrevious` (a leaked key). docs/decisions/api-key-storage.md.
 */
export async function rotateApiKey(
  db: Db,
  userId: string,
  opts: { expirePrevious?: boolean | undefined } = {},
): Promise<{ apiKey: string; previousKeyUntil: string | null }> {
  const apiKey = newApiKey();
  const overlap = opts.expirePrevious ? 0 : API_KEY_OVERLAP_SECONDS;
  const users = usersRepository(db);
  if (!(await users.rotateApiKey(userId, apiKeyHash(apiKey), overlap))) {
    throw new AppError('unauthorized', 'Sign in to rotate your API key.');
  }
  const until = overlap ? await users.previousApiKeyUntil(userId) : null;
  return { apiKey, previousKeyUntil: until ? until.toISOString() : null };
}

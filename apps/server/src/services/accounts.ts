import { randomUUID } from 'node:crypto';
import type { PublicUser } from '@platen/contracts';
import { type Db, type UserRow, usersRepository } from '@platen/db';
import { AppError } from '../errors/app-error.ts';
import { hashPassword, token, verifyPassword } from './passwords.ts';

export const publicUser = (u: UserRow): PublicUser => ({
  id: u.id,
  email: u.email,
  name: u.name,
  company: u.company,
});

/** Registers a user with a hashed password and a fresh API key; a taken email is a 409. */
export async function registerUser(
  db: Db,
  input: { email: string; password: string; name: string; company?: string | null | undefined },
): Promise<UserRow> {
  const row = await usersRepository(db).insert({
    id: randomUUID(),
    email: input.email,
    name: input.name,
    company: input.company ?? null,
    passwordHash: await hashPassword(input.password),
    apiKey: token(24),
    roleLevel: 0,
  });
  if (!row) throw new AppError('conflict', 'An account with this email already exists.');
  return row;
}

// A hash of a random password: verifying an unknown email costs the same as a known one.
let dummyHash: Promise<string> | null = null;

/** Checks email and password; the same message whichever is wrong. */
export async function authenticate(db: Db, email: string, password: string): Promise<UserRow> {
  const user = await usersRepository(db).byEmail(email.trim());
  dummyHash ??= hashPassword(token());
  const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyHash));
  if (!user || !ok) throw new AppError('unauthorized', 'Email or password is incorrect.');
  return user;
}

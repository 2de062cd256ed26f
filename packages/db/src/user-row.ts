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
}

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { type Db, secretsRepository } from '@platen/db';
import { unsubscribeSigningInput } from '@platen/domain/promotions/promo-campaigns';

const KEY_NAME = 'promo-unsubscribe-key';

const mac = (key: string, userId: string) =>
  createHmac('sha256', key).update(unsubscribeSigningInput(userId)).digest('base64url');

/** The server's unsubscribe signing key (made once, shared by every process through app_secrets). */
const signingKey = (db: Db) =>
  secretsRepository(db).getOrCreate(KEY_NAME, () => randomBytes(32).toString('hex'));

/** A user's unsubscribe token: `<userId>.<HMAC-SHA256>`; it does not expire (old mails keep working). */
export async function unsubscribeToken(db: Db, userId: string): Promise<string> {
  return `${userId}.${mac(await signingKey(db), userId)}`;
}

/** The user id a token was signed for; null when the token is malformed or its signature does not match. */
export async function verifyUnsubscribeToken(db: Db, token: string): Promise<string | null> {
  const dot = token.lastIndexOf('.');
  if (dot <= 0 || token.length > 300) return null;
  const userId = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const want = Buffer.from(mac(await signingKey(db), userId));
  return given.length === want.length && timingSafeEqual(given, want) ? userId : null;
}

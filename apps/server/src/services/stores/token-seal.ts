import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { type Queryable, secretsRepository } from '@platen/db';
import type { StoreSettings } from './store-settings.ts';

/**
 * The 32-byte key of store tokens at rest: STORE_TOKEN_KEY (hashed to 32 bytes), else a random key made once
 * and kept in app_secrets (development and tests; production requires STORE_TOKEN_KEY, store-settings.ts).
 */
export async function storeTokenKey(db: Queryable, s: StoreSettings): Promise<Buffer> {
  const raw =
    s.tokenKey ??
    (await secretsRepository(db).getOrCreate('store-token-key', () => randomBytes(32).toString('hex')));
  return createHash('sha256').update(raw).digest();
}

/** AES-256-GCM: iv.tag.ciphertext, each base64url. */
export function sealToken(key: Buffer, token: string): string {
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([c.update(token, 'utf8'), c.final()]);
  return [iv, c.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

/** The token in clear; throws when the key is not the one that sealed it or the text was changed. */
export function openToken(key: Buffer, sealed: string): string {
  const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
  if (!iv || !tag || !body) throw new Error('Malformed sealed token.');
  const d = createDecipheriv('aes-256-gcm', key, iv);
  d.setAuthTag(tag);
  return Buffer.concat([d.update(body), d.final()]).toString('utf8');
}

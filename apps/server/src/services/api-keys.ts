import { createHash, randomBytes } from 'node:crypto';

/**
 * API keys: 256 random bits, URL-safe (43 characters). Only their SHA-256 is stored and looked up: a key has
 * the entropy of a secret key, so a fast hash is enough (no salt or stretching needed), and a stolen database
 * yields no usable key. The key itself is shown once, at registration and at rotation.
 */
export const newApiKey = (): string => randomBytes(32).toString('base64url');

/** The stored form of a key: lower-case hex SHA-256 of its UTF-8 bytes (what the migration computed too). */
export const apiKeyHash = (key: string): string => createHash('sha256').update(key, 'utf8').digest('hex');

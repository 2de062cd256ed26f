import { createHmac, randomBytes } from 'node:crypto';
import { signatureHeader, signedPayload } from '@platen/domain/webhooks/webhook-policy';

/** A new signing secret: `whsec_` + 32 random bytes, base64url. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/** hex HMAC-SHA256(secret, "<t>.<raw body>"). */
export const hmacHex = (secret: string, unixSeconds: number, rawBody: string) =>
  createHmac('sha256', secret).update(signedPayload(unixSeconds, rawBody)).digest('hex');

/** The `Platen-Signature` header: one v1 per secret (the current one first, the previous while it overlaps). */
export function signWebhook(secrets: readonly string[], unixSeconds: number, rawBody: string): string {
  return signatureHeader(
    unixSeconds,
    secrets.map((s) => hmacHex(s, unixSeconds, rawBody)),
  );
}

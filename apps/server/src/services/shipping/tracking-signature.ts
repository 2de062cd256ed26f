import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header carrying the signature of a tracking update. */
export const TRACKING_SIGNATURE_HEADER = 'platen-tracking-signature';

/** How old (or how far ahead) a signed update may be, in seconds: a replayed capture goes stale. */
export const SIGNATURE_TOLERANCE_S = 300;

const hmac = (secret: string, t: string, body: string) =>
  createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');

/** `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>` (docs/decisions/shipping-labels.md). */
export function signTrackingBody(secret: string, body: string, t = Math.floor(Date.now() / 1000)): string {
  return `t=${t},v1=${hmac(secret, String(t), body)}`;
}

/** Null when the header signs this exact body with the secret within the tolerance, else why not. */
export function trackingSignatureProblem(
  secret: string,
  header: string | undefined,
  body: string,
  nowS = Math.floor(Date.now() / 1000),
): string | null {
  if (!header) return `Sign the update: the ${TRACKING_SIGNATURE_HEADER} header is missing.`;
  const parts = new Map<string, string[]>();
  for (const p of header.split(',')) {
    const i = p.indexOf('=');
    if (i < 1) continue;
    const k = p.slice(0, i).trim();
    parts.set(k, [...(parts.get(k) ?? []), p.slice(i + 1).trim()]);
  }
  const t = parts.get('t')?.[0] ?? '';
  if (!/^\d{1,12}$/.test(t)) return 'The signature has no timestamp t=<unix seconds>.';
  if (Math.abs(nowS - Number(t)) > SIGNATURE_TOLERANCE_S)
    return 'The signature timestamp is too far from now; sign the update when sending it.';
  const expected = Buffer.from(hmac(secret, t, body), 'hex');
  const ok = (parts.get('v1') ?? []).some((v) => {
    if (!/^[0-9a-f]{64}$/i.test(v)) return false;
    return timingSafeEqual(Buffer.from(v, 'hex'), expected);
  });
  return ok ? null : 'The signature does not match the body.';
}

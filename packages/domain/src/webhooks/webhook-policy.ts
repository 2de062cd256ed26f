/** Retries after the first failed attempt: 1, 4, 16, 64, 256, 1024 minutes at the default base. */
export const WEBHOOK_RETRIES = 6;
/** The first retry delay unless WEBHOOK_RETRY_BASE_MS says otherwise. */
export const DEFAULT_WEBHOOK_RETRY_BASE_MS = 60_000;
/** An endpoint failing this long without a success is disabled (and its owner told). */
export const WEBHOOK_DISABLE_AFTER_MS = 3 * 24 * 60 * 60 * 1000;
/** How long the previous secret keeps signing after a rotation. */
export const WEBHOOK_SECRET_OVERLAP_MS = 24 * 60 * 60 * 1000;
/** The wildcard subscription. */
export const ALL_EVENTS = '*';

/**
 * The wait before the next attempt after `failedAttempts` failures (1 = the first try failed), or null when the
 * schedule is spent: base, then 4x the last each time.
 */
export function retryDelayMs(failedAttempts: number, baseMs = DEFAULT_WEBHOOK_RETRY_BASE_MS): number | null {
  if (failedAttempts < 1 || failedAttempts > WEBHOOK_RETRIES) return null;
  return baseMs * 4 ** (failedAttempts - 1);
}

/** True when an endpoint subscribed to `events` wants an event named `type`. */
export function wantsEvent(events: readonly string[], type: string): boolean {
  return events.includes(ALL_EVENTS) || events.includes(type);
}

/** True when an endpoint failing since `failingSince` has failed long enough to be disabled at `now`. */
export function shouldDisable(
  failingSince: string | null,
  now: string,
  windowMs = WEBHOOK_DISABLE_AFTER_MS,
): boolean {
  if (!failingSince) return false;
  return Date.parse(now) - Date.parse(failingSince) >= windowMs;
}

/** A 2xx answer is a delivery; anything else (3xx included: redirects are not followed) is a failure. */
export const isDelivered = (status: number) => status >= 200 && status < 300;

/** Why a webhook URL is refused, or null when it is acceptable: absolute http(s), no credentials, <= 2000 chars. */
export function webhookUrlProblem(url: string): string | null {
  if (url.length > 2000) return 'The URL is longer than 2000 characters.';
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return 'Enter an absolute URL, e.g. https://example.com/hooks/platen.';
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:')
    return 'The URL must start with https:// or http://.';
  if (u.username || u.password)
    return 'Put no user name or password in the URL; verify the signature instead.';
  if (u.hash) return 'The URL must not carry a #fragment.';
  return null;
}

/**
 * The `Platen-Signature` header from the unix time and the hex HMACs (the current secret's first, then the
 * previous secret's while a rotation overlaps): `t=<unix>,v1=<hex>[,v1=<hex>]`.
 */
export function signatureHeader(unixSeconds: number, hexSignatures: readonly string[]): string {
  return [`t=${unixSeconds}`, ...hexSignatures.map((s) => `v1=${s}`)].join(',');
}

/** The signed text: `<t>.<raw body>`. */
export const signedPayload = (unixSeconds: number, rawBody: string) => `${unixSeconds}.${rawBody}`;

/** The receiver's event id for an order event: stable across retries and redeliveries (deduplicate by it). */
export const orderEventId = (orderId: string, sequence: number) => `evt_${orderId}_${sequence}`;

/** An account registers at most this many endpoints; one more is refused until one is deleted. */
export const MAX_WEBHOOK_ENDPOINTS = 20;

/** The refusal of an endpoint past MAX_WEBHOOK_ENDPOINTS. */
export const TOO_MANY_WEBHOOKS = `An account can register at most ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints. Delete one you no longer use first.`;

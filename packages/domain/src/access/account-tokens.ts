/**
 * One-time links sent by e-mail. Each is single use; only its hash is stored. Reset links live one
 * hour (OWASP forgot-password guidance), invitations three days, e-mail changes one day.
 */
export const TOKEN_TTL_SECONDS = {
  reset: 3600,
  invite: 72 * 3600,
  'email-change': 24 * 3600,
  'staff-invite': 72 * 3600,
} as const;
export type AccountTokenKind = keyof typeof TOKEN_TTL_SECONDS;

/** Where each link lands (the SPA screen that reads `?token=`). */
export const TOKEN_PATHS: Record<AccountTokenKind, string> = {
  reset: '/auth/reset',
  invite: '/auth/invite',
  'email-change': '/manager/v2/settings/account/confirm-email',
  'staff-invite': '/auth/staff-invite',
};

/** What a refused link says: the same words for every kind, so a user knows what to do next. */
export const TOKEN_REFUSALS = {
  unknown: 'This link is not valid. Ask for a new one.',
  used: 'This link was already used. Ask for a new one.',
  expired: 'This link has expired. Ask for a new one.',
} as const;
export type TokenRefusal = keyof typeof TOKEN_REFUSALS;

/** Why a stored token may not be used now, or null when it may. */
export function tokenRefusal(
  token: { usedAt: Date | null; expiresAt: Date } | null,
  now: Date,
): TokenRefusal | null {
  if (!token) return 'unknown';
  if (token.usedAt) return 'used';
  if (token.expiresAt.getTime() <= now.getTime()) return 'expired';
  return null;
}

/**
 * Brute-force limits of the account routes (fixed windows, like the sign-in throttle): reset requests per
 * source address and per e-mail, reset submissions per source, TOTP codes per user.
 */
export const ACCOUNT_LIMITS = {
  forgotPerSource: { max: 10, windowSeconds: 3600 },
  forgotPerEmail: { max: 3, windowSeconds: 3600 },
  resetPerSource: { max: 10, windowSeconds: 600 },
  totpPerUser: { max: 5, windowSeconds: 300 },
  changePerUser: { max: 10, windowSeconds: 600 },
} as const;

import { FINGERPRINT_SAMPLE_NUMBER } from '../operations/operations-limits.ts';

/**
 * Fingerprint clock-in (docs/decisions/fingerprint-clock-in.md): an employee's fingerprints are WebAuthn platform
 * credentials, at most the spec's fingerprint sample number (R-9-09) live at once.
 */
export const MAX_FINGERPRINTS = FINGERPRINT_SAMPLE_NUMBER;

/** How long a fingerprint request (a WebAuthn challenge) may be answered; each is answered once. */
export const FINGERPRINT_CHALLENGE_TTL_MS = 2 * 60_000;

/** What a challenge is for: enrolling a fingerprint (a signed-in employee) or clocking in or out at a station. */
export type FingerprintPurpose = 'enrol' | 'clock';

export const FINGERPRINT_SENTENCES = {
  expired: 'This fingerprint request expired or was already used. Touch the sensor again.',
  unknown: 'This fingerprint is not enrolled. Sign in and add it under Fingerprints first.',
  removed:
    'This fingerprint was removed by a supervisor and no longer clocks in. Sign in and enrol it again.',
  notVerified: 'The fingerprint could not be verified. Touch the sensor again.',
  replayed: 'This fingerprint answer was already used. Touch the sensor again.',
  notAllowed: 'This employee may not clock in at a station.',
  notClockedIn: 'You are not clocked in.',
  duplicate: 'This fingerprint is already enrolled.',
} as const;

/** The refusal of one more fingerprint when `live` are already enrolled, or null when it may be added. */
export function enrolRefusal(live: number): string | null {
  if (live < MAX_FINGERPRINTS) return null;
  return `You already have ${MAX_FINGERPRINTS} fingerprints enrolled, the most allowed: remove one (ask a supervisor) before adding another.`;
}

/** A fingerprint's name: what the employee typed, else "Fingerprint N". */
export function fingerprintLabel(typed: string | undefined, n: number): string {
  const t = typed?.trim();
  return t ? t.slice(0, 60) : `Fingerprint ${n}`;
}

/**
 * The relying party of the fingerprints: PUBLIC_URL's host and origin, else this server on localhost at the port it
 * answers on (browsers treat localhost as a secure context; an IP address cannot be an RP ID).
 */
export function relyingParty(publicUrl: string | null | undefined, localPort: number) {
  const origin = publicUrl ? new URL(publicUrl).origin : `http://localhost:${localPort}`;
  return { rpId: new URL(origin).hostname, origin, rpName: 'Platen' };
}

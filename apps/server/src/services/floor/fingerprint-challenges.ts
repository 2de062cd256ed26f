import { type Queryable, fingerprintsRepository } from '@platen/db';
import {
  FINGERPRINT_CHALLENGE_TTL_MS,
  FINGERPRINT_SENTENCES,
  type FingerprintPurpose,
} from '@platen/domain/floor/fingerprints';
import { decodeClientDataJSON } from '@simplewebauthn/server/helpers';
import { AppError } from '../../errors/app-error.ts';

/** The relying party fingerprints are made for and answered to (domain relyingParty()). */
export interface RelyingParty {
  rpId: string;
  origin: string;
  rpName: string;
}

/** Keeps a new challenge server-side until it expires. */
export async function storeChallenge(
  db: Queryable,
  challenge: string,
  purpose: FingerprintPurpose,
  userId: string | null,
  now = new Date(),
) {
  await fingerprintsRepository(db).putChallenge({
    challenge,
    purpose,
    userId,
    expiresAt: new Date(now.getTime() + FINGERPRINT_CHALLENGE_TTL_MS).toISOString(),
  });
}

/**
 * Uses up the challenge a browser's answer signed: it must be one this server gave for this purpose (and user),
 * not expired and not answered before; 400 with the sentence otherwise. Returns the challenge to verify against.
 */
export async function takeChallenge(
  db: Queryable,
  clientDataJSON: string,
  purpose: FingerprintPurpose,
  userId: string | null,
  now = new Date(),
): Promise<string> {
  let challenge: string;
  try {
    challenge = decodeClientDataJSON(clientDataJSON).challenge;
  } catch {
    throw new AppError('bad_request', FINGERPRINT_SENTENCES.notVerified);
  }
  if (typeof challenge !== 'string' || challenge.length > 200)
    throw new AppError('bad_request', FINGERPRINT_SENTENCES.notVerified);
  const live = await fingerprintsRepository(db).takeChallenge(challenge, purpose, userId, now.toISOString());
  if (!live) throw new AppError('bad_request', FINGERPRINT_SENTENCES.expired);
  return challenge;
}

import type { WebAuthnOptions, FingerprintClockRequest, FingerprintClockResult } from '@platen/contracts';
import { type Db, type FingerprintRow, fingerprintsRepository, usersRepository } from '@platen/db';
import { can, type PermissionsFor } from '@platen/domain/access/can';
import { FINGERPRINT_SENTENCES } from '@platen/domain/floor/fingerprints';
import { stationTitle } from '@platen/domain/production/board-reasons';
import {
  type AuthenticatorTransport,
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { AppError } from '../../errors/app-error.ts';
import { accessUser } from '../access/access-user.ts';
import { type RelyingParty, storeChallenge, takeChallenge } from './fingerprint-challenges.ts';
import { clockIn, clockOut, currentShift } from './shifts.ts';

/**
 * POST /api/internal/employee/clock/options: a station screen asks for a touch. No user is named: the
 * authenticator offers the fingerprints it holds for this site (discoverable credentials), verified by the user.
 */
export async function clockOptions(db: Db, rp: RelyingParty): Promise<WebAuthnOptions> {
  const options = await generateAuthenticationOptions({
    rpID: rp.rpId,
    userVerification: 'required',
    allowCredentials: [],
  });
  await storeChallenge(db, options.challenge, 'clock', null);
  return { ...options } as WebAuthnOptions;
}

/** The enrolled, live fingerprint of an employee who may still clock in (403 with the sentence otherwise). */
async function liveFingerprint(db: Db, credentialId: string, permissionsFor: PermissionsFor) {
  const f = await fingerprintsRepository(db).byId(credentialId);
  if (!f) throw new AppError('forbidden', FINGERPRINT_SENTENCES.unknown);
  if (f.removedAt) throw new AppError('forbidden', FINGERPRINT_SENTENCES.removed);
  const employee = f.employeeLive ? await usersRepository(db).byId(f.employeeId) : null;
  if (!employee || !can(accessUser(employee), 'station.use', undefined, permissionsFor))
    throw new AppError('forbidden', FINGERPRINT_SENTENCES.notAllowed);
  return f;
}

/** Verifies the signature with the stored key and moves the signature counter on (a replay is refused). */
async function verifiedTouch(
  db: Db,
  f: FingerprintRow,
  req: FingerprintClockRequest,
  challenge: string,
  rp: RelyingParty,
) {
  const result = await verifyAuthenticationResponse({
    response: req.response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpId,
    credential: {
      id: f.credentialId,
      publicKey: isoBase64URL.toBuffer(f.publicKey),
      counter: f.counter,
      transports: f.transports as AuthenticatorTransport[],
    },
    requireUserVerification: true,
  }).catch(() => null);
  if (!result?.verified) throw new AppError('bad_request', FINGERPRINT_SENTENCES.notVerified);
  const moved = await fingerprintsRepository(db).used(
    f.credentialId,
    f.counter,
    result.authenticationInfo.newCounter,
    new Date().toISOString(),
  );
  if (!moved) throw new AppError('conflict', FINGERPRINT_SENTENCES.replayed);
}

/**
 * POST /api/internal/employee/clock: whoever's fingerprint touched clocks in at the station screen's station and
 * facility (an open shift elsewhere is closed first), or clocks out. Nobody needs to be signed in at the station.
 */
export async function clockByTouch(
  db: Db,
  req: FingerprintClockRequest,
  rp: RelyingParty,
  permissionsFor: PermissionsFor,
): Promise<FingerprintClockResult> {
  const challenge = await takeChallenge(db, req.response.response.clientDataJSON, 'clock', null);
  const f = await liveFingerprint(db, req.response.id, permissionsFor);
  await verifiedTouch(db, f, req, challenge, rp);
  const where = `${stationTitle(req.station)} (${req.facility})`;
  if (req.action === 'in') {
    const shift = await clockIn(db, f.employeeId, req.station, req.facility);
    return {
      action: 'in',
      employeeName: f.employeeName,
      shift,
      message: `${f.employeeName} clocked in at ${where}.`,
    };
  }
  if (!(await currentShift(db, f.employeeId)))
    throw new AppError('conflict', FINGERPRINT_SENTENCES.notClockedIn);
  const shift = await clockOut(db, f.employeeId);
  const at = `${stationTitle(shift.station)} (${shift.facility})`;
  return {
    action: 'out',
    employeeName: f.employeeName,
    shift,
    message: `${f.employeeName} clocked out of ${at}.`,
  };
}

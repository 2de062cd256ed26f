import type {
  WebAuthnOptions,
  EmployeeFingerprint,
  Fingerprint,
  FingerprintEnrolRequest,
  MyFingerprints,
} from '@platen/contracts';
import {
  type Db,
  type FingerprintRow,
  fingerprintsRepository,
  staffRepository,
  type UserRow,
} from '@platen/db';
import {
  enrolRefusal,
  FINGERPRINT_SENTENCES,
  fingerprintLabel,
  MAX_FINGERPRINTS,
} from '@platen/domain/floor/fingerprints';
import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { AppError, notFound } from '../../errors/app-error.ts';
import { type RelyingParty, storeChallenge, takeChallenge } from './fingerprint-challenges.ts';

const view = (f: FingerprintRow): Fingerprint => ({
  credentialId: f.credentialId,
  label: f.label,
  createdAt: f.createdAt,
  lastUsedAt: f.lastUsedAt,
});

/** GET /api/internal/employee/fingerprints: the signed-in employee's fingerprints. */
export async function myFingerprints(db: Db, me: UserRow): Promise<MyFingerprints> {
  const live = await fingerprintsRepository(db).liveOf(me.id);
  return { fingerprints: live.map(view), max: MAX_FINGERPRINTS };
}

/**
 * POST /api/internal/employee/fingerprints/options: what the browser asks the platform authenticator to make: a
 * discoverable credential (resident key) with user verification.
 */
export async function enrolOptions(db: Db, me: UserRow, rp: RelyingParty): Promise<WebAuthnOptions> {
  const live = await fingerprintsRepository(db).liveOf(me.id);
  const refusal = enrolRefusal(live.length);
  if (refusal) throw new AppError('conflict', refusal);
  const options = await generateRegistrationOptions({
    rpName: rp.rpName,
    rpID: rp.rpId,
    userName: me.email,
    // Each fingerprint is its own discoverable credential with its own (random) user handle, so one reader holds
    // several of an employee's fingerprints; the server finds the employee by the credential id.
    userDisplayName: `${me.name}, fingerprint ${live.length + 1}`,
    attestationType: 'none',
    authenticatorSelection: {
      authenticatorAttachment: 'platform',
      residentKey: 'required',
      userVerification: 'required',
    },
    supportedAlgorithmIDs: [-7, -257],
  });
  await storeChallenge(db, options.challenge, 'enrol', me.id);
  return { ...options } as WebAuthnOptions;
}

/** Checks the new credential against the challenge this server gave the employee (400 with the sentence if not). */
async function verifiedCredential(db: Db, me: UserRow, req: FingerprintEnrolRequest, rp: RelyingParty) {
  const expectedChallenge = await takeChallenge(db, req.response.response.clientDataJSON, 'enrol', me.id);
  const result = await verifyRegistrationResponse({
    response: req.response,
    expectedChallenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpId,
    requireUserVerification: true,
  }).catch(() => null);
  if (!result?.verified || !result.registrationInfo)
    throw new AppError('bad_request', FINGERPRINT_SENTENCES.notVerified);
  return result.registrationInfo.credential;
}

/** POST /api/internal/employee/fingerprints: keeps the verified credential, at most MAX_FINGERPRINTS live. */
export async function enrolFingerprint(
  db: Db,
  me: UserRow,
  req: FingerprintEnrolRequest,
  rp: RelyingParty,
): Promise<Fingerprint> {
  const credential = await verifiedCredential(db, me, req, rp);
  return db.transaction(async (tx) => {
    const prints = fingerprintsRepository(tx);
    await prints.lockEmployee(me.id);
    const live = await prints.liveOf(me.id);
    const refusal = enrolRefusal(live.length);
    if (refusal) throw new AppError('conflict', refusal);
    if (await prints.byId(credential.id)) throw new AppError('conflict', FINGERPRINT_SENTENCES.duplicate);
    await prints.add({
      credentialId: credential.id,
      employeeId: me.id,
      label: fingerprintLabel(req.label, live.length + 1),
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
    });
    return view((await prints.byId(credential.id)) as FingerprintRow);
  });
}

/** GET /api/internal/employee/fingerprints/enrolled: every employee's live fingerprints (supervisors). */
export async function enrolledFingerprints(db: Db): Promise<{ fingerprints: EmployeeFingerprint[] }> {
  const rows = await fingerprintsRepository(db).allLive();
  return {
    fingerprints: rows.map((f) => ({
      ...view(f),
      employeeId: f.employeeId,
      employeeName: f.employeeName,
      employeeEmail: f.employeeEmail,
    })),
  };
}

/** DELETE /api/internal/employee/{userId}/fingerprints/{credentialId}: a supervisor removes a lost one (audited). */
export async function removeFingerprint(db: Db, actor: UserRow, userId: string, credentialId: string) {
  const at = new Date().toISOString();
  await db.transaction(async (tx) => {
    const prints = fingerprintsRepository(tx);
    const f = await prints.byId(credentialId);
    if (!f || f.employeeId !== userId || f.removedAt) throw notFound('Fingerprint');
    await prints.remove(credentialId, actor.id, at);
    await staffRepository(tx).audit({
      actorId: actor.id,
      actorEmail: actor.email,
      targetId: f.employeeId,
      targetEmail: f.employeeEmail,
      action: 'fingerprint-removed',
      detail: { credentialId, label: f.label, enrolledAt: f.createdAt, group: f.employeeGroup },
    });
  });
}

import { FINGERPRINT_SENTENCES } from '@platen/domain/floor/fingerprints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { floorStaff, staffClient } from '../lifecycle/support.ts';
import { type Client, callAs, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';
import { softAuthenticator } from './soft-authenticator.ts';

const targets = await testTargets();
const ORIGIN = 'http://localhost:4399';
const station = { station: 'dtg', facility: 'INDY' };

describe.each(targets)('fingerprint clock-in, on $kind', (target) => {
  let t: TestApp;
  let op: Client;
  let lead: Client;
  let cs: Client;
  let buyer: Client;
  beforeAll(async () => {
    t = await openApp(target, { publicUrl: ORIGIN });
    ({ operator: op, cs } = await floorStaff(t.app));
    lead = await staffClient(t.app, 'lead@platen.test');
    buyer = await newClient(t.app, 'Fingerprint Buyer');
  });
  afterAll(async () => t?.close());
  const call = callAs(() => t.app);
  const keys = Array.from({ length: 5 }, () => softAuthenticator('localhost', ORIGIN));

  const enrolOptions = async (c: Client) => call(c, 'POST', '/api/internal/employee/fingerprints/options');
  const enrol = async (c: Client, key: (typeof keys)[number], label?: string) => {
    const options = (await enrolOptions(c)).json();
    return call(c, 'POST', '/api/internal/employee/fingerprints', { label, response: key.register(options) });
  };
  /** A touch at the station screen: nobody signed in (or `who` signed in at the station). */
  const touch = async (key: (typeof keys)[number], action: 'in' | 'out', who?: Client) => {
    const headers = who?.headers() ?? {};
    const options = (
      await t.app.inject({ method: 'POST', url: '/api/internal/employee/clock/options', headers })
    ).json();
    const payload = { action, ...station, response: key.assert(options) };
    const res = await t.app.inject({ method: 'POST', url: '/api/internal/employee/clock', headers, payload });
    return { res, payload };
  };

  it('R-9-09 an employee enrols up to 4 fingerprints (discoverable, user verified); the 5th is refused with a sentence', async () => {
    const options = (await enrolOptions(op)).json();
    expect(options.rp.id).toBe('localhost');
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    for (const [i, key] of keys.slice(0, 3).entries()) {
      const res = await enrol(op, key, i === 0 ? 'Left thumb' : undefined);
      expect(res.statusCode, res.body).toBe(201);
    }
    // Two enrolments started at 3: the first makes 4, the second is refused (nothing is added).
    const [a, b] = [(await enrolOptions(op)).json(), (await enrolOptions(op)).json()];
    const fourth = await call(op, 'POST', '/api/internal/employee/fingerprints', {
      response: keys[3]!.register(a),
    });
    expect(fourth.statusCode, fourth.body).toBe(201);
    const fifth = await call(op, 'POST', '/api/internal/employee/fingerprints', {
      response: keys[4]!.register(b),
    });
    expect(fifth.statusCode).toBe(409);
    expect(fifth.json().message).toMatch(/already have 4 fingerprints enrolled/);
    expect((await enrolOptions(op)).statusCode).toBe(409);
    const mine = (await call(op, 'GET', '/api/internal/employee/fingerprints')).json();
    expect(mine.max).toBe(4);
    expect(mine.fingerprints.map((f: { label: string }) => f.label)).toEqual([
      'Left thumb',
      'Fingerprint 2',
      'Fingerprint 3',
      'Fingerprint 4',
    ]);
  });

  it('clocks the employee in and out at the station by touch with nobody signed in; a replayed answer is refused', async () => {
    const { res, payload } = await touch(keys[0]!, 'in');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      action: 'in',
      employeeName: 'Otto Operator',
      shift: { station: 'dtg', facility: 'INDY' },
    });
    const current = (await call(op, 'GET', '/api/internal/shifts/current')).json();
    expect(current.shift).toMatchObject({ station: 'dtg', facility: 'INDY', endedAt: null });
    // The same signed answer again: its challenge was used up.
    const replay = await t.app.inject({ method: 'POST', url: '/api/internal/employee/clock', payload });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(FINGERPRINT_SENTENCES.expired);
    // Another user is signed in at the station: the touch still clocks the fingerprint's owner out.
    const out = await touch(keys[1]!, 'out', lead);
    expect(out.res.statusCode, out.res.body).toBe(200);
    expect(out.res.json()).toMatchObject({ action: 'out', employeeName: 'Otto Operator' });
    expect((await call(op, 'GET', '/api/internal/shifts/current')).json().shift).toBeNull();
    const again = await touch(keys[1]!, 'out');
    expect(again.res.statusCode).toBe(409);
    expect(again.res.json().message).toBe(FINGERPRINT_SENTENCES.notClockedIn);
    // A challenge past its expiry is refused (and clocks nobody in).
    const late = (await t.app.inject({ method: 'POST', url: '/api/internal/employee/clock/options' })).json();
    await t.db.query(
      "UPDATE webauthn_challenges SET expires_at = now() - interval '1 second' WHERE challenge = $1",
      [late.challenge],
    );
    const expired = await t.app.inject({
      method: 'POST',
      url: '/api/internal/employee/clock',
      payload: { action: 'in', ...station, response: keys[0]!.assert(late) },
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(FINGERPRINT_SENTENCES.expired);
    expect((await call(op, 'GET', '/api/internal/shifts/current')).json().shift).toBeNull();
    // An unknown fingerprint is refused.
    const stranger = softAuthenticator('localhost', ORIGIN);
    const unknown = await touch(stranger, 'in');
    expect(unknown.res.statusCode).toBe(403);
    expect(unknown.res.json().message).toBe(FINGERPRINT_SENTENCES.unknown);
  });

  it('only a supervisor (shifts.manage) sees and removes a fingerprint; the removal is audited and the fingerprint no longer clocks in', async () => {
    const listed = await call(lead, 'GET', '/api/internal/employee/fingerprints/enrolled');
    expect(listed.statusCode).toBe(200);
    const lost = (
      listed.json().fingerprints as { credentialId: string; employeeId: string; label: string }[]
    ).find((f) => f.credentialId === keys[2]!.id);
    expect(lost?.employeeId).toBe(op.userId);
    const url = `/api/internal/employee/${op.userId}/fingerprints/${keys[2]!.id}`;
    expect((await call(op, 'GET', '/api/internal/employee/fingerprints/enrolled')).statusCode).toBe(403);
    for (const who of [buyer, op, cs]) expect((await call(who, 'DELETE', url)).statusCode).toBe(403);
    expect((await call(op, 'GET', '/api/internal/employee/fingerprints')).json().fingerprints).toHaveLength(
      4,
    );
    expect((await call(lead, 'DELETE', url)).statusCode).toBe(204);
    expect((await call(lead, 'DELETE', url)).statusCode).toBe(404);
    const audit = await t.db.query<{ action: string; actor_email: string; detail: { credentialId: string } }>(
      "SELECT action, actor_email, detail FROM staff_audit_events WHERE action = 'fingerprint-removed'",
    );
    expect(audit.rows.map((r) => [r.actor_email, r.detail.credentialId])).toEqual([
      ['lead@platen.test', keys[2]!.id],
    ]);
    const removed = await touch(keys[2]!, 'in');
    expect(removed.res.statusCode).toBe(403);
    expect(removed.res.json().message).toBe(FINGERPRINT_SENTENCES.removed);
    expect((await call(op, 'GET', '/api/internal/shifts/current')).json().shift).toBeNull();
    // With one removed, a fourth may be enrolled again.
    expect((await enrol(op, keys[4]!)).statusCode).toBe(201);
  });
});

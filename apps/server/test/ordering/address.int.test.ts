import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';
import { ADDRESS } from './support.ts';

const targets = await testTargets();

describe.each(targets)('order2 addresses on $kind', (target) => {
  let t: TestApp;
  let a: Client;
  let b: Client;
  beforeAll(async () => {
    t = await openApp(target);
    a = await newClient(t.app, 'Buyer A');
    b = await newClient(t.app, 'Buyer B');
  });
  afterAll(async () => t?.close());

  const validate = (payload: object, c = a) =>
    t.app.inject({ method: 'POST', url: '/api/order2/address/validation', headers: c.headers(), payload });

  it('O-7-14 / O-5-69 a correct address (any case) -> 200 with no suggestion and no issues', async () => {
    const r = await validate({ ...ADDRESS, city: 'OAKLAND' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({});
  });

  it('O-5-68 a wrong state for the zip and city -> the corrected address as a suggestion (zipcodes data)', async () => {
    const r = await validate({ ...ADDRESS, state: 'NV' });
    expect(r.json().address).toMatchObject({ ...ADDRESS, state: 'CA' });
    const real = await validate({
      ...ADDRESS,
      address1: '350 5th Ave',
      city: 'New York',
      state: 'NJ',
      zip: '10118',
    });
    expect(real.json().address.state).toBe('NY');
  });

  it('O-5-70 a zip that belongs elsewhere -> issues with type and message; PO boxes and bad zips are issues', async () => {
    const r = await validate({ ...ADDRESS, city: 'Boston', state: 'MA' });
    expect(r.json().address).toBeUndefined();
    expect(r.json().issues[0]).toEqual({ type: 'zip', message: 'The zip code does not match the address.' });
    const box = await validate({ ...ADDRESS, address1: 'PO Box 7' });
    expect(box.json().issues.map((i: { type: string }) => i.type)).toEqual(['address1']);
    const unknown = await validate({ ...ADDRESS, zip: '00000' });
    expect(unknown.json().issues[0].type).toBe('zip');
  });

  it('bad bodies are 400 with a message', async () => {
    for (const payload of [{ zip: 12345 }, { nope: 1 }, { city: 'x'.repeat(5000) }]) {
      const r = await validate(payload);
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toBeTruthy();
    }
  });

  it('O-7-13 / O-5-71 save -> 201 {address, existing}; an equal entry ignoring name counts as existing', async () => {
    const save = (payload: object, c = a, userId = a.userId) =>
      t.app.inject({
        method: 'POST',
        url: `/api/order2/address/save/${userId}`,
        headers: c.headers(),
        payload,
      });
    const first = await save(ADDRESS);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ existing: false, address: ADDRESS });
    const again = await save({ ...ADDRESS, name: 'Someone Else', city: 'oakland', zip: '94607 ' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ existing: true, id: first.json().id, address: ADDRESS });
    const other = await save({ ...ADDRESS, address1: '2 Main St' });
    expect(other.json().existing).toBe(false);
    const book = await t.app.inject({
      method: 'GET',
      url: `/api/order2/address/${a.userId}`,
      headers: a.headers(),
    });
    expect(book.json().addresses.map((x: { address: { address1: string } }) => x.address.address1)).toEqual([
      '1 Main St',
      '2 Main St',
    ]);
    // Another user's address book: 403 to write, 404 to read; nothing changes.
    expect((await save(ADDRESS, b, a.userId)).statusCode).toBe(403);
    const peek = await t.app.inject({
      method: 'GET',
      url: `/api/order2/address/${a.userId}`,
      headers: b.headers(),
    });
    expect(peek.statusCode).toBe(404);
    const count = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM addresses');
    expect(count.rows[0]?.n).toBe(2);
  });

  it('R7 address validation is rate limited: 429 with retry-after', async () => {
    const c = await newClient(t.app, 'Busy Buyer');
    let last = 0;
    let retry: string | undefined;
    for (let i = 0; i < 65; i++) {
      const r = await validate(ADDRESS, c);
      last = r.statusCode;
      retry = r.headers['retry-after'] as string | undefined;
      if (last === 429) break;
    }
    expect(last).toBe(429);
    expect(Number(retry)).toBeGreaterThan(0);
  });
});

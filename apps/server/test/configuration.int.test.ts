import { CARD_PAYMENT_API_VERSION, InitialStateSchema } from '@platen/contracts';
import { RASTER_FORMATS, VECTOR_FORMATS } from '@platen/domain/design/artwork-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { ARTWORK_LIMITS } from '../src/services/artwork/artwork-service.ts';
import { multipart } from './print/print-support.ts';
import { newClient, openApp, type TestApp, testTargets } from './support/harness.ts';

const targets = await testTargets();

/** The state embedded in a page of the SPA. */
async function embedded(t: TestApp, cookie?: string) {
  const res = await t.app.inject({ method: 'GET', url: '/order/v2', headers: cookie ? { cookie } : {} });
  expect(res.statusCode).toBe(200);
  const m = /<script id="initial-state" type="application\/json">(.*?)<\/script>/s.exec(res.body);
  const state = JSON.parse(m![1]!);
  expect(InitialStateSchema.safeParse(state).success).toBe(true);
  return state;
}

describe.each(targets)('embedded configuration on $kind', (target) => {
  let t: TestApp;
  let keyed: TestApp;
  beforeAll(async () => {
    t = await openApp(target);
    keyed = await openApp(target, { cardPaymentPublicKey: 'pk_test_51Platen' });
  });
  afterAll(async () => {
    await t?.close();
    await keyed?.close();
  });

  it('R-7-26 the upload policy is the artwork service’s real limits, signed in or not', async () => {
    const expected = {
      maxBytes: ARTWORK_LIMITS.maxBytes,
      maxPixels: ARTWORK_LIMITS.maxPixels,
      formats: [...RASTER_FORMATS, ...VECTOR_FORMATS],
    };
    expect((await embedded(t)).configuration.uploadPolicy).toEqual(expected);
    const c = await newClient(t.app);
    expect((await embedded(t, c.cookie)).configuration.uploadPolicy).toEqual(expected);
    // The policy is the one enforced: a file one byte over maxBytes is refused 413.
    const body = multipart({ bytes: Buffer.alloc(expected.maxBytes + 1, 0x20), filename: 'big.svg' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/print/v3/artwork',
      headers: { ...c.basic(), 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(413);
  });

  it('R-7-27 the card-payment public key comes from CARD_PAYMENT_PUBLIC_KEY; null when unset', async () => {
    expect((await embedded(t)).configuration.cardPayment.publicKey).toBeNull();
    expect((await embedded(keyed)).configuration.cardPayment.publicKey).toBe('pk_test_51Platen');
    expect(loadConfig({ CARD_PAYMENT_PUBLIC_KEY: ' pk_live_x ' }).cardPaymentPublicKey).toBe('pk_live_x');
    expect(loadConfig({ CARD_PAYMENT_PUBLIC_KEY: '' }).cardPaymentPublicKey).toBeNull();
    expect(loadConfig({}).cardPaymentPublicKey).toBeNull();
  });

  it('R-7-28 the card-payment API version is 2019-02-11', async () => {
    expect(CARD_PAYMENT_API_VERSION).toBe('2019-02-11');
    expect((await embedded(t)).configuration.cardPayment.apiVersion).toBe('2019-02-11');
    expect((await embedded(keyed)).configuration.cardPayment.apiVersion).toBe('2019-02-11');
  });
});

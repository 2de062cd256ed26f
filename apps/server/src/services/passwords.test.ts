import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  limitConcurrency,
  needsRehash,
  passwordParams,
  SCRYPT_PARAMS,
  verifyPassword,
} from './passwords.ts';

describe('password hashing (#13.8)', () => {
  it('#13.8 hashes at scrypt N=2^17, r=8, p=1 and verifies; older parameters still verify and need a rehash', async () => {
    expect(SCRYPT_PARAMS).toEqual({ N: 131072, r: 8, p: 1 });
    const h = await hashPassword('correct horse battery');
    expect(h).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword('correct horse battery', h)).toBe(true);
    expect(await verifyPassword('correct horse batterz', h)).toBe(false);
    expect(needsRehash(h)).toBe(false);
    const old = await hashPassword('correct horse battery', { N: 16384, r: 8, p: 1 });
    expect(await verifyPassword('correct horse battery', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
  }, 60_000); // four full-cost hashes: ~1.4 s on an idle core, far more while the unit suite runs beside it

  it('#13.8 the cheap test cost needs NODE_ENV=test and the explicit knob: production ignores the knob', () => {
    expect(passwordParams({ NODE_ENV: 'production', PLATEN_TEST_FAST_SCRYPT: '1' })).toEqual(SCRYPT_PARAMS);
    expect(passwordParams({ PLATEN_TEST_FAST_SCRYPT: '1' })).toEqual(SCRYPT_PARAMS);
    expect(passwordParams({ NODE_ENV: 'test' })).toEqual(SCRYPT_PARAMS);
    expect(passwordParams({ NODE_ENV: 'test', PLATEN_TEST_FAST_SCRYPT: '1' }).N).toBe(2 ** 12);
  });

  it('#13.8 a stored hash with absurd parameters is refused, not tried', async () => {
    expect(await verifyPassword('x', 'scrypt$1073741824$8$1$c2FsdA==$a2V5')).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$whatever')).toBe(false);
  });

  it('#13.8 at most two hashes run at once; the rest wait their turn', async () => {
    let active = 0;
    let peak = 0;
    const releases: (() => void)[] = [];
    const work = limitConcurrency(2, async (i: number) => {
      active++;
      peak = Math.max(peak, active);
      await new Promise<void>((r) => releases.push(r));
      active--;
      return i;
    });
    const all = Promise.all([1, 2, 3, 4, 5].map((i) => work(i)));
    for (let k = 0; k < 5; k++) {
      await new Promise((r) => setTimeout(r, 5));
      releases.shift()?.();
    }
    expect(await all).toEqual([1, 2, 3, 4, 5]);
    expect(peak).toBe(2);
  });
});

import { describe, expect, it } from 'vitest';
import { TOKEN_TTL_SECONDS, tokenRefusal } from './account-tokens.ts';

const now = new Date('2026-11-24T12:00:00Z');
describe('one-time account links', () => {
  it('a reset link lives one hour', () => expect(TOKEN_TTL_SECONDS.reset).toBe(3600));
  it('refuses unknown, used and expired tokens, each with its reason', () => {
    expect(tokenRefusal(null, now)).toBe('unknown');
    expect(tokenRefusal({ usedAt: now, expiresAt: new Date('2026-11-24T13:00:00Z') }, now)).toBe('used');
    expect(tokenRefusal({ usedAt: null, expiresAt: now }, now)).toBe('expired');
    expect(tokenRefusal({ usedAt: null, expiresAt: new Date('2026-11-24T12:00:01Z') }, now)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { BLACKLIST_KEYWORD_LEVELS, highestBlacklistLevel } from './blacklist-keyword-levels.ts';

describe('blacklist keyword levels', () => {
  it('R-3-68 Blacklist keyword levels: IGNORED, MEDIUM, HIGH', () => {
    expect(BLACKLIST_KEYWORD_LEVELS).toEqual(['IGNORED', 'MEDIUM', 'HIGH']);
    expect(highestBlacklistLevel([])).toBe('IGNORED');
    expect(highestBlacklistLevel(['MEDIUM', 'HIGH', 'IGNORED'])).toBe('HIGH');
  });
});

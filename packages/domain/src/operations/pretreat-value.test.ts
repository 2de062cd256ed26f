import { describe, expect, it } from 'vitest';
import { PRETREAT_DELETE_VALUE, PRETREAT_MAX, PRETREAT_MIN, pretreatChange } from './pretreat-value.ts';

describe('pretreat manager value', () => {
  it('R-5-56 Pretreat manager value minimum 5', () => {
    expect(PRETREAT_MIN).toBe(5);
    expect(pretreatChange(5)).toEqual({ ok: true, value: { action: 'set', value: 5 } });
    expect(pretreatChange(4.9).ok).toBe(false);
    expect(pretreatChange(1).ok).toBe(false);
  });
  it('R-5-57 Pretreat manager value maximum 100', () => {
    expect(PRETREAT_MAX).toBe(100);
    expect(pretreatChange(100).ok).toBe(true);
    expect(pretreatChange(101).ok).toBe(false);
    expect(pretreatChange(40.5).ok).toBe(false);
    expect(pretreatChange(Number.NaN).ok).toBe(false);
  });
  it('R-5-58 Pretreat manager delete value 0', () => {
    expect(PRETREAT_DELETE_VALUE).toBe(0);
    expect(pretreatChange(0)).toEqual({ ok: true, value: { action: 'delete' } });
  });
});

import { describe, expect, it } from 'vitest';
import { dtgBatches } from './dtg-batches.ts';

const waiting = (n: number, since = '2026-11-24T10:00:00Z') =>
  Array.from({ length: n }, (_, i) => ({ code: `1-1-${i + 1}`, waitingSince: since }));

describe('DTG batches', () => {
  it('R-9-02 DTG work runs in batches of at most 72; the remainder waits for the cut-off', () => {
    const r = dtgBatches(waiting(150), '2026-11-24T10:10:00Z');
    expect(r.batches.map((b) => [b.codes.length, b.full])).toEqual([
      [72, true],
      [72, true],
    ]);
    expect(r.held).toHaveLength(6);
  });

  it('the cut-off releases a part batch once its oldest unit has waited long enough', () => {
    const r = dtgBatches(waiting(6), '2026-11-24T11:00:00Z');
    expect(r.batches).toEqual([{ codes: waiting(6).map((u) => u.code), full: false }]);
    expect(r.held).toEqual([]);
  });

  it('the day cut-off releases whatever waits', () => {
    expect(dtgBatches(waiting(3), '2026-11-24T10:01:00Z', { dayCutoffPassed: true }).batches[0]?.full).toBe(
      false,
    );
  });
});

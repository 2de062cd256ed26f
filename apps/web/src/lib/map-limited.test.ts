import { describe, expect, it } from 'vitest';
import { mapLimited } from './map-limited.ts';

describe('mapLimited', () => {
  it('keeps at most n calls in flight and answers in input order, failures included', async () => {
    let inFlight = 0;
    let max = 0;
    const out = await mapLimited([5, 1, 4, 2, 3, 0], 2, async (n) => {
      inFlight++;
      max = Math.max(max, inFlight);
      await new Promise((r) => setTimeout(r, n));
      inFlight--;
      if (n === 4) throw new Error('four');
      return n * 10;
    });
    expect(max).toBe(2);
    expect(out.map((r) => (r.status === 'fulfilled' ? r.value : 'x'))).toEqual([50, 10, 'x', 20, 30, 0]);
    expect(await mapLimited([], 25, async () => 1)).toEqual([]);
  });
  it('stops starting calls once aborted', async () => {
    const ctl = new AbortController();
    const started: number[] = [];
    const run = mapLimited(
      [1, 2, 3, 4],
      1,
      async (n) => {
        started.push(n);
        if (n === 2) ctl.abort();
        return n;
      },
      ctl.signal,
    );
    await expect(run).rejects.toBeDefined();
    expect(started).toEqual([1, 2]);
  });
});

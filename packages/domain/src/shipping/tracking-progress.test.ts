import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextTrackingStatus, TRACKING_STATUSES, type TrackingStatus } from './tracking-progress.ts';

const rank = (s: TrackingStatus) =>
  ({ 'label-created': 0, 'in-transit': 1, exception: 1, 'out-for-delivery': 2, delivered: 3, returned: 3 })[
    s
  ];

describe('#18.3 tracking updates never move a parcel backwards', () => {
  it('a late "in transit" after "delivered" does not change the status', () => {
    const r = nextTrackingStatus(
      { status: 'delivered', at: '2026-11-20T10:00:00Z' },
      { status: 'in-transit', at: '2026-11-19T08:00:00Z' },
    );
    expect(r).toEqual({ status: 'delivered', changed: false });
  });
  it('moves forward, and sideways between in-transit and exception only for a newer scan', () => {
    expect(
      nextTrackingStatus({ status: 'label-created', at: null }, { status: 'in-transit', at: 't1' }).status,
    ).toBe('in-transit');
    expect(
      nextTrackingStatus(
        { status: 'in-transit', at: '2026-11-19T08:00:00Z' },
        { status: 'exception', at: '2026-11-19T09:00:00Z' },
      ).status,
    ).toBe('exception');
    expect(
      nextTrackingStatus(
        { status: 'exception', at: '2026-11-19T09:00:00Z' },
        { status: 'in-transit', at: '2026-11-19T07:00:00Z' },
      ).changed,
    ).toBe(false);
  });
  it('any order of any updates: the rank never decreases and ends at the highest rank seen', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            status: fc.constantFrom(...TRACKING_STATUSES),
            at: fc.integer({ min: 0, max: 1e6 }).map((n) => new Date(1.7e12 + n * 1000).toISOString()),
          }),
          { maxLength: 30 },
        ),
        (updates) => {
          let cur: { status: TrackingStatus; at: string | null } = { status: 'label-created', at: null };
          for (const u of updates) {
            const next = nextTrackingStatus(cur, u);
            expect(rank(next.status)).toBeGreaterThanOrEqual(rank(cur.status));
            if (next.changed) cur = { status: next.status, at: u.at };
          }
          const best = Math.max(0, ...updates.map((u) => rank(u.status)));
          expect(rank(cur.status)).toBe(best);
        },
      ),
    );
  });
});

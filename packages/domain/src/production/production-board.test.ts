import { describe, expect, it } from 'vitest';
import {
  BOARD_THRESHOLDS,
  type BoardUnit,
  facilityDay,
  productionBoard,
  stuckReason,
} from './production-board.ts';

const now = '2026-11-24T18:00:00Z';
const hoursAgo = (h: number) => new Date(Date.parse(now) - h * 3_600_000).toISOString();
const unit = (over: Partial<BoardUnit>): BoardUnit => ({
  barcode: '1000-1-1',
  orderId: 'o1',
  station: 'pretreat',
  printType: 'dtg',
  milestone: 'CART_LOADED',
  milestoneAt: hoursAgo(1),
  blockedBy: null,
  ...over,
});

describe('production board (R-4-34)', () => {
  it('R-4-34 the thresholds hold every non-final milestone of every timeline', () => {
    expect(BOARD_THRESHOLDS.find((t) => t.printType === 'dtg' && t.milestone === 'PRETREAT')).toMatchObject({
      maxHours: 72,
      avgHours: 2,
    });
    expect(BOARD_THRESHOLDS.some((t) => t.milestone === 'SHIPPED')).toBe(false);
  });

  it('R-4-34 a unit past its max is late, past the average behind, at an alert milestone alert, each with its reason', () => {
    const late = stuckReason(unit({ milestone: 'PRETREAT', milestoneAt: hoursAgo(80) }), now);
    expect(late).toMatchObject({ state: 'late', hours: 80 });
    expect(late?.reason).toBe(
      'Waiting at pretreat for 3 d 8 h since it was pretreated: over the 3 d limit (usually 2 h).',
    );
    expect(stuckReason(unit({ milestone: 'PRETREAT', milestoneAt: hoursAgo(3) }), now)?.state).toBe(
      'behind-average',
    );
    expect(stuckReason(unit({ milestone: 'RIP_ISSUE', milestoneAt: hoursAgo(1) }), now)?.state).toBe('alert');
    expect(stuckReason(unit({ milestone: 'PRETREAT', milestoneAt: hoursAgo(1) }), now)).toBeNull();
  });

  it('a unit waiting on blanks is flagged with what it waits on', () => {
    const s = stuckReason(unit({ blockedBy: 'waiting for blanks (blank order 12)' }), now);
    expect(s).toMatchObject({ state: 'blocked' });
    expect(s?.reason).toBe('Held at pretreat for 1 h: waiting for blanks (blank order 12).');
  });

  it('sums the groups per station in floor order and lists stuck units most urgent first', () => {
    const b = productionBoard({
      facility: 'INDY',
      now,
      stationOrder: ['pull', 'pretreat', 'qc'],
      groups: [
        { station: 'qc', milestone: 'PRINT', units: 4, late: 1, behind: 2, alert: 0, blocked: 0 },
        { station: 'pretreat', milestone: 'CART_LOADED', units: 3, late: 0, behind: 1, alert: 0, blocked: 1 },
        { station: 'pretreat', milestone: 'RIP_ISSUE', units: 1, late: 0, behind: 0, alert: 1, blocked: 0 },
      ],
      candidates: [
        unit({ barcode: 'b', milestone: 'PRETREAT', milestoneAt: hoursAgo(3) }),
        unit({ barcode: 'a', milestone: 'PRETREAT', milestoneAt: hoursAgo(90) }),
        unit({ barcode: 'c', milestone: 'RIP_ISSUE', milestoneAt: hoursAgo(2) }),
        unit({ barcode: 'd' }),
      ],
      dueToday: 5,
      printersOut: [],
    });
    expect(b.stations.map((s) => [s.station, s.units])).toEqual([
      ['pretreat', 4],
      ['qc', 4],
    ]);
    expect(b.totals).toEqual({ open: 8, late: 1, behindAverage: 3, alert: 1, blocked: 1, dueToday: 5 });
    expect(b.milestones[0]).toEqual({ milestone: 'PRINT', units: 4 });
    expect(b.stuck.map((s) => s.barcode)).toEqual(['c', 'a', 'b']);
  });
});

describe('facilityDay', () => {
  it('is the calendar day in the facility time zone', () => {
    expect(facilityDay('2026-11-25T05:00:00Z', 'America/Los_Angeles')).toBe('2026-11-24');
    expect(facilityDay('2026-11-25T05:00:00Z', 'America/New_York')).toBe('2026-11-25');
  });
});

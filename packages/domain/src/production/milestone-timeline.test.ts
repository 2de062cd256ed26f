import { describe, expect, it } from 'vitest';
import { itemHealth, milestoneTimeline } from './milestone-timeline.ts';

const entered = '2024-07-01T10:00:00Z';
const after = (hours: number) => new Date(Date.parse(entered) + hours * 3_600_000);

describe('item milestone timeline', () => {
  it('R-4-07 R-4-34 a DTG item at PRINT: earlier steps done (the occasional ones it skipped marked so), PRINT current with its health, later upcoming', () => {
    const t = milestoneTimeline(
      'dtg',
      'PRINT',
      { IMPORTED: '2024-06-28T10:00:00Z', PRINT: entered },
      after(2),
    );
    expect(t.map((s) => [s.milestone, s.state])).toEqual([
      ['IMPORTED', 'done'],
      ['REJECTION', 'skipped'],
      ['BLANK_ORDERED', 'done'],
      ['RECEIVED', 'done'],
      ['CART_LOADED', 'done'],
      ['RIP_ISSUE', 'skipped'],
      ['PRETREAT', 'done'],
      ['PRINT', 'current'],
      ['QC', 'upcoming'],
      ['STORED', 'upcoming'],
      ['SHIPPED', 'upcoming'],
    ]);
    const print = t.find((s) => s.milestone === 'PRINT');
    expect(print).toMatchObject({ enteredAt: entered, health: 'behind-average', maxHours: 72, avgHours: 1 });
    expect(t[0]?.enteredAt).toBe('2024-06-28T10:00:00Z');
  });

  it('R-4-34 health words: on-track, behind-average, late, alert (an alert milestone reached), final', () => {
    expect(itemHealth('dtg', 'PRINT', entered, after(0.5)).health).toBe('on-track');
    expect(itemHealth('dtg', 'PRINT', entered, after(2)).health).toBe('behind-average');
    expect(itemHealth('dtg', 'PRINT', entered, after(73))).toEqual({
      health: 'late',
      reason: 'PRINT exceeded its 72 h maximum (73 h elapsed).',
    });
    expect(itemHealth('dtg', 'RIP_ISSUE', entered, after(1)).health).toBe('alert');
    expect(itemHealth('dtg', 'RIP_ISSUE', entered, after(121)).health).toBe('late');
    expect(itemHealth('mug', 'SHIPPED', entered, after(500)).health).toBe('final');
  });

  it('R-4-07 before production starts every milestone is upcoming', () => {
    const t = milestoneTimeline('screenprint', null, {}, after(0));
    expect(t.map((s) => s.state)).toEqual(['upcoming', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
  });
});

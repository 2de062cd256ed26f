import { describe, expect, it } from 'vitest';
import { boardReason, formatDuration, milestoneTitle, stationName, stationTitle } from './board-reasons.ts';
import { milestoneHealth } from './milestone-health.ts';

const now = '2026-11-24T18:00:00Z';
const hoursAgo = (h: number) => new Date(Date.parse(now) - h * 3_600_000).toISOString();

describe('board reasons (#18: why a unit is stuck, for people)', () => {
  it('formats durations as people say them', () => {
    expect(formatDuration(0)).toBe('0 min');
    expect(formatDuration(40 / 60)).toBe('40 min');
    expect(formatDuration(3 + 10 / 60)).toBe('3 h 10 min');
    expect(formatDuration(2)).toBe('2 h');
    expect(formatDuration(72)).toBe('3 d');
    expect(formatDuration(100)).toBe('4 d 4 h');
  });

  it('names stations as the floor does, never by key', () => {
    expect(stationName('qc')).toBe('QC');
    expect(stationName('dtg')).toBe('DTG');
    expect(stationName('mug')).toBe('mug press');
  });

  it('R-4-34 late: where, how long, since which step, against the limit and the usual time', () => {
    const h = milestoneHealth('dtg', 'PRINT', hoursAgo(100), now);
    expect(boardReason('late', { station: 'qc', milestone: 'PRINT', blockedBy: null }, h)).toBe(
      'Waiting at QC for 4 d 4 h since it was printed: over the 3 d limit (usually 1 h).',
    );
  });

  it('R-4-34 behind the average: how long against the usual time', () => {
    const h = milestoneHealth('dtg', 'PRETREAT', hoursAgo(3 + 10 / 60), now);
    expect(boardReason('behind-average', { station: 'dtg', milestone: 'PRETREAT', blockedBy: null }, h)).toBe(
      'Waiting at DTG for 3 h 10 min since it was pretreated (usually 2 h).',
    );
  });

  it('R-4-34 alert: what happened, how long ago, and that a lead must look', () => {
    const h = milestoneHealth('dtg', 'RIP_ISSUE', hoursAgo(2 + 5 / 60), now);
    expect(boardReason('alert', { station: 'dtg', milestone: 'RIP_ISSUE', blockedBy: null }, h)).toBe(
      'The RIP reported an issue 2 h 5 min ago; waiting at DTG for a lead to look at it.',
    );
  });

  it('blocked: what the unit waits on, with or without a clock', () => {
    expect(
      boardReason(
        'blocked',
        { station: 'pick', milestone: null, blockedBy: 'Waiting for blanks (blank order 12).' },
        null,
      ),
    ).toBe('Held at pick: waiting for blanks (blank order 12).');
  });
});

describe('board names', () => {
  it('#18 stations and milestones read as people name them, never as keys', () => {
    expect(stationTitle('pull')).toBe('Pull');
    expect(stationTitle('qc')).toBe('QC');
    expect(stationTitle('mug')).toBe('Mug press');
    expect(milestoneTitle('BLANK_ORDERED')).toBe('Blank ordered');
    expect(milestoneTitle('STORED')).toBe('In its bin');
    expect(milestoneTitle('SOMETHING_NEW')).toBe('SOMETHING_NEW');
  });
});

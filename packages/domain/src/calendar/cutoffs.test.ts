import { describe, expect, it } from 'vitest';
import { CUTOFFS, effectiveStartDay, isAfterCutoff } from './cutoffs.ts';

describe('cutoffs', () => {
  it('O-9-11 / R-9-98 blanks cutoff 12:00 Los Angeles time', () => {
    expect(CUTOFFS.blanks).toBe('12:00');
    expect(effectiveStartDay('2024-07-08T12:00', 'blanks')).toBe('2024-07-08');
    expect(effectiveStartDay('2024-07-08T12:01', 'blanks')).toBe('2024-07-09');
  });

  it('O-9-12 / R-9-99 order cutoff 9:00 Los Angeles time', () => {
    expect(CUTOFFS.order).toBe('09:00');
    expect(effectiveStartDay('2024-07-08T08:59', 'order')).toBe('2024-07-08');
    // 16:30Z is 09:30 in Los Angeles (PDT): after the cutoff although it is "morning" nowhere near UTC 09:00.
    expect(effectiveStartDay('2024-07-08T16:30:00Z', 'order')).toBe('2024-07-09');
    expect(effectiveStartDay('2024-07-08T15:59:00Z', 'order')).toBe('2024-07-08');
  });

  it('O-9-13 / R-9-100 approval cutoff 11:30 Los Angeles time', () => {
    expect(CUTOFFS.approval).toBe('11:30');
    expect(effectiveStartDay('2024-07-08T11:29:59', 'approval')).toBe('2024-07-08');
    expect(effectiveStartDay('2024-07-08T11:31', 'approval')).toBe('2024-07-09');
  });

  it('O-9-14 / R-9-101 SLA due cutoff 13:00 Los Angeles time', () => {
    expect(CUTOFFS.slaDue).toBe('13:00');
    expect(effectiveStartDay('2024-07-08T13:00', 'slaDue')).toBe('2024-07-08');
    expect(effectiveStartDay('2024-07-08T13:00:01', 'slaDue')).toBe('2024-07-09');
  });

  it('O-9-15 / R-9-102 after a cutoff the work moves to the next business day', () => {
    // The cutoff instant itself is not "after": it still counts that day.
    expect(effectiveStartDay('2024-07-08T09:00:00.000', 'order')).toBe('2024-07-08');
    expect(effectiveStartDay('2024-07-08T09:00:00.001', 'order')).toBe('2024-07-09');
    // Friday after the cutoff -> Monday; Wednesday 3 July after the cutoff -> Friday 5 July (4 July off).
    expect(effectiveStartDay('2024-07-12T10:00', 'order')).toBe('2024-07-15');
    expect(effectiveStartDay('2024-07-03T10:00', 'order')).toBe('2024-07-05');
    // Weekends and holidays move on even before the cutoff.
    expect(effectiveStartDay('2024-07-13T08:00', 'order')).toBe('2024-07-15');
    expect(effectiveStartDay('2024-07-04T08:00', 'order')).toBe('2024-07-05');
    expect(isAfterCutoff('2024-07-08T12:30', 'blanks')).toBe(true);
    expect(isAfterCutoff('2024-07-08T11:30', 'blanks')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error.ts';
import { isLateForMilestone, milestoneHealth } from './milestone-health.ts';

const entered = '2024-07-01T10:00:00Z';
const after = (hours: number) => new Date(Date.parse(entered) + hours * 3_600_000);

describe('milestone health', () => {
  it('R-4-34 within the average an order is on track and nobody is notified', () => {
    expect(milestoneHealth('dtg', 'PRINT', entered, after(0.5))).toMatchObject({
      state: 'on-track',
      notify: false,
      reason: null,
    });
  });

  it('R-4-34 past the average it is behind-average, shown but not notified', () => {
    expect(milestoneHealth('dtg', 'PRINT', entered, after(2))).toMatchObject({
      state: 'behind-average',
      notify: false,
      reason: 'PRINT is taking longer than its 1 h average.',
    });
  });

  it('R-4-34 / R-4-14 past the max (72 h for DTG PRINT) it is late and staff are notified', () => {
    expect(milestoneHealth('dtg', 'PRINT', entered, after(72))).toMatchObject({ state: 'behind-average' });
    expect(milestoneHealth('dtg', 'PRINT', entered, after(73))).toMatchObject({
      state: 'late',
      notify: true,
      reason: 'PRINT exceeded its 72 h maximum (73 h elapsed).',
    });
    expect(isLateForMilestone('dtg', 'PRINT', entered, after(73))).toBe(true);
    expect(isLateForMilestone('dtg', 'PRINT', entered, after(71))).toBe(false);
  });

  it('R-4-34 / R-4-12 an alert milestone notifies as soon as it is reached', () => {
    expect(milestoneHealth('dtg', 'RIP_ISSUE', entered, after(0))).toMatchObject({
      state: 'on-track',
      alert: true,
      notify: true,
      reason: 'RIP_ISSUE is an alert milestone.',
    });
  });

  it('R-4-34 / R-4-28 a case rejection is late after 5 hours', () => {
    expect(milestoneHealth('case', 'REJECTION', entered, after(4)).state).toBe('on-track');
    expect(milestoneHealth('case', 'REJECTION', entered, after(6))).toMatchObject({
      state: 'late',
      alert: true,
      notify: true,
    });
  });

  it('R-4-08 / R-4-17 milestones without hours are never late; SHIPPED is final', () => {
    expect(milestoneHealth('dtg', 'REJECTION', entered, after(10_000))).toMatchObject({
      state: 'on-track',
      notify: false,
    });
    expect(milestoneHealth('dtg', 'SHIPPED', entered, after(10_000))).toMatchObject({
      state: 'final',
      notify: false,
    });
  });

  it('a milestone outside the print type timeline is a data error', () => {
    expect(() => milestoneHealth('mug', 'PRETREAT', entered, after(1))).toThrow(DomainError);
    expect(() => milestoneHealth('mug', 'PRINTED', 'yesterday', after(1))).toThrow('Invalid date');
  });
});

import { describe, expect, it } from 'vitest';
import { artworkStageLabel, statusDisplay } from './order-status-display.ts';
import { ITEM_STATUSES } from './order-statuses.ts';

describe('statusDisplay', () => {
  it('names every item and order status (R-4-01, R-4-02) in words, each with a tone', () => {
    for (const s of ITEM_STATUSES) {
      const d = statusDisplay(s);
      expect(d.label.length).toBeGreaterThan(0);
      expect(d.label).not.toContain('-');
    }
    expect(statusDisplay('shipped')).toEqual({ label: 'Shipped', tone: 'success' });
    expect(statusDisplay('on-hold').tone).toBe('warning');
  });
  it('shows an unknown status as itself', () => {
    expect(statusDisplay('mystery')).toEqual({ label: 'mystery', tone: 'neutral' });
  });
  it('names where the artwork stands', () => {
    expect(artworkStageLabel('queued')).toBe('Waiting for staff review');
    expect(artworkStageLabel('other')).toBe('other');
  });
});

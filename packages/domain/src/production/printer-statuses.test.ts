import { describe, expect, it } from 'vitest';
import { acceptsJobs, PRINTER_STATUSES } from './printer-statuses.ts';

describe('printer statuses', () => {
  it('R-4-37 printer status: printing, out-of-service', () => {
    expect(PRINTER_STATUSES).toEqual(['printing', 'out-of-service']);
    expect(acceptsJobs('printing')).toBe(true);
    expect(acceptsJobs('out-of-service')).toBe(false);
  });
});

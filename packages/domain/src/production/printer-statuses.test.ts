import { describe, expect, it } from 'vitest';
import { acceptsJobs, PRINTER_STATUSES, printerStatusChange } from './printer-statuses.ts';

describe('printer statuses', () => {
  it('R-4-37 printer status: printing, out-of-service', () => {
    expect(PRINTER_STATUSES).toEqual(['printing', 'out-of-service']);
    expect(acceptsJobs('printing')).toBe(true);
    expect(acceptsJobs('out-of-service')).toBe(false);
  });

  it('#18 out of service needs a reason; back in service clears it; an unchanged status is refused', () => {
    const k7 = { name: 'Kornit 7', status: 'printing' as const };
    expect(printerStatusChange(k7, { status: 'out-of-service', reason: ' Head clog ' })).toEqual({
      ok: true,
      value: {
        status: 'out-of-service',
        reason: 'Head clog',
        sentence: 'Kornit 7 out of service: Head clog',
      },
    });
    const noReason = printerStatusChange(k7, { status: 'out-of-service', reason: '  ' });
    expect(!noReason.ok && noReason.issues[0]?.message).toBe('Say why Kornit 7 is out of service.');
    const same = printerStatusChange(k7, { status: 'printing' });
    expect(!same.ok && same.issues[0]?.message).toBe('Kornit 7 is already in service.');
    const back = printerStatusChange({ ...k7, status: 'out-of-service' }, { status: 'printing' });
    expect(back).toEqual({
      ok: true,
      value: { status: 'printing', reason: null, sentence: 'Kornit 7 back in service' },
    });
    // A printer seen for the first time may start in either status.
    expect(printerStatusChange({ name: 'Kornit 9', status: null }, { status: 'printing' }).ok).toBe(true);
    expect(printerStatusChange(k7, { status: 'out-of-service', reason: 'x'.repeat(201) }).ok).toBe(false);
  });
});

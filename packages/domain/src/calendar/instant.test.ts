import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { inZone } from './instant.ts';

describe('inZone', () => {
  it('reads offset-less ISO strings as wall-clock time in the zone, others as absolute instants', () => {
    expect(inZone('2024-07-08T09:00', 'America/Los_Angeles').toISO()).toBe('2024-07-08T09:00:00.000-07:00');
    expect(inZone('2024-07-08T09:00:00Z', 'America/Los_Angeles').toISO()).toBe(
      '2024-07-08T02:00:00.000-07:00',
    );
    expect(inZone(new Date('2024-01-08T17:00:00Z'), 'America/Los_Angeles').hour).toBe(9);
    expect(inZone(DateTime.utc(2024, 1, 8, 17), 'America/Los_Angeles').toISO()).toBe(
      '2024-01-08T09:00:00.000-08:00',
    );
  });

  it('rejects invalid dates and zones', () => {
    expect(() => inZone('2024-13-01', 'America/Los_Angeles')).toThrow('Invalid date');
    expect(() => inZone('2024-01-01', 'Mars/Olympus')).toThrow('Invalid date');
  });
});

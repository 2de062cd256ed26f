import { describe, expect, it } from 'vitest';
import { candidateFacilities, canReassign, ripLocationFor, routeItem } from './routing.ts';

describe('routing', () => {
  it('R-9-32 facilities per print type; R-9-41 embroidery at INDY (CLOUD is not a facility)', () => {
    expect(candidateFacilities('dtg')).toEqual(['SCRANTON', 'INDY']);
    expect(candidateFacilities('screenprint')).toEqual(['FRESNO', 'SCRANTON', 'INDY']);
    expect(candidateFacilities('mug')).toEqual(['INDY']);
    expect(candidateFacilities('case')).toEqual(['FREMONT']);
    expect(candidateFacilities('poster')).toEqual(['FREMONT']);
    expect(candidateFacilities('embr')).toEqual(['INDY']);
  });

  it('O-9-70 the nearest facility by the per-state estimate wins', () => {
    expect(routeItem('screenprint', 'CA')?.facility).toBe('FRESNO');
    expect(routeItem('screenprint', 'NY')?.facility).toBe('SCRANTON');
    expect(routeItem('dtg', 'OH')?.facility).toBe('INDY');
  });

  it('open work counts as days of queue and can tip the choice', () => {
    // PA: Scranton 1 day, Indy 2 days. 4,000 open units at Scranton = 2 days of queue.
    expect(routeItem('dtg', 'PA')?.facility).toBe('SCRANTON');
    expect(routeItem('dtg', 'PA', { SCRANTON: 4000 })?.facility).toBe('INDY');
  });

  it('reassignment only to a facility printing the type', () => {
    expect(canReassign('dtg', 'INDY')).toEqual({ ok: true });
    expect(canReassign('dtg', 'FRESNO')).toMatchObject({ ok: false });
    expect(canReassign('dtg', 'MOON')).toMatchObject({ ok: false });
  });

  it('R-9-40 DTG rips at the facility when it is an active rip location, else in the cloud', () => {
    expect(ripLocationFor('INDY')).toBe('INDY');
    expect(ripLocationFor('SCRANTON')).toBe('CLOUD');
  });
});

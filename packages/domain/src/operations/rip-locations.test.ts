import { describe, expect, it } from 'vitest';
import { activeRipLocations, EMBROIDERY_LOCATIONS, RIP_LOCATION_CODES } from './rip-locations.ts';

describe('rip and embroidery locations', () => {
  it('R-9-39 Rip locations: BROTHER_CLOUD, CLOUD, FRESNO, SCRANTON, INDY, DALLAS', () =>
    expect(RIP_LOCATION_CODES).toEqual(['BROTHER_CLOUD', 'CLOUD', 'FRESNO', 'SCRANTON', 'INDY', 'DALLAS']));
  it('R-9-40 Rip locations BROTHER_CLOUD, FRESNO and SCRANTON are inactive', () =>
    expect(activeRipLocations()).toEqual(['CLOUD', 'INDY', 'DALLAS']));
  it('R-9-41 Embroidery locations: CLOUD, INDY', () =>
    expect(EMBROIDERY_LOCATIONS).toEqual(['CLOUD', 'INDY']));
});

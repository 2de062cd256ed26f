import { describe, expect, it } from 'vitest';
import { cents } from '../units/units.ts';
import { pickRoutingOption, ROUTER_GROUPING_PREFERENCES } from './router-grouping.ts';

const options = [
  { id: 'one-facility-ground', price: cents(900), estimate: { min: 3, max: 5 } },
  { id: 'split-air', price: cents(2500), estimate: { min: 1, max: 2 } },
  { id: 'split-ground', price: cents(900), estimate: { min: 2, max: 4 } },
];

describe('router grouping preferences', () => {
  it('R-9-56 Router grouping preferences: cheapest, fastest', () => {
    expect([...ROUTER_GROUPING_PREFERENCES]).toEqual(['cheapest', 'fastest']);
    expect(pickRoutingOption(options, 'cheapest')?.id).toBe('split-ground');
    expect(pickRoutingOption(options, 'fastest')?.id).toBe('split-air');
    expect(pickRoutingOption([], 'fastest')).toBeUndefined();
  });
});

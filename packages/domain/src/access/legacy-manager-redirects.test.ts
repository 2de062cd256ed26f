import { describe, expect, it } from 'vitest';
import { LEGACY_MANAGER_REDIRECTS, legacyTarget } from './legacy-manager-redirects.ts';
import { matchRoute } from './route-table.ts';

describe('older manager routes', () => {
  it('R-2-16 every older /manager screen of the route table has a v2 destination', () => {
    for (const [from] of LEGACY_MANAGER_REDIRECTS.filter(([f]) => f !== '/manager/settings')) {
      expect(matchRoute(from.replace(':id', 'x'))?.route.area, from).toBe('manager-legacy');
    }
  });
  it('carries the id over', () =>
    expect(legacyTarget('/manager/v2/orders/:id', 'a b')).toBe('/manager/v2/orders/a%20b'));
});

import { describe, expect, it } from 'vitest';
import {
  BULB_POWER_OPTIONS,
  BULB_ZONES,
  DEFAULT_BULB_POWER,
  defaultBulbZones,
  isBulbPower,
  setBulbZonePower,
} from './bulb-power.ts';

describe('bulb power', () => {
  it('R-9-20 Bulb power options 10% to 100% in steps of 10', () => {
    expect(BULB_POWER_OPTIONS[0]).toBe(10);
    expect(BULB_POWER_OPTIONS.at(-1)).toBe(100);
    expect(BULB_POWER_OPTIONS).toHaveLength(10);
    expect(isBulbPower(55)).toBe(false);
    expect(isBulbPower(0)).toBe(false);
  });
  it('R-9-21 27 bulb zones, default 100', () => {
    expect(BULB_ZONES).toBe(27);
    expect(DEFAULT_BULB_POWER).toBe(100);
    const zones = defaultBulbZones();
    expect(zones).toHaveLength(27);
    expect(zones.every((z) => z === 100)).toBe(true);
  });
  it('R-9-20 / R-9-21 sets one zone, refusing bad zones and powers', () => {
    const r = setBulbZonePower(defaultBulbZones(), 26, 40);
    expect(r.ok && r.value[26]).toBe(40);
    expect(setBulbZonePower(defaultBulbZones(), 27, 40).ok).toBe(false);
    expect(setBulbZonePower(defaultBulbZones(), 0, 45).ok).toBe(false);
  });
});

import { fail, ok, type Result } from '../errors/domain-error.ts';

/** R-9-20 (open step): bulb power options 10% to 100% in steps of 10. docs/decisions/bulb-power-step.md. */
export const BULB_POWER_OPTIONS = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100] as const;
export type BulbPower = (typeof BULB_POWER_OPTIONS)[number];
/** R-9-21: number of bulb zones and their default power. */
export const BULB_ZONES = 27;
export const DEFAULT_BULB_POWER: BulbPower = 100;

/** All zones at the default power. */
export const defaultBulbZones = (): BulbPower[] =>
  Array.from({ length: BULB_ZONES }, () => DEFAULT_BULB_POWER);

/** True when `value` is one of the power options. */
export const isBulbPower = (value: number): value is BulbPower =>
  (BULB_POWER_OPTIONS as readonly number[]).includes(value);

/** Sets one zone's power (0-based zone); returns a new array or the reason it was refused. */
export function setBulbZonePower(
  zones: readonly BulbPower[],
  zone: number,
  power: number,
): Result<BulbPower[]> {
  if (!Number.isInteger(zone) || zone < 0 || zone >= BULB_ZONES)
    return fail([{ path: 'zone', message: `Zone must be 1 to ${BULB_ZONES}`, code: 'bulb-zone' }]);
  if (!isBulbPower(power))
    return fail([
      { path: 'power', message: 'Power must be 10% to 100% in steps of 10%', code: 'bulb-power' },
    ]);
  const next = [...zones];
  next[zone] = power;
  return ok(next);
}

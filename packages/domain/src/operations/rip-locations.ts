/** R-9-39/40: rip locations and whether each is in use (BROTHER_CLOUD, FRESNO and SCRANTON are inactive). */
export const RIP_LOCATIONS = {
  BROTHER_CLOUD: { active: false },
  CLOUD: { active: true },
  FRESNO: { active: false },
  SCRANTON: { active: false },
  INDY: { active: true },
  DALLAS: { active: true },
} as const satisfies Record<string, { active: boolean }>;
export type RipLocation = keyof typeof RIP_LOCATIONS;
/** Rip locations in the spec's order. */
export const RIP_LOCATION_CODES = Object.keys(RIP_LOCATIONS) as RipLocation[];

/** Rip locations that accept new work. */
export const activeRipLocations = (): RipLocation[] =>
  RIP_LOCATION_CODES.filter((c) => RIP_LOCATIONS[c].active);

/** R-9-41: embroidery locations. */
export const EMBROIDERY_LOCATIONS = ['CLOUD', 'INDY'] as const;
export type EmbroideryLocation = (typeof EMBROIDERY_LOCATIONS)[number];

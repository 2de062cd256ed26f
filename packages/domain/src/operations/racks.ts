/**
 * R-9-26..31: rack types with their bin (location) counts and per-bin item limits. Only marshal racks have an
 * item limit in the spec; null means "no per-bin limit given".
 */
export const RACK_TYPES = {
  marshal: { bins: 72, itemLimit: 6, unmarshalled: 0 },
  bulkMarshal: { bins: 24, itemLimit: null, unmarshalled: 0 },
  bulkV2: { bins: 18, itemLimit: null, unmarshalled: 0 },
  mega: { bins: 100, itemLimit: null, unmarshalled: 0 },
  /** Overflow sort counts locations, not bins. */
  overflowSort: { bins: 800, itemLimit: null, unmarshalled: 0 },
  megarack: { bins: 216, itemLimit: null, unmarshalled: 4 },
} as const satisfies Record<string, { bins: number; itemLimit: number | null; unmarshalled: number }>;
export type RackType = keyof typeof RACK_TYPES;

/** R-9-05 / O-9-05: marshal bin limit. */
export const MARSHAL_BIN_LIMIT = RACK_TYPES.marshal.bins;

/** Every location of a rack: marshalled bins plus unmarshalled ones (megarack 216 + 4). */
export const rackLocations = (type: RackType): number =>
  RACK_TYPES[type].bins + RACK_TYPES[type].unmarshalled;

/** True when `bin` (1-based) exists on a rack of this type (unmarshalled locations follow the marshalled ones). */
export const isValidBin = (type: RackType, bin: number): boolean =>
  Number.isInteger(bin) && bin >= 1 && bin <= rackLocations(type);

/** True when `adding` more items still fit in a bin already holding `current` items. */
export function binHasRoom(type: RackType, current: number, adding = 1): boolean {
  const limit: number | null = RACK_TYPES[type].itemLimit;
  return limit === null || current + adding <= limit;
}

import { fail, type Issue, ok, type Result } from '../errors/domain-error.ts';
import { PRETREAT_MAX, PRETREAT_MIN } from '../operations/pretreat-value.ts';
import type { PrinterType } from './printer-details.ts';

/** R-9-21: a curing or UV unit has 27 bulb zones, each at 100% until staff change it. */
export const BULB_ZONES = 27;
export const BULB_POWER_DEFAULT = 100;
/** R-9-20: bulb power options 10% to 100%, in steps of 10 (the open step: docs/decisions/printer-settings.md). */
export const BULB_POWER_MIN = 10;
export const BULB_POWER_MAX = 100;
export const BULB_POWER_STEP = 10;
/** What the media field may hold (the stock a printer runs: "cotton tees", "mug blanks"). */
export const PRINTER_MEDIA_MAX = 80;

/** The kinds of printer that cure with bulbs (a UV printer, a screen press's conveyor dryer): they have zones. */
export const BULB_PRINTER_TYPES: readonly PrinterType[] = ['uv', 'screen-press'];
/** Pretreat belongs to DTG printing (R-5-56..58 values; a printer's own default for products without one). */
export const PRETREAT_PRINTER_TYPES: readonly PrinterType[] = ['dtg'];

export const hasBulbZones = (type: PrinterType): boolean => BULB_PRINTER_TYPES.includes(type);
export const hasPretreat = (type: PrinterType): boolean => PRETREAT_PRINTER_TYPES.includes(type);

/** R-9-21: every zone at the default power. */
export const defaultBulbPower = (): number[] => Array.from({ length: BULB_ZONES }, () => BULB_POWER_DEFAULT);

/** R-9-20: a power a zone may be set to: a whole 10..100 in steps of 10. */
export const isBulbPower = (p: number): boolean =>
  Number.isInteger(p) && p >= BULB_POWER_MIN && p <= BULB_POWER_MAX && p % BULB_POWER_STEP === 0;

/** The settings a station's printer runs with, beside its name, kind and DPI. */
export interface PrinterSettings {
  media: string | null;
  /** Per zone (27) for a printer that cures with bulbs; null for one that has none. */
  bulbPower: number[] | null;
  /** The pretreat value a DTG printer uses when the product has none set (5..100); null: the machine's own. */
  pretreatValue: number | null;
}

function bulbIssues(bulbPower: readonly number[]): Issue[] {
  if (bulbPower.length !== BULB_ZONES)
    return [
      {
        path: 'bulbPower',
        code: 'bulb-zones',
        message: `Give the power of all ${BULB_ZONES} bulb zones (${bulbPower.length} given).`,
      },
    ];
  const bad = bulbPower.findIndex((p) => !isBulbPower(p));
  if (bad < 0) return [];
  return [
    {
      path: `bulbPower.${bad}`,
      code: 'bulb-power',
      message: `Bulb zone ${bad + 1}: power must be ${BULB_POWER_MIN}% to ${BULB_POWER_MAX}% in steps of ${BULB_POWER_STEP}.`,
    },
  ];
}

function pretreatIssues(value: number | null): Issue[] {
  if (value === null || (Number.isInteger(value) && value >= PRETREAT_MIN && value <= PRETREAT_MAX))
    return [];
  return [
    {
      path: 'pretreatValue',
      code: 'pretreat-range',
      message: `Pretreat value must be a whole number from ${PRETREAT_MIN} to ${PRETREAT_MAX}, or left empty.`,
    },
  ];
}

/**
 * A printer's settings as staff entered them, for its kind: media (up to 80 characters, empty is none); bulb power
 * per zone only for a kind that cures with bulbs (27 zones, each 10..100 in steps of 10, all 100 when not given);
 * a pretreat value only for DTG (5..100 or none). Settings a kind does not have are refused, not dropped.
 */
export function printerSettings(
  type: PrinterType,
  input: { media?: string | null; bulbPower?: readonly number[] | null; pretreatValue?: number | null },
): Result<PrinterSettings> {
  const media = (input.media ?? '').trim().replace(/\s+/g, ' ');
  const issues: Issue[] = [];
  if (media.length > PRINTER_MEDIA_MAX)
    issues.push({
      path: 'media',
      code: 'printer-media',
      message: `Keep the media to ${PRINTER_MEDIA_MAX} characters.`,
    });
  const bulbs = input.bulbPower ?? null;
  if (bulbs !== null && !hasBulbZones(type))
    issues.push({
      path: 'bulbPower',
      code: 'bulb-zones',
      message: 'This kind of printer has no bulb zones.',
    });
  else if (bulbs !== null) issues.push(...bulbIssues(bulbs));
  const pretreat = input.pretreatValue ?? null;
  if (pretreat !== null && !hasPretreat(type))
    issues.push({
      path: 'pretreatValue',
      code: 'pretreat-range',
      message: 'Only a DTG printer has a pretreat value.',
    });
  else issues.push(...pretreatIssues(pretreat));
  if (issues.length > 0) return fail(issues);
  return ok({
    media: media || null,
    bulbPower: hasBulbZones(type) ? [...(bulbs ?? defaultBulbPower())] : null,
    pretreatValue: pretreat,
  });
}

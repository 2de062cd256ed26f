import { type Dpi, dpi, type Inches, inches } from '../units/units.ts';
import { DEFAULT_DPI } from './product-defaults.ts';

/** A print area of the size catalogue. null = the spec does not show the value (R-9-97); never guessed. */
export interface PrintArea {
  width: Inches | null;
  height: Inches | null;
  dpi: Dpi | null;
  /** Minimum artwork quality (percent) where the spec sets one. */
  minArtworkQuality?: number;
}

const area = (
  width: number | null,
  height: number | null,
  d: number | null,
  minArtworkQuality?: number,
): PrintArea => ({
  width: width === null ? null : inches(width),
  height: height === null ? null : inches(height),
  dpi: d === null ? null : dpi(d),
  ...(minArtworkQuality === undefined ? {} : { minArtworkQuality }),
});

/**
 * R-9-85..96 Print-area size catalogue (inches, DPI). Only what the spec states: a null is "not shown"
 * (docs/decisions/print-area-catalogue.md).
 */
export const PRINT_AREAS = {
  case: area(4.3, 6.5, 300),
  mug: area(8.36, 3.48, 300),
  coaster: area(4.08, 4.08, null),
  mousepad: area(9.75, 8, null),
  'sublimation-shirt': area(45.503, 33.55, 200),
  tank: area(null, null, null),
  dress: area(null, null, 100),
  socks: area(null, null, null),
  tie: area(null, null, null),
  tote: area(null, null, null),
  towel: area(null, null, null),
  jewelry: area(null, null, 1200),
  'third-party-phone-case': area(null, null, 300, 100),
  'third-party-blanket': area(null, null, 300, 100),
  'canvas-wrap': area(null, null, 150),
  'hanging-canvas': area(null, null, 150),
} as const satisfies Record<string, PrintArea>;
export type PrintAreaName = keyof typeof PRINT_AREAS;

/** R-9-93 Kinds of the roughly 300 third-party items. */
export const THIRD_PARTY_ITEM_KINDS = [
  'blankets',
  'pillows',
  'rugs',
  'canvas prints',
  'tumblers',
  'phone cases',
  'ornaments',
  'hoodies',
  'all-over-print tees',
  'leggings',
  'flip-flops',
] as const;
/** R-9-93 The DPIs most third-party items use. */
export const THIRD_PARTY_DPIS: readonly Dpi[] = [150, 96, 300].map(dpi);

/** The DPI to render a print area at: its own, else the default 300 (R-9-70). */
export const printAreaDpi = (a: PrintArea): Dpi => a.dpi ?? DEFAULT_DPI;

/** True when the print area's size is known (the spec shows it). */
export const hasKnownSize = (a: PrintArea): a is PrintArea & { width: Inches; height: Inches } =>
  a.width !== null && a.height !== null;

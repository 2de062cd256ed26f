import { MUG_BODIES } from '../mockup/product-geometry.ts';
import { sizeLabel, sortSizes } from './size-codes.ts';

/** A product's size chart: one row per size (catalogue order), one column per measurement (inches). */
export interface SizeChart {
  /** Column headings, measurements in inches. */
  measures: string[];
  rows: { size: string; label: string; values: (number | null)[] }[];
}

/** What the chart reads of a catalogue product. */
export interface SizeChartSource {
  type: string;
  sizes: readonly string[];
  properties?: Record<string, unknown> | null;
}

type Measures = Record<string, Record<string, number>>;

const isMeasures = (v: unknown): v is Measures =>
  !!v &&
  typeof v === 'object' &&
  Object.values(v).every(
    (m) => !!m && typeof m === 'object' && Object.values(m).every((n) => typeof n === 'number'),
  );

/**
 * The size chart a product page shows: the catalogue's own measurements (`properties.sizeChart`, measure ->
 * size -> inches) where it has them, a mug's body height and diameter per size (R-3-42), else only the sizes.
 * Sizes are in the catalogue's order (R-3-40), measurements by name; a size the measurements leave out shows no value, never a guess.
 */
export function sizeChart(product: SizeChartSource): SizeChart {
  const sizes = [...product.sizes].sort(sortSizes);
  let measures: Measures = {};
  const own = product.properties?.sizeChart;
  if (isMeasures(own)) measures = own;
  else if (product.type === 'Mug')
    measures = {
      Height: Object.fromEntries(Object.entries(MUG_BODIES).map(([s, b]) => [s, b.height])),
      Diameter: Object.fromEntries(Object.entries(MUG_BODIES).map(([s, b]) => [s, b.diameter])),
    };
  // Stored catalogue documents do not keep key order: measurements are listed by name.
  const names = Object.keys(measures).sort();
  return {
    measures: names,
    rows: sizes.map((size) => ({
      size,
      label: sizeLabel(size),
      values: names.map((n) => measures[n]?.[size] ?? null),
    })),
  };
}

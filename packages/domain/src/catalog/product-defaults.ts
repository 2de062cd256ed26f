import { type Dpi, dpi } from '../units/units.ts';
import { MUG_SIZES, type MugSize } from './size-codes.ts';

/** R-9-64 Default mug size. */
export const DEFAULT_MUG_SIZE: MugSize = '11oz';
/** R-9-67 Mug options (the mug size codes). */
export const MUG_OPTIONS = MUG_SIZES;
/** R-9-70 Default DPI. */
export const DEFAULT_DPI: Dpi = dpi(300);
/** R-9-71 DPIs in use. */
export const DPIS_IN_USE: readonly Dpi[] = [100, 150, 300, 600, 1200].map(dpi);
/** O-9-28 Default background colour (hex without #). */
export const DEFAULT_BACKGROUND_COLOUR = 'ffffff';

import { isVectorFormat } from '../design/artwork-format.ts';
import { type Dpi, dpi, effectiveDpi, type Inches, type Px } from '../units/units.ts';

/**
 * Minimum effective DPI when a product states no minArtworkQuality. R-3-35 gives 100 for ornaments and phone
 * cases; we use the same floor elsewhere (docs/decisions/editor-print-quality.md).
 */
export const DEFAULT_MIN_ARTWORK_QUALITY = dpi(100);

/** The phrase the quote flow drops from server warnings (O-5-86); the editor shows it itself. */
export const MAY_NOT_PRINT_WELL = 'may not print well';

export interface PlacedArtwork {
  name: string;
  /** File format or extension (png, jpg, svg ...). */
  format: string;
  /** Raster size in pixels; null for vectors or when unknown. */
  pixelWidth: Px | null;
  pixelHeight: Px | null;
  /** Printed size of the artwork (unrotated), inches. */
  width: Inches;
  height: Inches;
}

export interface PrintQuality {
  /** Effective DPI at the placed size (the lower of both axes); null for vectors. */
  dpi: Dpi | null;
  /** The warning text when below the minimum, else null. */
  warning: string | null;
}

/** Effective DPI of a raster artwork at its placed size, and the "may not print well" warning below the minimum. */
export function printQuality(art: PlacedArtwork, minArtworkQuality?: number | null): PrintQuality {
  if (isVectorFormat(art.format) || art.pixelWidth == null || art.pixelHeight == null) {
    return { dpi: null, warning: null };
  }
  const d = dpi(
    Math.floor(Math.min(effectiveDpi(art.pixelWidth, art.width), effectiveDpi(art.pixelHeight, art.height))),
  );
  const min = minArtworkQuality ?? DEFAULT_MIN_ARTWORK_QUALITY;
  const warning =
    d < min
      ? `${art.name} is ${d} DPI at ${art.width.toFixed(2)} in wide and ${MAY_NOT_PRINT_WELL} (minimum ${min} DPI).`
      : null;
  return { dpi: d, warning };
}

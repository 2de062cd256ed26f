import { isVectorFormat } from '../design/artwork-format.ts';
import { LOW_DPI, printSizeAtDpi, TARGET_DPI } from '../design/artwork-print-size.ts';
import { inches, px } from '../units/units.ts';
import { DEFAULT_MIN_ARTWORK_QUALITY, printQuality } from './print-quality.ts';

/** A print area of a product side, inches, with the DPI it is printed at. */
export interface PlacementArea {
  width: number;
  height: number;
  dpi: number;
}

export interface PlacementPrintability {
  placement: string;
  printArea: { width: number; height: number };
  /** The printed size judged: the requested width (height by the artwork's aspect), else the largest that fits. */
  printedWidth: number;
  printedHeight: number;
  /** Effective DPI at that size; null for vectors (they print sharp at any size). */
  dpi: number | null;
  minimumDpi: number;
  /** The DPI the side is printed at. */
  recommendedDpi: number;
  fits: boolean;
  printable: boolean;
  warning: string | null;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * R-7-04 v3 artwork printability: the artwork's effective DPI on each placement of a product, at the
 * requested width or the largest size the print area holds, judged by the editor's print-quality rule.
 */
export function artworkPrintability(
  art: { name: string; format: string; width: number; height: number },
  areas: Readonly<Record<string, PlacementArea>>,
  opts: { minArtworkQuality?: number | null; width?: number | null } = {},
): {
  vector: boolean;
  atTargetDpi: ReturnType<typeof printSizeAtDpi>;
  atLowDpi: ReturnType<typeof printSizeAtDpi>;
  placements: PlacementPrintability[];
} {
  const vector = isVectorFormat(art.format);
  const aspect = art.width > 0 ? art.height / art.width : 1;
  const min = opts.minArtworkQuality ?? DEFAULT_MIN_ARTWORK_QUALITY;
  const placements = Object.entries(areas)
    .filter(([, a]) => a.width > 0 && a.height > 0)
    .map(([placement, a]) => {
      const fitScale = Math.min(a.width, a.height / aspect);
      const w = opts.width ?? fitScale;
      const h = w * aspect;
      const q = printQuality(
        {
          name: art.name,
          format: art.format,
          pixelWidth: vector ? null : px(art.width),
          pixelHeight: vector ? null : px(art.height),
          width: inches(round2(w)),
          height: inches(round2(h)),
        },
        min,
      );
      const fits = w <= a.width + 0.005 && h <= a.height + 0.005;
      return {
        placement,
        printArea: { width: a.width, height: a.height },
        printedWidth: round2(w),
        printedHeight: round2(h),
        dpi: q.dpi,
        minimumDpi: min,
        recommendedDpi: a.dpi,
        fits,
        printable: fits && q.warning === null,
        warning: fits
          ? q.warning
          : `${art.name} at ${round2(w)} x ${round2(h)} in does not fit the ${placement} print area (${a.width} x ${a.height} in).`,
      };
    });
  return {
    vector,
    atTargetDpi: printSizeAtDpi(art.width, art.height, TARGET_DPI),
    atLowDpi: printSizeAtDpi(art.width, art.height, LOW_DPI),
    placements,
  };
}

import { DEFAULT_DPI } from '../catalog/product-defaults.ts';
import type { Side } from '../entities/entities.ts';
import { type PlacedElement, placeElements } from '../mockup/mockup-layout.ts';

/** the DPIs in use (100 to 1200); a print area's DPI outside them renders at the default 300. */
export const PRINT_DPIS = [100, 150, 300, 600, 1200] as const;

/** The DPI a print file is rendered at: the print area's (printer's) own when it is one in use, else 300. */
export function printFileDpi(areaDpi: number | null | undefined): number {
  return areaDpi && (PRINT_DPIS as readonly number[]).includes(areaDpi) ? areaDpi : DEFAULT_DPI;
}

/** A print file's canvas: the print area at true size, inches x DPI pixels each way. */
export interface PrintCanvas {
  widthIn: number;
  heightIn: number;
  dpi: number;
  widthPx: number;
  heightPx: number;
}

/** The canvas of a print area (inches, DPI as the catalogue gives them). */
export function printCanvas(area: { width: number; height: number; dpi?: number | null }): PrintCanvas {
  const d = printFileDpi(area.dpi);
  return {
    widthIn: area.width,
    heightIn: area.height,
    dpi: d,
    widthPx: Math.round(area.width * d),
    heightPx: Math.round(area.height * d),
  };
}

/** Print types whose products are garments (artwork placed from the top of the area when no offset is given). */
const GARMENT_PRINT_TYPES = new Set(['dtg', 'screenprint', 'embr']);

/**
 * Where each element of a side lands on the print file: the same placement rules as the mockup (position code,
 * offsets in inches, width as a share of the area, rotation about the centre), on a box that is the print area
 * at true size, so 1 inch of offset is `dpi` pixels. A mug's elements keep their half of the wrap.
 */
export function placeOnPrintFile(
  side: Side,
  canvas: PrintCanvas,
  printType: string,
  aspectOf: (artworkId: string) => number | undefined,
): PlacedElement[] {
  const area = {
    box: { x: 0, y: 0, width: canvas.widthPx, height: canvas.heightPx },
    width: canvas.widthIn,
    height: canvas.heightIn,
  };
  return placeElements(side, area, aspectOf, GARMENT_PRINT_TYPES.has(printType), printType === 'mug');
}

/** Items printed by sublimation transfer (everything but garments): what goes on autoprint sheets. */
export const printsOnSheets = (printType: string): boolean => !GARMENT_PRINT_TYPES.has(printType);

/** Relative luminance (WCAG) of a hex colour, 0 (black) to 1 (white). */
export function luminanceOf(hex: string): number {
  const v = /^#?([0-9a-f]{6})$/i.exec(hex.trim())?.[1];
  if (!v) return 1;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = Number.parseInt(v.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** A garment colour DTG ink does not show on without white first (docs/decisions/print-files.md). */
export const isDarkGarment = (hex: string): boolean => luminanceOf(hex) < 0.3;

/** How a print file is drawn for its print type and garment colour. */
export interface PrintFileStyle {
  /** DTG and other garment prints: transparent where there is no art; sublimated items: white paper. */
  transparent: boolean;
  /** A white underbase file (white ink where the art is) for DTG on a dark garment. */
  underbase: boolean;
}

/** The style of a print file: transparent for garments, an underbase for DTG on dark garments. */
export function printFileStyle(printType: string, garmentHex: string | null): PrintFileStyle {
  return {
    transparent: GARMENT_PRINT_TYPES.has(printType),
    underbase: printType === 'dtg' && garmentHex !== null && isDarkGarment(garmentHex),
  };
}

/** The file store keys of one rendered print file, by its version (a hash of everything drawn). */
export function printFileKeys(version: string) {
  const dir = `print-files/${version.slice(0, 2)}/${version}`;
  return { png: `${dir}/print.png`, underbase: `${dir}/underbase.png`, pdf: `${dir}/print.pdf` };
}
export type PrintFileKind = keyof ReturnType<typeof printFileKeys>;

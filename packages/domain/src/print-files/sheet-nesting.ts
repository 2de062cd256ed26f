import { maxSheetItems, sublimationSheetWidth } from '../placement/sublimation-sheet.ts';
import { inches } from '../units/units.ts';

/** An item to print on a sublimation sheet: its unit barcode and print size (inches). */
export interface SheetItem {
  code: string;
  width: number;
  height: number;
}

/** An item on a sheet: the print's rectangle and, under it, the band its unit barcode is printed in (inches). */
export interface NestedItem extends SheetItem {
  x: number;
  y: number;
  label: { x: number; y: number; width: number; height: number };
}

export interface Sheet {
  width: number;
  height: number;
  items: NestedItem[];
}

/** Space between items across the row (the formula's + 0.5 in) and the margins the formula leaves (4.5 in). */
export const SHEET_GAP = 0.5;
export const SHEET_SIDE_MARGIN = 4.5 / 2;
/** Top and bottom margin, and the barcode band under each print (inches). */
export const SHEET_END_MARGIN = 1;
export const LABEL_GAP = 0.15;
export const LABEL_HEIGHT = 0.6;

export type NestingResult = { ok: true; sheets: Sheet[] } | { ok: false; code: string; message: string };

/**
 * R-5-59..63 Sublimation items batched onto sheets: an item wider than 10 in goes on a 64 in sheet, the others on
 * 17 in sheets; a sheet holds at most maxSheetItems(sheet width, its widest item) items, laid in one row from the
 * left margin with SHEET_GAP between them (the formula's own spacing, so they always fit), each with its barcode
 * band below; the sheet is as long as its tallest item needs. Widest items first, so each sheet's count is set by
 * its first item. docs/decisions/print-files.md.
 */
export function nestSheets(items: readonly SheetItem[]): NestingResult {
  const tooWide = items.find((i) => i.width > sublimationSheetWidth(inches(i.width)));
  if (tooWide)
    return {
      ok: false,
      code: 'too_wide',
      message: `${tooWide.code} is ${tooWide.width} in wide: wider than a 64 in sheet.`,
    };
  const sheets: Sheet[] = [];
  for (const width of [17, 64]) {
    const queue = items
      .filter((i) => sublimationSheetWidth(inches(i.width)) === width)
      .sort((a, b) => b.width - a.width || b.height - a.height || a.code.localeCompare(b.code));
    while (queue.length) {
      const first = queue[0]!;
      const count = maxSheetItems(inches(width), inches(first.width));
      sheets.push(layRow(width, queue.splice(0, count)));
    }
  }
  return { ok: true, sheets };
}

/** One row of items from the left margin (centred when a single item is wider than the margins allow). */
function layRow(width: number, row: SheetItem[]): Sheet {
  const first = row[0]!;
  let x = row.length === 1 ? Math.min(SHEET_SIDE_MARGIN, (width - first.width) / 2) : SHEET_SIDE_MARGIN;
  const y = SHEET_END_MARGIN;
  const nested: NestedItem[] = row.map((item) => {
    const placed = {
      ...item,
      x,
      y,
      label: { x, y: y + item.height + LABEL_GAP, width: item.width, height: LABEL_HEIGHT },
    };
    x += item.width + SHEET_GAP;
    return placed;
  });
  const tallest = Math.max(...row.map((i) => i.height));
  return { width, height: y + tallest + LABEL_GAP + LABEL_HEIGHT + SHEET_END_MARGIN, items: nested };
}

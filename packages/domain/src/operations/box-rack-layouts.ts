/** R-3-95/96: box racks are of type postprint-box-store. */
export const BOX_RACK_TYPE = 'postprint-box-store';

/** R-3-95/96: layouts as "rows x columns": rows are letters from A, columns numbers from 1. */
export const BOX_RACK_LAYOUTS = ['4x4', '1x5'] as const;
export type BoxRackLayout = (typeof BOX_RACK_LAYOUTS)[number];

/** Slot names of a layout, row by row: 4x4 -> A1..A4, B1..B4, C1..C4, D1..D4; 1x5 -> A1..A5. */
export function boxRackSlots(layout: BoxRackLayout): string[] {
  const [rows, cols] = layout.split('x').map(Number) as [number, number];
  const slots: string[] = [];
  for (let r = 0; r < rows; r++)
    for (let c = 1; c <= cols; c++) slots.push(`${String.fromCharCode(65 + r)}${c}`);
  return slots;
}

/** True when `slot` exists in the layout. */
export const isBoxRackSlot = (layout: BoxRackLayout, slot: string): boolean =>
  boxRackSlots(layout).includes(slot.trim().toUpperCase());

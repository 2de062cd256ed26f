/** R-3-95 / R-3-96 The rack type box layouts belong to. */
export const BOX_RACK_TYPE = 'postprint-box-store';

/** R-3-95 / R-3-96 Box rack layouts: rows (lettered A..) by columns (numbered 1..). */
export const BOX_RACK_LAYOUTS = {
  '4x4': { type: BOX_RACK_TYPE, rows: 4, columns: 4 },
  '1x5': { type: BOX_RACK_TYPE, rows: 1, columns: 5 },
} as const;
export type BoxRackLayout = keyof typeof BOX_RACK_LAYOUTS;

/** The slot labels of a layout, row by row: A1, A2, ... */
export function boxRackSlots(layout: BoxRackLayout): string[] {
  const { rows, columns } = BOX_RACK_LAYOUTS[layout];
  return Array.from({ length: rows * columns }, (_, i) => {
    const row = String.fromCharCode('A'.charCodeAt(0) + Math.floor(i / columns));
    return `${row}${(i % columns) + 1}`;
  });
}

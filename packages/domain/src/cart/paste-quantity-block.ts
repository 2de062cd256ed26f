import { sizeLabel } from '../catalog/size-codes.ts';
import { readQuantity } from './quantity-limits.ts';

/** One item of the quantity grid a block can land on: its sizes in the order the grid shows them. */
export interface PasteItem {
  printableId: string;
  /** How the buyer knows the item ("Gildan Heavy Cotton T-Shirt, Black"), for messages. */
  label: string;
  sizes: readonly string[];
}

/** Where the paste lands: the item (row of the grid) and the size (column) of the cell it was pasted in. */
export interface PasteAt {
  item: number;
  size: number;
}

export type PasteOutcome =
  | {
      ok: true;
      /** The quantities each touched item gets (sizes not in the block keep their values). */
      updates: { printableId: string; quantities: Record<string, number> }[];
    }
  | { ok: false; message: string };

/**
 * The cells of a pasted block, one row per line: tab-separated when the text has tabs (a spreadsheet), else
 * comma-separated; trailing empty cells are dropped (spreadsheets add them), blank cells in between stay null.
 */
export function pastedCells(text: string): string[][] {
  const lines = text.replace(/\r/g, '').split('\n');
  while (lines.length > 0 && lines[lines.length - 1]!.trim() === '') lines.pop();
  const sep = text.includes('\t') ? '\t' : ',';
  return lines.map((line) => {
    const cells = line.split(sep);
    while (cells.length > 0 && cells[cells.length - 1]!.trim() === '') cells.pop();
    return cells;
  });
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * A block pasted into the quantity grid, mapped item by item in order: row r of the block fills item `at.item + r`
 * from size `at.size` on. All or nothing: when a row is wider than its item's sizes from there, there are more rows
 * than items below, or a cell is not a quantity, nothing changes and the message names what did not fit.
 * Blank cells leave their size as it is.
 */
export function pasteQuantityBlock(
  text: string,
  items: readonly PasteItem[],
  at: PasteAt,
  current: (printableId: string) => Readonly<Record<string, number>>,
): PasteOutcome {
  const rows = pastedCells(text);
  const refuse = (why: string): PasteOutcome => ({ ok: false, message: `${why} Nothing was changed.` });
  if (rows.length === 0) return refuse('The pasted text has no quantities.');
  const below = items.length - at.item;
  if (rows.length > below)
    return refuse(
      `You pasted ${plural(rows.length, 'row')}, but there ${below === 1 ? 'is' : 'are'} only ${plural(below, 'item')} from ${items[at.item]?.label ?? 'here'} down.`,
    );
  const updates: { printableId: string; quantities: Record<string, number> }[] = [];
  for (const [r, cells] of rows.entries()) {
    const item = items[at.item + r]!;
    const room = item.sizes.length - at.size;
    if (cells.length > room) {
      const from = item.sizes[at.size];
      return refuse(
        `Row ${r + 1} has ${plural(cells.length, 'value')}, but ${item.label} has only ${plural(Math.max(0, room), 'size')}${from ? ` from ${sizeLabel(from)}` : ''}.`,
      );
    }
    const quantities = { ...current(item.printableId) };
    for (const [c, cell] of cells.entries()) {
      if (cell.trim() === '') continue;
      const read = readQuantity(cell);
      const size = item.sizes[at.size + c]!;
      if (!read.ok)
        return refuse(
          `Row ${r + 1}, size ${sizeLabel(size)} of ${item.label}: "${cell.trim()}": ${read.message}`,
        );
      quantities[size] = read.quantity;
    }
    updates.push({ printableId: item.printableId, quantities });
  }
  return { ok: true, updates };
}

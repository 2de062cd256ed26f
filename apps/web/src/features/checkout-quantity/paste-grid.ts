import { type QuantityReading, readQuantity } from '@platen/domain/cart/quantity-limits';

/**
 * Reads pasted spreadsheet cells (tab- or comma-separated columns, one row per line) as quantities with the
 * domain's limits; blanks become null (leave the cell as it is), and so does a value the cart cannot
 * hold, which is also counted in `refused` with the first message so the page can say it was left out.
 */
export function readPastedGrid(text: string): {
  grid: (number | null)[][];
  refused: number;
  message: string | null;
} {
  let refused = 0;
  let message: string | null = null;
  const grid = text
    .replace(/\r/g, '')
    .split('\n')
    .filter((line, i, all) => line !== '' || i < all.length - 1)
    .map((line) =>
      line.split(/\t|,/).map((cell) => {
        if (cell.trim() === '') return null;
        const read: QuantityReading = readQuantity(cell);
        if (read.ok) return read.quantity;
        refused += 1;
        message ??= read.message;
        return null;
      }),
    );
  return { grid, refused, message };
}

/** The pasted cells as quantities; see readPastedGrid. */
export const parsePastedGrid = (text: string): (number | null)[][] => readPastedGrid(text).grid;

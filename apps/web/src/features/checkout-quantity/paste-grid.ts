/**
 * Reads pasted spreadsheet cells (tab- or comma-separated columns, one row per line) as whole quantities;
 * blanks and anything not a number become null (leave the cell as it is).
 */
export function parsePastedGrid(text: string): (number | null)[][] {
  return text
    .replace(/\r/g, '')
    .split('\n')
    .filter((line, i, all) => line !== '' || i < all.length - 1)
    .map((line) =>
      line.split(/\t|,/).map((cell) => {
        const t = cell.trim();
        if (t === '') return null;
        const n = Number(t);
        return Number.isFinite(n) && n >= 0 ? Math.floor(n) : null;
      }),
    );
}

/** Code 128 symbol values of the special characters used here. */
export const CODE128_START_B = 104;
export const CODE128_STOP = 106;

/**
 * The Code 128 (code set B) symbol values of `text`: start B, one value per character (ASCII 32..126 -> 0..94),
 * the mod-103 check character, stop. Throws on a character code set B cannot carry.
 */
export function code128Symbols(text: string): number[] {
  const data = [...text].map((ch) => {
    const c = ch.charCodeAt(0);
    if (c < 32 || c > 126) throw new RangeError(`Code 128 B cannot encode ${JSON.stringify(ch)}`);
    return c - 32;
  });
  return [CODE128_START_B, ...data, code128Check(data), CODE128_STOP];
}

/** The mod-103 check character value: start B plus each data value times its position (1-based), mod 103. */
export function code128Check(dataValues: readonly number[]): number {
  const sum = dataValues.reduce((acc, v, i) => acc + v * (i + 1), CODE128_START_B);
  return sum % 103;
}

/** True when a symbol sequence (start .. check, stop) carries a valid check character. */
export function isValidCode128(symbols: readonly number[]): boolean {
  if (symbols.length < 3 || symbols[0] !== CODE128_START_B || symbols.at(-1) !== CODE128_STOP) return false;
  const data = symbols.slice(1, -2);
  return code128Check(data) === symbols.at(-2);
}

/** How a barcode value reads under the bars: the text plus its check character value, e.g. "1042-3-2 (check 57)". */
export const barcodeCaption = (text: string): string => {
  const symbols = code128Symbols(text);
  return `${text} · check ${symbols.at(-2)}`;
};

import { CSS_NAMED_COLOURS } from './css-named-colours.ts';

/** R-3-24 A colour entry of the ink tables. */
export interface ColourEntry {
  pantone: string | null;
  code: string | null;
  name: string;
  /** Six hex digits, no '#'. */
  hex: string;
  barcode: string | null;
  /** Bin label of the ink in the ink room. */
  location: string | null;
  display: string;
}

const entry = (name: string, hex: string, pantone: string | null = null): ColourEntry => ({
  pantone,
  code: null,
  name,
  hex,
  barcode: null,
  location: null,
  display: pantone ?? name.replace(/\b\w/g, (c) => c.toUpperCase()),
});

/**
 * R-3-25 The 15 standard ink colours. The spec names seven (snow white, black, pn navy, blue, radiant red, manila,
 * kelly); the other eight are the usual stock plastisol colours of US screen printers. Hex values are screen
 * previews chosen by us, not ink specifications (docs/decisions/ink-colours.md).
 */
export const STANDARD_COLOURS: readonly ColourEntry[] = [
  entry('snow white', 'ffffff'),
  entry('black', '000000'),
  entry('pn navy', '1f2a44'),
  entry('blue', '0057b8'),
  entry('radiant red', 'd50032'),
  entry('manila', 'f3e5ab'),
  entry('kelly', '4cbb17'),
  entry('gold', 'ffb81c'),
  entry('yellow', 'ffd100'),
  entry('orange', 'ff6a13'),
  entry('maroon', '6d2c41'),
  entry('purple', '582c83'),
  entry('forest green', '205c40'),
  entry('grey', '8d8d8d'),
  entry('brown', '5c4033'),
];

/**
 * R-3-29 Pantone table: a starter set of common Pantone Coated colours with the sRGB values Pantone publishes for
 * screen preview (pantone.com colour pages). Screen previews only: the ink room matches by the Pantone name.
 */
export const PANTONE_COLOURS: readonly ColourEntry[] = [
  entry('pantone black c', '2d2926', 'Black C'),
  entry('pantone 109 c', 'ffd100', '109 C'),
  entry('pantone 021 c', 'fe5000', '021 C'),
  entry('pantone 185 c', 'e4002b', '185 C'),
  entry('pantone 186 c', 'c8102e', '186 C'),
  entry('pantone 485 c', 'da291c', '485 C'),
  entry('pantone 281 c', '00205b', '281 C'),
  entry('pantone 286 c', '0033a0', '286 C'),
  entry('pantone 300 c', '005eb8', '300 C'),
  entry('pantone 355 c', '009639', '355 C'),
  entry('pantone 7406 c', 'f1c400', '7406 C'),
  entry('pantone cool gray 11 c', '53565a', 'Cool Gray 11 C'),
];

/**
 * R-3-29 Named ink table: the ink room's own named inks (with code, barcode and bin). It is facility data the
 * spec does not show, so it starts empty and is passed in by whoever loads it (lookupColour's tables argument).
 */
export const NAMED_INK_COLOURS: readonly ColourEntry[] = [];

/** R-3-26 The "other" list as entries (CSS named colours). */
export const OTHER_COLOURS: readonly ColourEntry[] = Object.entries(CSS_NAMED_COLOURS).map(([name, hex]) =>
  entry(name, hex),
);

/** The tables lookupColour searches, in order (R-3-27). */
export interface ColourTables {
  named: readonly ColourEntry[];
  pantone: readonly ColourEntry[];
  standard: readonly ColourEntry[];
  other: readonly ColourEntry[];
}
export const DEFAULT_COLOUR_TABLES: ColourTables = {
  named: NAMED_INK_COLOURS,
  pantone: PANTONE_COLOURS,
  standard: STANDARD_COLOURS,
  other: OTHER_COLOURS,
};

/** Case, spacing and a "pms"/"pantone" prefix do not matter when matching a name. */
const key = (s: string) =>
  s
    .toLowerCase()
    .replace(/^\s*(pms|pantone)\s*/, '')
    .replace(/[\s_-]+/g, '');

const matches = (e: ColourEntry, wanted: string) =>
  key(e.name) === wanted ||
  (e.pantone !== null && key(e.pantone) === wanted) ||
  (e.code !== null && key(e.code) === wanted);

/**
 * R-3-27 / R-3-28 Look a colour up by name: the named list, then Pantone, then standard, then other. Returns the
 * name (the Pantone name for a Pantone match) and hex, or null.
 */
export function lookupColour(
  name: string,
  tables: ColourTables = DEFAULT_COLOUR_TABLES,
): { name: string; hex: string } | null {
  const wanted = key(name);
  if (wanted === '') return null;
  for (const list of [tables.named, tables.pantone, tables.standard, tables.other]) {
    const found = list.find((e) => matches(e, wanted));
    if (found) return { name: found.pantone ?? found.name, hex: found.hex };
  }
  return null;
}

import { CSS_NAMED_COLOURS } from './css-named-colours.ts';

/**
 * R-3-30 The 18 sublimation colours. The spec gives only the count; these are the blank colours customers most
 * often ask for, each with the hex of the CSS named colour of the same name (docs/decisions/sublimation-colours.md).
 */
export const SUBLIMATION_COLOUR_NAMES = [
  'white',
  'black',
  'gray',
  'silver',
  'navy',
  'royalblue',
  'lightblue',
  'teal',
  'green',
  'forestgreen',
  'lime',
  'yellow',
  'gold',
  'orange',
  'red',
  'maroon',
  'pink',
  'purple',
] as const;
export type SublimationColour = (typeof SUBLIMATION_COLOUR_NAMES)[number];

/** R-3-30 Sublimation colours with hex (no '#'). */
export const SUBLIMATION_COLOURS: readonly { name: SublimationColour; hex: string }[] =
  SUBLIMATION_COLOUR_NAMES.map((name) => ({ name, hex: CSS_NAMED_COLOURS[name] ?? '' }));

/** True when a draft's sublimationColor is one of the 18. */
export const isSublimationColour = (value: unknown): value is SublimationColour =>
  typeof value === 'string' && (SUBLIMATION_COLOUR_NAMES as readonly string[]).includes(value);

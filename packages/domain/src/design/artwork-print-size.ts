/** The resolution a print shop aims for (dots per inch at print size). */
export const TARGET_DPI = 300;
/** Below this the library warns that the artwork may print soft. */
export const LOW_DPI = 150;

/**
 * The largest print of a pixel size at `dpi`, in inches rounded down to a tenth: what the artwork library shows
 * next to each file ("prints up to 10.0 x 8.0 in at 300 DPI").
 */
export function printSizeAtDpi(widthPx: number, heightPx: number, dpi = TARGET_DPI) {
  const inches = (px: number) => Math.floor((px / dpi) * 10) / 10;
  return { widthIn: inches(widthPx), heightIn: inches(heightPx), dpi };
}

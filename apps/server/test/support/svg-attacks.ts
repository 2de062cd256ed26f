/**
 * The SVG files of the security probe, for tests and the bench: one the element caps refuse, and one
 * within the caps that is still slow to draw (what the sandbox's time budget and low priority are for).
 */

/** 9 levels of 4 nested <use>: 262,144 full-size copies from about 1 KB (16 s of drawing here before the caps). */
export function nestedUseBomb(levels = 9, fan = 4): string {
  let defs = '<g id="l0"><rect width="1000" height="1000" fill="#c00" fill-opacity=".01"/></g>';
  for (let i = 1; i <= levels; i++)
    defs += `<g id="l${i}">${`<use xlink:href="#l${i - 1}"/>`.repeat(fan)}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="1000" height="1000"><defs>${defs}</defs><use xlink:href="#l${levels}"/></svg>`;
}

/**
 * Within every cap (10^levels blurred copies, levels <= 4) but slow to draw: 2 levels take about 3 s here,
 * 3 levels about 25 s.
 */
export function slowBlurSvg(levels = 2): string {
  let defs =
    '<filter id="b"><feGaussianBlur stdDeviation="8"/></filter><g id="l0"><rect width="900" height="900" fill="#c00" filter="url(#b)"/></g>';
  for (let i = 1; i <= levels; i++)
    defs += `<g id="l${i}">${`<use href="#l${i - 1}" x="${i}"/>`.repeat(10)}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000"><defs>${defs}</defs><use href="#l${levels}"/></svg>`;
}

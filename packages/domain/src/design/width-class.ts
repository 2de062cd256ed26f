/** Width class of an element width (a fraction of the print area), matching the small/medium/large presets. */
export type WidthClass = 'small' | 'medium' | 'large';

/** O-9-35..38 up to 0.25 small, up to 0.5 medium, up to 0.75 large, above that medium (spec as stated). */
export function caseWidthClass(width: number): WidthClass {
  if (width <= 0.25) return 'small';
  if (width <= 0.5) return 'medium';
  if (width <= 0.75) return 'large';
  return 'medium';
}

/** O-9-39..41 Mug widths: up to 0.15 small, up to 0.25 medium, otherwise large. */
export function mugWidthClass(width: number): WidthClass {
  if (width <= 0.15) return 'small';
  if (width <= 0.25) return 'medium';
  return 'large';
}

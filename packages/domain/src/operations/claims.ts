/** R-3-59: reasons a customer gives for a claim (verbatim labels). */
export const CLAIM_REASONS = [
  'order not delivered',
  'late delivery',
  'missing items',
  'wrong items',
  'misprinted/flawed items',
  'other',
] as const;
export type ClaimReason = (typeof CLAIM_REASONS)[number];

/** R-3-60: problems attributed to the printer (verbatim labels). */
export const PRINTER_PROBLEMS = [
  'print quality',
  'print placement',
  'garment/item defect',
  'damaged item(s)',
  'incorrect item(s)',
  'missing item(s)',
  'order not delivered',
  'late delivery',
] as const;
export type PrinterProblem = (typeof PRINTER_PROBLEMS)[number];

/** R-3-61: severity, least to most severe. */
export const SEVERITIES = ['minor', 'medium', 'significant', 'devastating'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** Compares severities: negative when `a` is less severe than `b`. */
export const compareSeverity = (a: Severity, b: Severity): number =>
  SEVERITIES.indexOf(a) - SEVERITIES.indexOf(b);

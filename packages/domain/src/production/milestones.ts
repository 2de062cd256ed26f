/** R-4-07..33: production milestones named in the per-print-type timelines. */
export const MILESTONES = [
  'IMPORTED',
  'REJECTION',
  'BLANK_ORDERED',
  'RECEIVED',
  'CART_LOADED',
  'RIP_ISSUE',
  'PRETREAT',
  'PRINT',
  'PRINTED',
  'QC',
  'STORED',
  'SHIPPED',
] as const;
export type Milestone = (typeof MILESTONES)[number];

/** Print types that have a milestone timeline (embroidery has none in the spec). */
export const MILESTONE_PRINT_TYPES = ['dtg', 'screenprint', 'mug', 'case', 'poster'] as const;
export type MilestonePrintType = (typeof MILESTONE_PRINT_TYPES)[number];

/** One milestone of a timeline: how long an order may stay there (max) and usually stays (average), in hours. */
export interface MilestoneStep {
  milestone: Milestone;
  maxHours: number | null;
  avgHours: number | null;
  /** Reaching this milestone means something went wrong and a person must look (R-4-34). */
  alert: boolean;
  /** Only some orders pass through it; skipping it is normal. */
  occasional: boolean;
  /** The last milestone: no clock runs after it. */
  final: boolean;
}

const step = (
  milestone: Milestone,
  maxHours: number | null,
  avgHours: number | null,
  flags: { alert?: boolean; occasional?: boolean } = {},
): MilestoneStep => ({
  milestone,
  maxHours,
  avgHours,
  alert: flags.alert ?? false,
  occasional: flags.occasional ?? false,
  final: false,
});
const shipped: MilestoneStep = { ...step('SHIPPED', null, null), final: true };

/** R-4-07..33: milestone timelines per print type, in order (max hours / average hours, spec verbatim). */
export const MILESTONE_TIMELINES: Readonly<Record<MilestonePrintType, readonly MilestoneStep[]>> = {
  dtg: [
    step('IMPORTED', 120, 12),
    step('REJECTION', null, null, { occasional: true }),
    step('BLANK_ORDERED', 168, 48),
    step('RECEIVED', 168, 12),
    step('CART_LOADED', 120, 24),
    step('RIP_ISSUE', 120, 48, { alert: true, occasional: true }),
    step('PRETREAT', 72, 2),
    step('PRINT', 72, 1),
    step('QC', 72, 1),
    step('STORED', 120, 6),
    shipped,
  ],
  screenprint: [
    step('IMPORTED', 120, 12),
    step('BLANK_ORDERED', 168, 48),
    step('RECEIVED', 168, 24),
    step('STORED', 168, 6),
    shipped,
  ],
  mug: [step('IMPORTED', 120, 36), step('PRINTED', 72, 3), step('STORED', 168, 3), shipped],
  case: [
    step('IMPORTED', 360, 36),
    step('REJECTION', 5, null, { alert: true }),
    step('STORED', 168, 3),
    shipped,
  ],
  poster: [step('IMPORTED', 360, 84), step('REJECTION', 120, 84, { alert: true }), shipped],
};

/** The step of a milestone in a print type's timeline, or null when that timeline has no such milestone. */
export function milestoneStep(printType: MilestonePrintType, milestone: Milestone): MilestoneStep | null {
  return MILESTONE_TIMELINES[printType].find((s) => s.milestone === milestone) ?? null;
}

/** The milestones every order of a print type passes through (occasional ones left out). */
export function expectedMilestones(printType: MilestonePrintType): Milestone[] {
  return MILESTONE_TIMELINES[printType].filter((s) => !s.occasional).map((s) => s.milestone);
}

import { DomainError } from '../errors/domain-error.ts';
import type { PlacementName } from '../placement/placement-presets.ts';
import { caseWidthClass } from './width-class.ts';

/** O-5-21..23 Case placements a design draft may carry. */
export const CASE_PLACEMENTS = ['Bottom', 'Center', 'Center Full Bleed'] as const;
export type CasePlacement = (typeof CASE_PLACEMENTS)[number];

/** R-9-66 Default case finish. */
export const DEFAULT_CASE_FINISH = 'gloss';

/** True for a known case placement. */
export const isCasePlacement = (value: unknown): value is CasePlacement =>
  typeof value === 'string' && (CASE_PLACEMENTS as readonly string[]).includes(value);

/** The message of an unknown case placement; the spec gives none (docs/decisions/case-placement-error.md). */
export const unexpectedCasePlacementMessage = (value: unknown) =>
  `Unexpected case placement found: ${String(value)}`;

/** O-5-24 / O-8-11 A case placement; anything else raises. */
export function parseCasePlacement(value: unknown): CasePlacement {
  if (!isCasePlacement(value)) {
    throw new DomainError('unexpected_case_placement', unexpectedCasePlacementMessage(value));
  }
  return value;
}

/** The placement preset a case placement and width class stand for (Center Full Bleed is center-full). */
export function casePlacementPreset(placement: CasePlacement, width: number): PlacementName {
  if (placement === 'Bottom') return 'bottom';
  if (placement === 'Center Full Bleed') return 'center-full';
  return `center-${caseWidthClass(width)}`;
}

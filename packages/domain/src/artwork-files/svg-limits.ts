/** The caps on an SVG's size and the answer the sanitiser gives (see sanitise-svg.ts). */
export const SVG_LIMITS = {
  /** Elements in the file. */
  maxElements: 100_000,
  /** Element nesting depth. */
  maxDepth: 100,
  /** Extra elements drawn through references (a <use> of a group of 10 draws 10 more). */
  maxReferencedCopies: 20_000,
  /** References inside referenced content (a <use> of a group holding a <use> is 2 levels). */
  maxReferenceDepth: 5,
} as const;

export type SvgRefusal =
  | 'not-xml'
  | 'entities'
  | 'no-svg-root'
  | 'too-many-elements'
  | 'too-deep'
  | 'too-many-copies'
  | 'references-too-deep'
  | 'reference-loop';

export type SanitisedSvg =
  | { ok: true; svg: string; elements: number; referencedCopies: number }
  | { ok: false; reason: SvgRefusal; message: string };

export const refuse = (reason: SvgRefusal, message: string): SanitisedSvg => ({ ok: false, reason, message });

export const tooManyCopies = () =>
  refuse(
    'too-many-copies',
    `This SVG draws more than ${SVG_LIMITS.maxReferencedCopies.toLocaleString('en-US')} elements through references (<use>).`,
  );

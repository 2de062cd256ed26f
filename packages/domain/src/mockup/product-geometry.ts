import { PRINT_AREAS, type PrintArea } from '../catalog/print-areas.ts';
import { DEFAULT_MUG_SIZE } from '../catalog/product-defaults.ts';
import type { MugSize } from '../catalog/size-codes.ts';

/** A rectangle in template units (the drawing's own coordinates), optionally with rounded corners. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
  radius?: number;
}

/**
 * Where a flat product sits on its drawing (docs/decisions/product-geometry.md): the drawing's size, the product
 * body, the print area (always on the body) and the holes in the body nothing prints on (a case's camera).
 * The editor draws it and the server's mockups use the same numbers, so both show the artwork on the product.
 */
export interface ProductGeometry {
  template: { width: number; height: number };
  body: Rect;
  printArea: Rect;
  /** Holes in the body: artwork is masked there (a phone case's camera cut-out). */
  cutouts: Rect[];
  /** A mug's handle: the box it takes beside the body. */
  handle: Rect | null;
}

export type { MugSize };

/** A print area the spec sizes (R-9-85, R-9-86): its width and height in inches. */
const sized = (a: PrintArea) => ({ width: a.width ?? 0, height: a.height ?? 0 });
const MUG_AREA = sized(PRINT_AREAS.mug);
const CASE_AREA = sized(PRINT_AREAS.case);
/**
 * Body height and diameter of the mug sizes in inches (docs/decisions/product-geometry.md). The spec gives one
 * print area for both (R-9-86, 8.36 x 3.48): the 15oz mug is taller and wider, its print area is the same.
 */
export const MUG_BODIES: Readonly<Record<MugSize, { height: number; diameter: number }>> = {
  '11oz': { height: 3.82, diameter: 3.25 },
  '15oz': { height: 4.5, diameter: 3.43 },
};

/** R-3-42 / R-9-64 The mug size a design variation names; the default 11oz when it names none we know. */
export const mugSizeOf = (size: string | null | undefined): MugSize =>
  size === '15oz' || size === '11oz' ? size : DEFAULT_MUG_SIZE;

/** Template units per inch of the mug drawing (1000 x 600: the flat wrap with its handle). */
const MUG_UNITS_PER_INCH = 90;
const MUG_TEMPLATE = { width: 1000, height: 600 };

/**
 * O-3-15 / R-9-86 The mug as the editor draws it: the flat wrap laid out on the body, the print area centred on
 * the body, the handle at the right edge where the wrap's ends meet. Bodies differ per size; the print area
 * does not (the spec gives one).
 */
export function mugGeometry(size: MugSize = '11oz'): ProductGeometry {
  const u = MUG_UNITS_PER_INCH;
  const areaIn = MUG_AREA;
  const bodyIn = MUG_BODIES[size];
  const areaW = areaIn.width * u;
  const areaH = areaIn.height * u;
  // The body is the wrap plus the unprinted gap by the handle (0.25 in on each end).
  const bodyW = areaW + 0.5 * u;
  const bodyH = bodyIn.height * u;
  const bodyX = 50;
  const cy = MUG_TEMPLATE.height / 2;
  const body = { x: bodyX, y: cy - bodyH / 2, width: bodyW, height: bodyH, radius: 12 };
  const handleH = bodyH * 0.62;
  return {
    template: MUG_TEMPLATE,
    body,
    printArea: { x: bodyX + (bodyW - areaW) / 2, y: cy - areaH / 2, width: areaW, height: areaH },
    cutouts: [],
    handle: { x: bodyX + bodyW, y: cy - handleH / 2, width: 125, height: handleH },
  };
}

/** Template units per inch of the case drawing (600 x 1000). */
const CASE_UNITS_PER_INCH = 130;
const CASE_TEMPLATE = { width: 600, height: 1000 };

/**
 * R-9-85 The phone case as the editor and the mockups draw it: the 4.3 x 6.5 in print area centred on the
 * drawing, the case back 0.1 in inside it (the print bleeds past the edge), the camera cut-out in the top left
 * corner of the back, where nothing prints.
 */
export function caseGeometry(): ProductGeometry {
  const u = CASE_UNITS_PER_INCH;
  const areaIn = CASE_AREA;
  const areaW = areaIn.width * u;
  const areaH = areaIn.height * u;
  const printArea = {
    x: (CASE_TEMPLATE.width - areaW) / 2,
    y: (CASE_TEMPLATE.height - areaH) / 2,
    width: areaW,
    height: areaH,
  };
  const bleed = 0.1 * u;
  const body = {
    x: printArea.x + bleed,
    y: printArea.y + bleed,
    width: areaW - 2 * bleed,
    height: areaH - 2 * bleed,
    radius: 0.55 * u,
  };
  const camera = {
    x: body.x + 0.18 * u,
    y: body.y + 0.18 * u,
    width: 1.45 * u,
    height: 1.6 * u,
    radius: 0.35 * u,
  };
  return { template: CASE_TEMPLATE, body, printArea, cutouts: [camera], handle: null };
}

/** The drawing of a product type when it has one of its own (mugs by size, cases); null for the others. */
export function productGeometry(type: string, size?: string | null): ProductGeometry | null {
  if (type === 'Mug') return mugGeometry(mugSizeOf(size));
  if (type === 'Case') return caseGeometry();
  return null;
}

/** True when the point is inside a rounded rectangle. */
export function insideRect(r: Rect, x: number, y: number): boolean {
  if (x < r.x || y < r.y || x > r.x + r.width || y > r.y + r.height) return false;
  const rad = Math.min(r.radius ?? 0, r.width / 2, r.height / 2);
  const cx = Math.min(Math.max(x, r.x + rad), r.x + r.width - rad);
  const cy = Math.min(Math.max(y, r.y + rad), r.y + r.height - rad);
  return (x - cx) ** 2 + (y - cy) ** 2 <= rad * rad;
}

/** True when artwork printed at (x, y) shows on the product: on the body and not in a cut-out. */
export const printsAt = (g: ProductGeometry, x: number, y: number): boolean =>
  insideRect(g.body, x, y) && !g.cutouts.some((c) => insideRect(c, x, y));

/** One side view of a mug in a mockup: the cylinder's front face and the part of the wrap it shows. */
export interface MugView {
  label: 'left' | 'front' | 'right';
  /** The body's front face in mockup template units. */
  body: Rect;
  /** The print area's band on that face (top and height; it spans the face's width). */
  band: { y: number; height: number };
  /** Inches along the wrap (from its left end) that face the viewer at the body's centre line. */
  centre: number;
  /** The mug's radius in inches. */
  radius: number;
  /** The side the handle sticks out (where the wrap's two ends meet); null when it is hidden behind. */
  handle: 'left' | 'right' | null;
}

/** The mockup drawing of a mug: 1200 x 560, three views side by side. */
export const MUG_MOCKUP_TEMPLATE = { width: 1200, height: 560 } as const;
/** Mockup template units per inch of a mug. */
const MUG_MOCKUP_UNITS_PER_INCH = 80;

/**
 * O-3-15 The three views of a mug mockup, as shops show mugs: the middle of the wrap's left half faces the
 * viewer in the first (the handle, where the wrap's ends meet, a quarter turn away on the left), the middle of
 * the wrap in the second (handle hidden behind), the middle of its right half in the third (handle on the
 * right). Each shows half the circumference, so a full wrap is seen going round the curve and a print placed
 * left is not in the right view.
 */
export function mugViews(size: MugSize = DEFAULT_MUG_SIZE): MugView[] {
  const body = MUG_BODIES[size];
  const area = MUG_AREA;
  const u = MUG_MOCKUP_UNITS_PER_INCH;
  const width = body.diameter * u;
  const height = body.height * u;
  const y = (MUG_MOCKUP_TEMPLATE.height - height) / 2;
  const band = { y: y + (height - area.height * u) / 2, height: area.height * u };
  const radius = body.diameter / 2;
  const view = (label: MugView['label'], cx: number, share: number, handle: MugView['handle']): MugView => ({
    label,
    body: { x: cx - width / 2, y, width, height },
    band,
    centre: area.width * share,
    radius,
    handle,
  });
  const w = MUG_MOCKUP_TEMPLATE.width;
  return [
    view('left', w * 0.2, 0.25, 'left'),
    view('front', w * 0.5, 0.5, null),
    view('right', w * 0.8, 0.75, 'right'),
  ];
}

/**
 * The wrap position (inches from its left end) seen at a column of a mug view: `t` runs -1 (left silhouette)
 * .. 1 (right silhouette); the column at t sees the cylinder at angle asin(t), so the print is compressed
 * towards the edges as on a real mug. Outside 0..wrap width it sees the bare mug.
 */
export function wrapInchesAt(view: MugView, t: number): number {
  return view.centre + Math.asin(Math.min(1, Math.max(-1, t))) * view.radius;
}

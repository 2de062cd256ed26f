import { describe, expect, it } from 'vitest';
import { PRINT_AREAS } from '../catalog/print-areas.ts';
import {
  caseGeometry,
  insideRect,
  MUG_MOCKUP_TEMPLATE,
  mugGeometry,
  mugSizeOf,
  mugViews,
  printsAt,
  productGeometry,
  type Rect,
  wrapInchesAt,
} from './product-geometry.ts';

const within = (inner: Rect, outer: Rect) =>
  inner.x >= outer.x - 1e-9 &&
  inner.y >= outer.y - 1e-9 &&
  inner.x + inner.width <= outer.x + outer.width + 1e-9 &&
  inner.y + inner.height <= outer.y + outer.height + 1e-9;
const overlaps = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('#12.11 product geometry: the print area sits on the product', () => {
  it.each(['11oz', '15oz'] as const)(
    '#12.11 R-9-86 the %s mug print area lies on the body, centred, drawn to scale (8.36 x 3.48)',
    (size) => {
      const g = mugGeometry(size);
      expect(within(g.printArea, g.body)).toBe(true);
      expect(within(g.body, { x: 0, y: 0, ...g.template })).toBe(true);
      // Centred on the body both ways (the old drawing put it across the body's top edge).
      expect(g.printArea.y + g.printArea.height / 2).toBeCloseTo(g.body.y + g.body.height / 2, 6);
      expect(g.printArea.x + g.printArea.width / 2).toBeCloseTo(g.body.x + g.body.width / 2, 6);
      expect(g.printArea.width / g.printArea.height).toBeCloseTo(8.36 / 3.48, 6);
      // The handle is beside the body, not on the print.
      expect(g.handle).not.toBeNull();
      expect(overlaps(g.handle!, g.printArea)).toBe(false);
    },
  );

  it('#12.11 R-3-42 / R-9-86 11oz and 15oz differ in body (taller, wider 15oz), not in print area (the spec gives one)', () => {
    const small = mugGeometry('11oz');
    const large = mugGeometry('15oz');
    expect(large.body.height).toBeGreaterThan(small.body.height);
    expect(large.printArea).toEqual(small.printArea);
    const [s] = mugViews('11oz');
    const [l] = mugViews('15oz');
    expect(l!.body.height).toBeGreaterThan(s!.body.height);
    expect(l!.body.width).toBeGreaterThan(s!.body.width);
    expect(l!.band.height).toBeCloseTo(s!.band.height, 6);
  });

  it('#12.11 R-9-64 a design without a known mug size is drawn as the default 11oz mug', () => {
    expect(mugSizeOf(undefined)).toBe('11oz');
    expect(mugSizeOf('20oz')).toBe('11oz');
    expect(mugSizeOf('15oz')).toBe('15oz');
    expect(productGeometry('Mug', '15oz')).toEqual(mugGeometry('15oz'));
    expect(productGeometry('Garment')).toBeNull();
  });

  it('#12.11 R-9-85 the case print area (4.3 x 6.5) is centred on the case and covers its back (bleed)', () => {
    const g = caseGeometry();
    expect(within(g.printArea, { x: 0, y: 0, ...g.template })).toBe(true);
    expect(within(g.body, g.printArea)).toBe(true);
    expect(g.printArea.x + g.printArea.width / 2).toBeCloseTo(g.template.width / 2, 6);
    expect(g.printArea.width / g.printArea.height).toBeCloseTo(4.3 / 6.5, 6);
    expect(PRINT_AREAS.case).toMatchObject({ width: 4.3, height: 6.5 });
    // The print area starts on (or just outside) the case, never a quarter of the drawing to its left.
    expect(g.body.x - g.printArea.x).toBeLessThan(0.15 * (g.printArea.width / 4.3));
  });

  it('#12.11 the case camera cut-out is on the back, top left, and nothing prints there', () => {
    const g = caseGeometry();
    const [camera] = g.cutouts;
    expect(camera).toBeDefined();
    expect(within(camera!, g.body)).toBe(true);
    expect(camera!.x + camera!.width).toBeLessThan(g.body.x + g.body.width / 2);
    expect(camera!.y + camera!.height).toBeLessThan(g.body.y + g.body.height / 3);
    const mid = (r: Rect) => [r.x + r.width / 2, r.y + r.height / 2] as const;
    expect(printsAt(g, ...mid(camera!))).toBe(false);
    expect(printsAt(g, ...mid(g.body))).toBe(true);
    // Outside the rounded corner of the case nothing prints either.
    expect(printsAt(g, g.body.x + 1, g.body.y + 1)).toBe(false);
  });

  it('rounded rectangles exclude their corners', () => {
    const r = { x: 0, y: 0, width: 100, height: 100, radius: 20 };
    expect(insideRect(r, 50, 50)).toBe(true);
    expect(insideRect(r, 1, 1)).toBe(false);
    expect(insideRect(r, 20, 1)).toBe(true);
    expect(insideRect(r, 101, 50)).toBe(false);
  });
});

describe('#12.12 mug mockup views: the wrap goes round the cylinder', () => {
  it('#12.12 O-3-15 the views face the middle of the left half, the middle and the middle of the right half', () => {
    const [left, front, right] = mugViews('11oz');
    expect(wrapInchesAt(left!, 0)).toBeCloseTo(8.36 / 4, 6);
    expect(wrapInchesAt(front!, 0)).toBeCloseTo(8.36 / 2, 6);
    expect(wrapInchesAt(right!, 0)).toBeCloseTo((3 * 8.36) / 4, 6);
    // The views do not overlap on the drawing, leave room for the handles and fit it.
    for (const size of ['11oz', '15oz'] as const) {
      const [l, f, r] = mugViews(size);
      expect(l!.body.x - 0.35 * l!.body.width).toBeGreaterThan(0);
      expect(l!.body.x + l!.body.width).toBeLessThan(f!.body.x);
      expect(f!.body.x + f!.body.width).toBeLessThan(r!.body.x);
      expect(r!.body.x + 1.35 * r!.body.width).toBeLessThan(MUG_MOCKUP_TEMPLATE.width);
      expect(r!.body.y + r!.body.height).toBeLessThan(MUG_MOCKUP_TEMPLATE.height);
    }
    expect([left!.handle, front!.handle, right!.handle]).toEqual(['left', null, 'right']);
  });

  it('#12.12 columns near the silhouette show more wrap per pixel (cylindrical compression), half the circumference in all', () => {
    const [view] = mugViews('11oz');
    const step = 0.05;
    const atCentre = wrapInchesAt(view!, step) - wrapInchesAt(view!, 0);
    const atEdge = wrapInchesAt(view!, 0.99) - wrapInchesAt(view!, 0.99 - step);
    expect(atEdge).toBeGreaterThan(atCentre * 2);
    expect(wrapInchesAt(view!, 1) - wrapInchesAt(view!, -1)).toBeCloseTo(Math.PI * view!.radius, 6);
  });
});

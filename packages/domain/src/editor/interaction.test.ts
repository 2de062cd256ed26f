import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { garmentArtworkMax } from '../placement/artwork-maximums.ts';
import { toHundredths, toInches, toPx } from '../placement/print-area-mapping.ts';
import { degrees, inches, px } from '../units/units.ts';
import {
  type CanvasPoint,
  type EditorKey,
  IDLE,
  type InteractionContext,
  type InteractionEvent,
  type InteractionState,
  interact,
  rotateTo,
} from './interaction.ts';
import { type Box, boundingSize, centredBox, clampBox, isInsideArea } from './placement-box.ts';

const tee = (over: Partial<InteractionContext> = {}): InteractionContext => ({
  frame: { width: inches(14), height: inches(16), widthPx: px(420) }, // 30 px per inch
  max: garmentArtworkMax('front'),
  roundHalfInch: true,
  allowRotation: true,
  snapHorizontal: false,
  locked: false,
  ...over,
});
const at = (x: number, y: number): CanvasPoint => ({ x: px(x), y: px(y) });
const area = (ctx: InteractionContext) => ({ width: ctx.frame.width, height: ctx.frame.height });

function run(ctx: InteractionContext, box: Box, events: InteractionEvent[]) {
  let state: InteractionState = IDLE;
  let commits = 0;
  for (const e of events) {
    const t = interact(state, box, e, ctx);
    state = t.state;
    box = t.box;
    if (t.commit) commits++;
  }
  return { state, box, commits };
}

describe('editor interaction machine', () => {
  it('drags: pointer down on the body, move 60 px right (2 in), release -> moved 2 in and one undo step', () => {
    const ctx = tee();
    const start = centredBox(inches(4), 1, area(ctx));
    const r = run(ctx, start, [
      { type: 'pointerDown', target: 'body', point: at(210, 240) },
      { type: 'pointerMove', point: at(240, 240) },
      { type: 'pointerMove', point: at(270, 240) },
      { type: 'pointerUp' },
    ]);
    expect(r.state.kind).toBe('idle');
    expect(r.box.left).toBeCloseTo(start.left + 2);
    expect(r.box.top).toBeCloseTo(start.top);
    expect(r.commits).toBe(1);
  });

  it('a drag never pushes the artwork out of the print area', () => {
    const ctx = tee();
    const r = run(ctx, centredBox(inches(4), 1, area(ctx)), [
      { type: 'pointerDown', target: 'body', point: at(210, 240) },
      { type: 'pointerMove', point: at(-5000, -5000) },
    ]);
    expect(r.box.left).toBe(0);
    expect(r.box.top).toBe(0);
    expect(r.state.kind).toBe('dragging');
  });

  it('Escape during a drag puts the artwork back and records nothing', () => {
    const ctx = tee();
    const start = centredBox(inches(4), 1, area(ctx));
    const r = run(ctx, start, [
      { type: 'pointerDown', target: 'body', point: at(210, 240) },
      { type: 'pointerMove', point: at(300, 300) },
      { type: 'key', key: 'Escape', shift: false },
    ]);
    expect(r.box).toEqual(start);
    expect(r.state.kind).toBe('idle');
    expect(r.commits).toBe(0);
  });

  it('R-5-64 a garment resize ends on a half inch and keeps the artwork aspect', () => {
    const ctx = tee();
    const start = centredBox(inches(4), 0.5, area(ctx)); // 4 x 2 in, centred
    const r = run(ctx, start, [
      { type: 'pointerDown', target: 'se', point: at(270, 270) },
      { type: 'pointerMove', point: at(287, 270) }, // +17 px = +0.567 in
      { type: 'pointerUp' },
    ]);
    expect(r.box.width).toBe(4.5);
    expect(r.box.height / r.box.width).toBeCloseTo(0.5);
  });

  it('R-5-32 a resize stops at the 14x16 front maximum', () => {
    const ctx = tee();
    const r = run(ctx, centredBox(inches(4), 1, area(ctx)), [
      { type: 'pointerDown', target: 'se', point: at(270, 300) },
      { type: 'pointerMove', point: at(9000, 9000) },
      { type: 'pointerUp' },
    ]);
    expect(r.box.width).toBeLessThanOrEqual(14);
    expect(isInsideArea(r.box, area(ctx))).toBe(true);
  });

  it('R-3-84 rotating snaps to a quarter turn (90 degrees) and swaps the covered size', () => {
    const ctx = tee();
    const start = centredBox(inches(6), 0.5, area(ctx)); // 6 x 3
    const c = { x: 210, y: 240 };
    const r = run(ctx, start, [
      { type: 'pointerDown', target: 'rotate', point: at(c.x, c.y - 100) }, // pointer above the centre
      { type: 'pointerMove', point: at(c.x + 100, c.y + 5) }, // now to the right: ~ +90
      { type: 'pointerUp' },
    ]);
    expect(r.box.rotation).toBe(90);
    expect(boundingSize(r.box)).toEqual({ width: r.box.height, height: r.box.width });
  });

  it('rotation is refused with a reason where the product does not allow it', () => {
    const ctx = tee({ allowRotation: false });
    const t = interact(
      IDLE,
      centredBox(inches(4), 1, area(ctx)),
      { type: 'pointerDown', target: 'rotate', point: at(0, 0) },
      ctx,
    );
    expect(t.state.kind).toBe('idle');
    expect(t.refused).toBe('This product cannot be rotated.');
  });

  it('a locked placement (poster width = 1) ignores gestures', () => {
    const ctx = tee({ locked: true });
    const start = centredBox(inches(14), 1, area(ctx));
    const r = run(ctx, start, [
      { type: 'pointerDown', target: 'body', point: at(10, 10) },
      { type: 'pointerMove', point: at(100, 100) },
      { type: 'key', key: 'ArrowLeft', shift: false },
    ]);
    expect(r.box).toEqual(start);
  });

  it('keyboard: arrows nudge 0.1 in, shift+arrow 1 in, + grows by half an inch on garments, r turns', () => {
    const ctx = tee();
    const start = centredBox(inches(4), 1, area(ctx));
    const r1 = run(ctx, start, [{ type: 'key', key: 'ArrowRight', shift: false }]);
    expect(r1.box.left).toBeCloseTo(start.left + 0.1);
    const r2 = run(ctx, start, [{ type: 'key', key: 'ArrowDown', shift: true }]);
    expect(r2.box.top).toBeCloseTo(start.top + 1);
    const r3 = run(ctx, start, [{ type: 'key', key: '+', shift: false }]);
    expect(r3.box.width).toBe(4.5);
    const r4 = run(ctx, start, [{ type: 'key', key: 'r', shift: false }]);
    expect(r4.box.rotation).toBe(90);
    expect(r1.commits + r2.commits + r3.commits + r4.commits).toBe(4);
  });

  it('R-3-78 with code snapping a drag ends on the nearest horizontal code and arrows step through codes', () => {
    const ctx = tee({ snapHorizontal: true });
    const start = centredBox(inches(4), 1, area(ctx)); // C: left 5 of 10 free inches
    const r = run(ctx, start, [
      { type: 'pointerDown', target: 'body', point: at(210, 240) },
      { type: 'pointerMove', point: at(120, 300) }, // 3 in left, 2 in down
      { type: 'pointerUp' },
    ]);
    expect(r.box.left).toBeCloseTo(2.5); // LC = a quarter of the free width
    expect(r.box.top).toBeCloseTo(start.top + 2);
    const k = run(ctx, r.box, [{ type: 'key', key: 'ArrowLeft', shift: false }]);
    expect(k.box.left).toBeCloseTo(0); // L
  });

  it('events a state does not handle change nothing', () => {
    const ctx = tee();
    const start = centredBox(inches(4), 1, area(ctx));
    const t = interact(IDLE, start, { type: 'pointerMove', point: at(1, 1) }, ctx);
    expect(t.box).toBe(start);
    expect(t.state).toBe(IDLE);
  });
});

describe('editor rotation (docs/decisions/element-rotation.md)', () => {
  const free = () => tee({ freeRotation: true, roundHalfInch: false });
  it('R-3-31 free rotation follows the pointer in whole degrees, 15-degree steps with shift', () => {
    const ctx = free();
    const start = centredBox(inches(4), 1, area(ctx));
    const c = { x: toPx(inches(7), ctx.frame), y: toPx(inches(8), ctx.frame) };
    const down: InteractionEvent = { type: 'pointerDown', target: 'rotate', point: at(c.x, c.y - 100) };
    // Pointer 100 px above the centre, then moved to 37 degrees clockwise of that.
    const rad = (37 * Math.PI) / 180;
    const moved = at(c.x + 100 * Math.sin(rad), c.y - 100 * Math.cos(rad));
    const r = run(ctx, start, [down, { type: 'pointerMove', point: moved }, { type: 'pointerUp' }]);
    expect(r.box.rotation).toBe(37);
    expect(r.commits).toBe(1);
    const snapped = run(ctx, start, [down, { type: 'pointerMove', point: moved, shift: true }]);
    expect(snapped.box.rotation).toBe(30);
  });
  it('R-3-83 / R-3-84 keyboard: ] turns 15 clockwise, [ back (to 345), shift for one degree; quarter-turn products step 90', () => {
    const ctx = free();
    const start = centredBox(inches(4), 1, area(ctx));
    expect(run(ctx, start, [{ type: 'key', key: ']', shift: false }]).box.rotation).toBe(15);
    expect(run(ctx, start, [{ type: 'key', key: '[', shift: false }]).box.rotation).toBe(345);
    expect(run(ctx, start, [{ type: 'key', key: ']', shift: true }]).box.rotation).toBe(1);
    const r = run(ctx, start, [
      { type: 'key', key: ']', shift: false },
      { type: 'key', key: ']', shift: false },
    ]);
    expect(r.box.rotation).toBe(30);
    expect(r.commits).toBe(2);
    const quarter = tee({ roundHalfInch: false });
    expect(run(quarter, start, [{ type: 'key', key: ']', shift: true }]).box.rotation).toBe(90);
    expect(run(quarter, start, [{ type: 'key', key: '[', shift: false }]).box.rotation).toBe(270);
  });
  it('R-3-84 a typed angle is normalised and snapped as the product allows; refused where it cannot turn', () => {
    const start = centredBox(inches(4), 1, area(free()));
    expect(rotateTo(start, 450, free()).box.rotation).toBe(90);
    expect(rotateTo(start, -30.4, free()).box.rotation).toBe(330);
    expect(rotateTo(start, 100, tee()).box.rotation).toBe(90);
    const refused = rotateTo(start, 45, tee({ allowRotation: false }));
    expect(refused.refused).toBe('This product cannot be rotated.');
    expect(refused.commit).toBe(false);
  });
  it('R-5-32 turning a large artwork 45 degrees shrinks it so its corners stay inside the print area', () => {
    const ctx = free();
    const a = area(ctx);
    const r = rotateTo(clampBox(centredBox(inches(14), 1, a), a, ctx.max), 45, ctx);
    expect(r.box.rotation).toBe(45);
    expect(boundingSize(r.box).width).toBeLessThanOrEqual(14 + 1e-9);
    expect(r.box.width).toBeCloseTo(14 / Math.SQRT2);
    expect(isInsideArea(r.box, a)).toBe(true);
  });
  it('O-3-15 a mug element placed left stays in the left half of the wrap when dragged right', () => {
    const ctx: InteractionContext = {
      frame: { width: inches(8.36), height: inches(3.48), widthPx: px(836) },
      max: null,
      roundHalfInch: false,
      allowRotation: true,
      snapHorizontal: true,
      locked: false,
      region: { left: inches(0), width: inches(4.18) },
    };
    const start = { ...centredBox(inches(2), 1, area(ctx)), left: inches(1) };
    const r = run(ctx, start, [
      { type: 'pointerDown', target: 'body', point: at(200, 100) },
      { type: 'pointerMove', point: at(800, 100) },
      { type: 'pointerUp' },
    ]);
    expect(r.box.left + r.box.width).toBeCloseTo(4.18);
  });
});

const keys: EditorKey[] = [
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  '+',
  '-',
  'r',
  '[',
  ']',
  'Escape',
];
const pointArb = fc.record({
  x: fc.double({ min: -3000, max: 3000, noNaN: true }),
  y: fc.double({ min: -3000, max: 3000, noNaN: true }),
});
const eventArb: fc.Arbitrary<InteractionEvent> = fc.oneof(
  fc.record({
    type: fc.constant('pointerDown' as const),
    target: fc.constantFrom('body', 'nw', 'ne', 'sw', 'se', 'rotate') as fc.Arbitrary<'body'>,
    point: pointArb.map((p) => at(p.x, p.y)),
  }),
  fc.record({
    type: fc.constant('pointerMove' as const),
    point: pointArb.map((p) => at(p.x, p.y)),
    shift: fc.boolean(),
  }),
  fc.constant({ type: 'pointerUp' as const }),
  fc.constant({ type: 'cancel' as const }),
  fc.record({ type: fc.constant('key' as const), key: fc.constantFrom(...keys), shift: fc.boolean() }),
);
const ctxArb = fc
  .record({
    w: fc.double({ min: 2, max: 36, noNaN: true }),
    h: fc.double({ min: 2, max: 36, noNaN: true }),
    widthPx: fc.double({ min: 100, max: 2000, noNaN: true }),
    roundHalfInch: fc.boolean(),
    allowRotation: fc.boolean(),
    freeRotation: fc.boolean(),
    withMax: fc.boolean(),
    snap: fc.boolean(),
    place: fc.constantFrom(null, 'left', 'right'),
  })
  .map(
    (c): InteractionContext => ({
      frame: { width: inches(c.w), height: inches(c.h), widthPx: px(c.widthPx) },
      max: c.withMax ? { width: inches(c.w * 0.8), height: inches(c.h * 0.9) } : null,
      roundHalfInch: c.roundHalfInch,
      allowRotation: c.allowRotation,
      freeRotation: c.freeRotation,
      snapHorizontal: c.snap,
      locked: false,
      region:
        c.place === null ? null : { left: inches(c.place === 'left' ? 0 : c.w / 2), width: inches(c.w / 2) },
    }),
  );

describe('editor interaction properties', () => {
  it('property: after any sequence of pointer and keyboard events the placement never leaves the print area (nor its place band, O-3-15), at any angle', () => {
    fc.assert(
      fc.property(
        ctxArb,
        fc.double({ min: 0.05, max: 1, noNaN: true }),
        fc.double({ min: 0.2, max: 5, noNaN: true }),
        fc.array(eventArb, { maxLength: 40 }),
        (ctx, share, aspect, events) => {
          const a = area(ctx);
          const width = Math.min(a.width * share, (a.height * 0.95) / aspect);
          let state: InteractionState = IDLE;
          let box = clampBox(
            { ...centredBox(inches(width), aspect, a), rotation: degrees(0) },
            a,
            ctx.max,
            ctx.region,
          );
          for (const e of events) {
            const t = interact(state, box, e, ctx);
            state = t.state;
            box = t.box;
            if (!isInsideArea(box, a, 1e-7, ctx.region)) return false;
            if (
              ctx.max &&
              (boundingSize(box).width > ctx.max.width + 1e-7 ||
                boundingSize(box).height > ctx.max.height + 1e-7)
            )
              return false;
            if (!ctx.allowRotation && box.rotation !== 0) return false;
            if (!ctx.freeRotation && box.rotation % 90 !== 0) return false;
            if (box.rotation < 0 || box.rotation >= 360 || !Number.isInteger(box.rotation)) return false;
          }
          return true;
        },
      ),
      { numRuns: 300 },
    );
  });

  it('property: a drag by N canvas pixels moves the artwork by N / (px per inch) inches (exact to 1/100 in) when it fits', () => {
    fc.assert(
      fc.property(fc.integer({ min: -200, max: 200 }), fc.integer({ min: -200, max: 200 }), (dxh, dyh) => {
        const ctx = tee({ roundHalfInch: false });
        const a = area(ctx);
        const start = centredBox(inches(2), 1, a); // centre (7, 8), 6 in of room each way
        const dx = inches(dxh / 100);
        const dy = inches(dyh / 100);
        const r = run(ctx, start, [
          { type: 'pointerDown', target: 'body', point: at(0, 0) },
          { type: 'pointerMove', point: { x: toPx(dx, ctx.frame), y: toPx(dy, ctx.frame) } },
          { type: 'pointerUp' },
        ]);
        return (
          toHundredths(inches(r.box.left - start.left)) === dx &&
          toHundredths(inches(r.box.top - start.top)) === dy
        );
      }),
    );
  });

  it('property: canvas px -> inches -> px round trip of pointer positions is exact to 1/100 inch', () => {
    fc.assert(
      fc.property(ctxArb, fc.integer({ min: 0, max: 3600 }), (ctx, h) => {
        const x = inches(h / 100);
        return toHundredths(toInches(toPx(x, ctx.frame), ctx.frame)) === x;
      }),
    );
  });
});

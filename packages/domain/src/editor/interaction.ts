import type { Size } from '../placement/artwork-maximums.ts';
import type { PlaceRegion } from '../placement/mug-element-place.ts';
import { type PrintAreaFrame, toInches } from '../placement/print-area-mapping.ts';
import { allowedRotation, ROTATION_STEP, type RotationMode } from '../placement/rotated-bounds.ts';
import { roundToHalfInch } from '../placement/round-half-inch.ts';
import { neighbourCode, snapToCode } from './editor-element.ts';
import { type Inches, inches, type Px } from '../units/units.ts';
import {
  type Box,
  boundingSize,
  boxCenter,
  clampBox,
  type InchPoint,
  placementBound,
} from './placement-box.ts';

/** A pointer position on the canvas, pixels from the print area's top-left corner. */
export interface CanvasPoint {
  x: Px;
  y: Px;
}

export type Handle = 'nw' | 'ne' | 'sw' | 'se';
export type PointerTarget = 'body' | Handle | 'rotate';

/** The canvas interaction states (tldraw SelectTool style): one gesture at a time. */
export type InteractionState =
  | { kind: 'idle' }
  | { kind: 'dragging'; origin: InchPoint; start: Box }
  | { kind: 'resizing'; handle: Handle; start: Box }
  | { kind: 'rotating'; startAngle: number; start: Box };

export type ArrowKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown';
/**
 * Keys the canvas understands: arrows nudge (shift: larger steps), +/- resize, r turns a quarter (shift: back),
 * ] and [ turn clockwise and back by the product's step (shift: one degree where turns are free), Escape cancels.
 */
export type EditorKey = ArrowKey | '+' | '=' | '-' | 'r' | 'R' | '[' | ']' | 'Escape';

export type InteractionEvent =
  | { type: 'pointerDown'; target: PointerTarget; point: CanvasPoint }
  /** shift: a free rotation snaps to 15 degrees. */
  | { type: 'pointerMove'; point: CanvasPoint; shift?: boolean }
  | { type: 'pointerUp' }
  | { type: 'cancel' }
  | { type: 'key'; key: EditorKey; shift: boolean };

/** What the machine needs to know about the side being edited. */
export interface InteractionContext {
  /** The print area drawn on the canvas (its size and on-screen scale). */
  frame: PrintAreaFrame & { height: Inches };
  /** Artwork maximum for this product, side and print type (null: the area is the only bound). */
  max: Size | null;
  /** R-5-64 garment sizes snap to half inches when a gesture ends. */
  roundHalfInch: boolean;
  /** Rotation allowed on this product (R-3-83 / R-3-84): quarter turns unless `freeRotation`. */
  allowRotation: boolean;
  /** Any whole degree (DTG and screenprint garments, docs/decisions/element-rotation.md); else quarter turns. */
  freeRotation?: boolean;
  /** The band of the area the element's place covers (mug left or right half, O-3-15); whole area if absent. */
  region?: PlaceRegion | null;
  /** Sideways positions snap to the horizontal codes when a gesture ends (the draft stores codes, R-3-78). */
  snapHorizontal: boolean;
  /** A placement the product fixes (poster width = 1, full bleed): no gesture moves it. */
  locked: boolean;
}

/** The answer to one event: the next state and box, whether a gesture ended (a history step) and why not. */
export interface Transition {
  state: InteractionState;
  box: Box;
  /** True when this event finished a change worth an undo step. */
  commit: boolean;
  /** Why a gesture was refused (a guard's reason), for a status line; absent when accepted. */
  refused?: string;
}

/** Smallest artwork edge the editor lets a resize reach. */
export const MIN_EDGE = inches(0.25);
/** Keyboard steps in inches: plain and with shift. */
export const NUDGE = { small: inches(0.1), large: inches(1) } as const;
/** Keyboard resize step (garments use half inches, R-5-64). */
export const RESIZE_STEP = { small: inches(0.1), large: inches(0.5) } as const;

const area = (ctx: InteractionContext): Size => ({ width: ctx.frame.width, height: ctx.frame.height });
/** Keeps a box inside the area, the element's place band and the artwork maximum. */
const keepInside = (box: Box, ctx: InteractionContext): Box => clampBox(box, area(ctx), ctx.max, ctx.region);
/** The rotation mode the context allows. */
export const rotationModeOf = (ctx: InteractionContext): RotationMode =>
  !ctx.allowRotation ? 'none' : ctx.freeRotation ? 'free' : 'quarter';
const toPoint = (p: CanvasPoint, ctx: InteractionContext): InchPoint => ({
  x: toInches(p.x, ctx.frame),
  y: toInches(p.y, ctx.frame),
});
const idle: InteractionState = { kind: 'idle' };
const stay = (state: InteractionState, box: Box): Transition => ({ state, box, commit: false });

/** Guard of a gesture: null when it may start, else the reason. */
export function gestureRefusal(target: PointerTarget, ctx: InteractionContext): string | null {
  if (ctx.locked) return 'This placement is fixed for this product.';
  if (target === 'rotate' && !ctx.allowRotation) return 'This product cannot be rotated.';
  return null;
}

/** R-5-64: a finished garment size snaps to the nearest half inch, but never past the bound. */
function finish(box: Box, ctx: InteractionContext): Box {
  const sized = finishSize(box, ctx);
  return ctx.snapHorizontal ? snapToCode(sized, area(ctx), undefined, ctx.region) : sized;
}

function finishSize(box: Box, ctx: InteractionContext): Box {
  if (!ctx.roundHalfInch) return keepInside(box, ctx);
  const bound = placementBound(area(ctx), ctx.max, ctx.region);
  const b = boundingSize(box);
  const limit = Math.min(bound.width / (b.width / box.width), bound.height / (b.height / box.width));
  let width = roundToHalfInch(box.width);
  if (width > limit + 1e-9) width = inches(Math.floor(limit * 2) / 2);
  if (width < MIN_EDGE) return keepInside(box, ctx);
  return keepInside(resizeAboutCentre(box, width), ctx);
}

function resizeAboutCentre(box: Box, width: number): Box {
  const aspect = box.height / box.width;
  const c = boxCenter(box);
  const height = width * aspect;
  return {
    ...box,
    left: inches(c.x - width / 2),
    top: inches(c.y - height / 2),
    width: inches(width),
    height: inches(height),
  };
}

function translate(box: Box, dx: number, dy: number): Box {
  return { ...box, left: inches(box.left + dx), top: inches(box.top + dy) };
}

/**
 * Resize keeping the artwork's aspect, with the corner of the covered rectangle opposite the handle fixed. The
 * covered rectangle scales with the artwork at any angle, so the new artwork size is the start size times the
 * covered rectangle's scale.
 */
function resizeFromHandle(start: Box, handle: Handle, p: InchPoint, ctx: InteractionContext): Box {
  const c = boxCenter(start);
  const b = boundingSize(start);
  const west = handle === 'nw' || handle === 'sw';
  const north = handle === 'nw' || handle === 'ne';
  const anchor = {
    x: west ? c.x + b.width / 2 : c.x - b.width / 2,
    y: north ? c.y + b.height / 2 : c.y - b.height / 2,
  };
  const coverAspect = b.height / b.width;
  // The larger of the two pointer distances decides, so the corner follows the pointer on either axis.
  const wanted = Math.max(Math.abs(p.x - anchor.x), Math.abs(p.y - anchor.y) / coverAspect);
  const bound = placementBound(area(ctx), ctx.max, ctx.region);
  const x0 = ctx.region?.left ?? 0;
  const x1 = ctx.region ? ctx.region.left + ctx.region.width : area(ctx).width;
  const room = {
    x: west ? anchor.x - x0 : x1 - anchor.x,
    y: north ? anchor.y : area(ctx).height - anchor.y,
  };
  const coverWidth = Math.min(wanted, room.x, room.y / coverAspect, bound.width, bound.height / coverAspect);
  // The artwork's own width never drops below MIN_EDGE (unless the bound itself is smaller).
  const minCover = (MIN_EDGE / start.width) * b.width;
  const cw = Math.max(coverWidth, Math.min(minCover, bound.width, bound.height / coverAspect));
  const scale = cw / b.width;
  const ch = cw * coverAspect;
  const ncx = west ? anchor.x - cw / 2 : anchor.x + cw / 2;
  const ncy = north ? anchor.y - ch / 2 : anchor.y + ch / 2;
  const width = start.width * scale;
  const height = start.height * scale;
  return keepInside(
    {
      ...start,
      left: inches(ncx - width / 2),
      top: inches(ncy - height / 2),
      width: inches(width),
      height: inches(height),
    },
    ctx,
  );
}

const angleOf = (c: InchPoint, p: InchPoint): number => (Math.atan2(p.y - c.y, p.x - c.x) * 180) / Math.PI;

/**
 * Rotation follows the pointer around the centre: whole degrees where turns are free (15-degree steps with
 * shift), quarter turns elsewhere. The box shrinks only if the turned artwork would leave the area.
 */
function rotateTowards(
  start: Box,
  startAngle: number,
  p: InchPoint,
  shift: boolean,
  ctx: InteractionContext,
): Box {
  const delta = angleOf(boxCenter(start), p) - startAngle;
  const step = shift ? ROTATION_STEP.coarse : ROTATION_STEP.fine;
  return keepInside(
    { ...start, rotation: allowedRotation(start.rotation + delta, rotationModeOf(ctx), step) },
    ctx,
  );
}

/**
 * Turns a box to an angle typed by the user (the rotation field): snapped the way the product allows, kept
 * inside the area, one undo step. Refused with the reason where the product does not turn.
 */
export function rotateTo(box: Box, angle: number, ctx: InteractionContext): Transition {
  const refusal = gestureRefusal('rotate', ctx);
  if (refusal) return { state: idle, box, commit: false, refused: refusal };
  const next = finish({ ...box, rotation: allowedRotation(angle, rotationModeOf(ctx)) }, ctx);
  return { state: idle, box: next, commit: true };
}

const ROTATE_KEYS: ReadonlySet<EditorKey> = new Set(['r', 'R', '[', ']']);

/** The angle a rotate key turns by: r a quarter turn, ] and [ the product's step (shift: 1 degree if free). */
function keyTurn(key: EditorKey, shift: boolean, ctx: InteractionContext): number {
  if (key === 'r' || key === 'R') return shift ? -90 : 90;
  const step = !ctx.freeRotation ? ROTATION_STEP.quarter : shift ? ROTATION_STEP.fine : ROTATION_STEP.coarse;
  return key === '[' ? -step : step;
}

function onKey(box: Box, key: EditorKey, shift: boolean, ctx: InteractionContext): Transition {
  if (key === 'Escape') return stay(idle, box);
  const refusal = gestureRefusal(ROTATE_KEYS.has(key) ? 'rotate' : 'body', ctx);
  if (refusal) return { state: idle, box, commit: false, refused: refusal };
  const step = shift ? NUDGE.large : NUDGE.small;
  const moves: Partial<Record<EditorKey, [number, number]>> = {
    ArrowLeft: [-step, 0],
    ArrowRight: [step, 0],
    ArrowUp: [0, -step],
    ArrowDown: [0, step],
  };
  const move = moves[key];
  let next: Box;
  if (move && move[0] !== 0 && ctx.snapHorizontal) {
    const code = neighbourCode(box, area(ctx), move[0] < 0 ? -1 : 1, ctx.region);
    next = snapToCode(box, area(ctx), code, ctx.region);
  } else if (move) next = keepInside(translate(box, move[0], move[1]), ctx);
  else if (ROTATE_KEYS.has(key))
    next = finish(
      { ...box, rotation: allowedRotation(box.rotation + keyTurn(key, shift, ctx), rotationModeOf(ctx)) },
      ctx,
    );
  else {
    const sizeStep = shift || ctx.roundHalfInch ? RESIZE_STEP.large : RESIZE_STEP.small;
    const grow = key === '-' ? -sizeStep : sizeStep;
    next = finish(resizeAboutCentre(box, Math.max(MIN_EDGE, box.width + grow)), ctx);
  }
  return { state: idle, box: next, commit: true };
}

type Handler = (
  state: InteractionState,
  box: Box,
  event: InteractionEvent,
  ctx: InteractionContext,
) => Transition;

/** The transition table: state kind x event type -> handler. Missing entries ignore the event. */
/** How every gesture (drag, resize, rotate) ends: release commits if the box moved; cancel and Escape restore. */
const endGesture: Partial<Record<InteractionEvent['type'], Handler>> = {
  pointerUp: (s, box, _e, ctx) => ({
    state: idle,
    box: finish(box, ctx),
    commit: s.kind !== 'idle' && box !== s.start,
  }),
  cancel: (s, box) => stay(idle, s.kind === 'idle' ? box : s.start),
  key: (s, box, e) =>
    e.type === 'key' && e.key === 'Escape' && s.kind !== 'idle' ? stay(idle, s.start) : stay(s, box),
};

const TABLE: Record<InteractionState['kind'], Partial<Record<InteractionEvent['type'], Handler>>> = {
  idle: {
    pointerDown: (_s, box, e, ctx) => {
      if (e.type !== 'pointerDown') return stay(idle, box);
      const refusal = gestureRefusal(e.target, ctx);
      if (refusal) return { state: idle, box, commit: false, refused: refusal };
      const p = toPoint(e.point, ctx);
      if (e.target === 'body') return stay({ kind: 'dragging', origin: p, start: box }, box);
      if (e.target === 'rotate')
        return stay({ kind: 'rotating', startAngle: angleOf(boxCenter(box), p), start: box }, box);
      return stay({ kind: 'resizing', handle: e.target, start: box }, box);
    },
    key: (_s, box, e, ctx) => (e.type === 'key' ? onKey(box, e.key, e.shift, ctx) : stay(idle, box)),
  },
  dragging: {
    pointerMove: (s, box, e, ctx) => {
      if (s.kind !== 'dragging' || e.type !== 'pointerMove') return stay(s, box);
      const p = toPoint(e.point, ctx);
      return stay(s, keepInside(translate(s.start, p.x - s.origin.x, p.y - s.origin.y), ctx));
    },
    ...endGesture,
  },
  resizing: {
    pointerMove: (s, box, e, ctx) => {
      if (s.kind !== 'resizing' || e.type !== 'pointerMove') return stay(s, box);
      return stay(s, resizeFromHandle(s.start, s.handle, toPoint(e.point, ctx), ctx));
    },
    ...endGesture,
  },
  rotating: {
    pointerMove: (s, box, e, ctx) => {
      if (s.kind !== 'rotating' || e.type !== 'pointerMove') return stay(s, box);
      return stay(s, rotateTowards(s.start, s.startAngle, toPoint(e.point, ctx), e.shift === true, ctx));
    },
    ...endGesture,
  },
};

/** One step of the canvas interaction machine. Events a state does not handle leave everything unchanged. */
export function interact(
  state: InteractionState,
  box: Box,
  event: InteractionEvent,
  ctx: InteractionContext,
): Transition {
  const handler = TABLE[state.kind][event.type];
  return handler ? handler(state, box, event, ctx) : stay(state, box);
}

export const IDLE: InteractionState = idle;

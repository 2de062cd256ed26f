import type { Size } from '@platen/domain/placement/artwork-maximums';
import type { PrintAreaFrame } from '@platen/domain/placement/print-area-mapping';
import { toPx } from '@platen/domain/placement/print-area-mapping';
import {
  type CanvasPoint,
  type EditorKey,
  IDLE,
  type InteractionContext,
  type InteractionState,
  interact,
  type PointerTarget,
} from '@platen/domain/editor/interaction';
import { type Box, boundingRect } from '@platen/domain/editor/placement-box';
import { type Inches, inches, px } from '@platen/domain/units/units';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Cutouts, ProductShape, type ProductShapeProps } from './ProductShape.tsx';

import { ArtworkImage, ArtworkLayer, type CanvasElement, rectOf } from './CanvasArtwork.tsx';
import { Outline } from './Outline.tsx';

export type { CanvasElement };

export interface EditorCanvasProps {
  /** The product drawing under the print area (template coordinates, 1000 wide). */
  templateHref: string | null;
  /** A mug or case drawn from its geometry instead of a template image (the print area lies on its body). */
  shape?: ProductShapeProps | null;
  /** The print area's rectangle on the template, in template units. */
  areaRect: { x: number; y: number; width: number; height: number };
  area: Size;
  max: Size | null;
  elements: readonly CanvasElement[];
  selected: number | null;
  ctx: Omit<InteractionContext, 'frame'>;
  onSelect(index: number | null): void;
  /** A finished gesture: the element's new box (one undo step). */
  onCommit(index: number, box: Box): void;
  onRefused?(reason: string): void;
  viewBox?: string;
  /** Size of the template drawing (its own units); the viewBox matches it. */
  templateSize?: { width: number; height: number } | undefined;
}

const KEYS = new Set([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  '+',
  '=',
  '-',
  'r',
  'R',
  '[',
  ']',
  'Escape',
]);
/** Canvas px between the covered rectangle's top edge and the rotate handle. */
const ROTATE_HANDLE_GAP = 28;
const HANDLES = ['nw', 'ne', 'sw', 'se'] as const;

/**
 * The editor canvas: the product template with its print area drawn to scale, artwork as SVG images, and a
 * selection with resize handles. Pointer and keyboard events go through the pure interaction machine
 * (packages/domain/src/editor/interaction.ts); only finished gestures leave the canvas (onCommit).
 */
export function EditorCanvas(props: EditorCanvasProps) {
  const { areaRect, area, elements, selected } = props;
  const svg = useRef<SVGSVGElement>(null);
  const frame: PrintAreaFrame & { height: Inches } = useMemo(
    () => ({ width: area.width, height: area.height, widthPx: px(areaRect.width) }),
    [area.width, area.height, areaRect.width],
  );
  const ctxFor = (index: number | null): InteractionContext => ({
    ...props.ctx,
    frame,
    region: index === null ? null : (elements[index]?.region ?? null),
  });
  const [gesture, setGesture] = useState<{ state: InteractionState; box: Box; index: number } | null>(null);

  // Screen -> canvas matrix, read once per gesture: getScreenCTM forces a style and layout pass, too costly on
  // every pointer move of a busy side (the canvas does not move while a pointer is captured).
  const screenToCanvas = useRef<DOMMatrix | null>(null);
  const toAreaPoint = (e: { clientX: number; clientY: number }, cached = false): CanvasPoint => {
    let inverse = cached ? screenToCanvas.current : null;
    if (!inverse) {
      const m = svg.current?.getScreenCTM?.();
      if (!m) return { x: px(0), y: px(0) };
      inverse = m.inverse();
      screenToCanvas.current = inverse;
    }
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(inverse);
    return { x: px(p.x - areaRect.x), y: px(p.y - areaRect.y) };
  };
  const boxOf = (i: number) => (gesture && gesture.index === i ? gesture.box : elements[i]?.box);

  const onDown = (e: React.PointerEvent, index: number, target: PointerTarget) => {
    e.stopPropagation();
    props.onSelect(index);
    const box = elements[index]?.box;
    if (!box) return;
    const t = interact(IDLE, box, { type: 'pointerDown', target, point: toAreaPoint(e) }, ctxFor(index));
    if (t.refused) props.onRefused?.(t.refused);
    if (t.state.kind === 'idle') return;
    svg.current?.setPointerCapture?.(e.pointerId);
    setGesture({ state: t.state, box: t.box, index });
  };
  // A stable handler keeps the memoised images from re-rendering on every pointer move (1,000 on a side).
  const downRef = useRef(onDown);
  downRef.current = onDown;
  const stableDown = useCallback(
    (e: React.PointerEvent, index: number, target: PointerTarget) => downRef.current(e, index, target),
    [],
  );
  const onMove = (e: React.PointerEvent) => {
    if (!gesture) return;
    const t = interact(
      gesture.state,
      gesture.box,
      { type: 'pointerMove', point: toAreaPoint(e, true), shift: e.shiftKey },
      ctxFor(gesture.index),
    );
    if (t.box !== gesture.box || t.state !== gesture.state)
      setGesture({ ...gesture, state: t.state, box: t.box });
  };
  const onUp = () => {
    if (!gesture) return;
    const t = interact(gesture.state, gesture.box, { type: 'pointerUp' }, ctxFor(gesture.index));
    setGesture(null);
    if (t.commit) props.onCommit(gesture.index, t.box);
  };
  const onKey = (e: React.KeyboardEvent) => {
    if (selected === null || !KEYS.has(e.key)) return;
    e.preventDefault();
    if (gesture) {
      const t = interact(
        gesture.state,
        gesture.box,
        { type: 'key', key: e.key as EditorKey, shift: e.shiftKey },
        ctxFor(gesture.index),
      );
      setGesture(t.state.kind === 'idle' ? null : { ...gesture, state: t.state, box: t.box });
      return;
    }
    const box = elements[selected]?.box;
    if (!box) return;
    const t = interact(
      IDLE,
      box,
      { type: 'key', key: e.key as EditorKey, shift: e.shiftKey },
      ctxFor(selected),
    );
    if (t.refused) props.onRefused?.(t.refused);
    if (t.commit) props.onCommit(selected, t.box);
  };

  const sel = selected === null ? undefined : boxOf(selected);
  // Handles sit on the covered rectangle (what the print area bounds and the offsets measure).
  const cover = sel ? boundingRect(sel) : null;
  const selRect = cover
    ? {
        x: toPx(cover.left, frame),
        y: toPx(cover.top, frame),
        w: toPx(inches(cover.right - cover.left), frame),
        h: toPx(inches(cover.bottom - cover.top), frame),
      }
    : null;
  const own = sel ? rectOf(sel, frame) : null;
  const lifted = gesture?.index ?? null;
  const liftedEl = lifted === null ? undefined : elements[lifted];
  return (
    <svg
      ref={svg}
      className="editor-canvas"
      viewBox={props.viewBox ?? '0 0 1000 1000'}
      role="application"
      aria-label="Design canvas"
      aria-roledescription={`design canvas: arrow keys move the selected artwork, shift for larger steps, plus and minus resize${props.ctx.allowRotation ? (props.ctx.freeRotation ? ', ] and [ rotate by 15 degrees (shift: 1 degree), r a quarter turn' : ', ] and [ rotate a quarter turn') : ''}, Escape cancels`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the canvas is keyboard-operated (arrows, +/-, Escape)
      tabIndex={0}
      onPointerMove={onMove}
      onPointerUp={onUp}
      onPointerCancel={() => {
        setGesture(null);
      }}
      onPointerDown={() => props.onSelect(null)}
      onKeyDown={onKey}
    >
      {props.shape && <ProductShape {...props.shape} />}
      {props.templateHref && (
        <image
          href={props.templateHref}
          x={0}
          y={0}
          width={props.templateSize?.width ?? 1000}
          height={props.templateSize?.height ?? 1000}
        />
      )}
      <g transform={`translate(${areaRect.x} ${areaRect.y})`}>
        <rect
          width={areaRect.width}
          height={areaRect.height}
          fill="none"
          stroke="#0b5cad"
          strokeDasharray="8 6"
          data-print-area=""
        >
          <title>{`Print area ${area.width} x ${area.height} in`}</title>
        </rect>
        {props.max && (props.max.width < area.width || props.max.height < area.height) && (
          <rect
            x={(areaRect.width - toPx(props.max.width, frame)) / 2}
            y={0}
            width={toPx(props.max.width, frame)}
            height={toPx(props.max.height, frame)}
            fill="none"
            stroke="#b26b00"
            strokeDasharray="3 5"
          >
            <title>{`Artwork maximum ${props.max.width} x ${props.max.height} in`}</title>
          </rect>
        )}
        <ArtworkLayer elements={elements} frame={frame} onDown={stableDown} lifted={lifted} />
        {gesture && liftedEl && (
          <ArtworkImage
            key={`lifted-${liftedEl.key}`}
            el={{ ...liftedEl, box: gesture.box }}
            frame={frame}
            index={gesture.index}
            onDown={stableDown}
          />
        )}
      </g>
      {props.shape && <Cutouts cutouts={props.shape.geometry.cutouts} />}
      <g transform={`translate(${areaRect.x} ${areaRect.y})`}>
        {selRect && own && sel && selected !== null && (
          <g data-selection="">
            <Outline box={selRect} stroke="#e0267d" strokeWidth={2} pointerEvents="none" />
            {sel.rotation !== 0 && (
              <rect
                data-outline=""
                x={own.x}
                y={own.y}
                width={own.w}
                height={own.h}
                transform={`rotate(${sel.rotation} ${own.x + own.w / 2} ${own.y + own.h / 2})`}
                fill="none"
                stroke="#e0267d"
                strokeDasharray="4 4"
                pointerEvents="none"
              />
            )}
            {!props.ctx.locked && props.ctx.allowRotation && (
              <>
                <line
                  x1={selRect.x + selRect.w / 2}
                  y1={selRect.y}
                  x2={selRect.x + selRect.w / 2}
                  y2={selRect.y - ROTATE_HANDLE_GAP}
                  stroke="#e0267d"
                  strokeWidth={2}
                  pointerEvents="none"
                />
                <circle
                  data-handle="rotate"
                  cx={selRect.x + selRect.w / 2}
                  cy={selRect.y - ROTATE_HANDLE_GAP}
                  r={8}
                  fill="#fff"
                  stroke="#e0267d"
                  strokeWidth={2}
                  style={{ cursor: 'grab' }}
                  onPointerDown={(e) => onDown(e, selected, 'rotate')}
                >
                  <title>Rotate</title>
                </circle>
              </>
            )}
            {!props.ctx.locked &&
              HANDLES.map((h) => (
                <rect
                  key={h}
                  data-handle={h}
                  x={(h.endsWith('w') ? selRect.x : selRect.x + selRect.w) - 7}
                  y={(h.startsWith('n') ? selRect.y : selRect.y + selRect.h) - 7}
                  width={14}
                  height={14}
                  fill="#fff"
                  stroke="#e0267d"
                  strokeWidth={2}
                  style={{ cursor: `${h}-resize` }}
                  onPointerDown={(e) => onDown(e, selected, h)}
                />
              ))}
          </g>
        )}
      </g>
    </svg>
  );
}

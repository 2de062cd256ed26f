import type { PointerTarget } from '@platen/domain/editor/interaction';
import type { Box } from '@platen/domain/editor/placement-box';
import type { PlaceRegion } from '@platen/domain/placement/mug-element-place';
import { type PrintAreaFrame, toPx } from '@platen/domain/placement/print-area-mapping';
import { memo } from 'react';
import { Outline } from './Outline.tsx';

/** One artwork drawn on the canvas. */
export interface CanvasElement {
  key: string;
  href: string;
  box: Box;
  label: string;
  /** The band of the area the element's place covers (a mug's left or right half, O-3-15). */
  region?: PlaceRegion | null;
  /** A print-quality (low DPI) warning: the element is outlined and labelled on the canvas. */
  warning?: string | null;
}

export const rectOf = (box: Box, frame: PrintAreaFrame) => ({
  x: toPx(box.left, frame),
  y: toPx(box.top, frame),
  w: toPx(box.width, frame),
  h: toPx(box.height, frame),
});

/** An artwork image; memoised so a drag re-renders only the element that moves. */
export const ArtworkImage = memo(function ArtworkImage({
  el,
  frame,
  index,
  onDown,
  lifted = false,
}: {
  el: CanvasElement;
  frame: PrintAreaFrame;
  index: number;
  onDown: (e: React.PointerEvent, index: number, target: PointerTarget) => void;
  /** Being moved: drawn by the gesture layer instead (its place here stays, invisible, keeping the order). */
  lifted?: boolean;
}) {
  const r = rectOf(el.box, frame);
  const cx = r.x + r.w / 2;
  const cy = r.y + r.h / 2;
  const transform = el.box.rotation ? `rotate(${el.box.rotation} ${cx} ${cy})` : undefined;
  return (
    <>
      <image
        href={el.href}
        x={r.x}
        y={r.y}
        width={r.w}
        height={r.h}
        preserveAspectRatio="none"
        transform={transform}
        data-element={lifted ? undefined : index}
        visibility={lifted ? 'hidden' : undefined}
        onPointerDown={(e) => onDown(e, index, 'body')}
        style={{ cursor: 'move' }}
      >
        <title>{el.label}</title>
      </image>
      {el.warning && !lifted && (
        <g data-low-dpi={index} pointerEvents="none" transform={transform}>
          <Outline box={r} stroke="#b00020" strokeWidth={3} strokeDasharray="10 5" />
          <text x={r.x + 4} y={r.y - 6} fill="#b00020" fontSize={22} fontWeight={700}>
            Low DPI
          </text>
          <title>{el.warning}</title>
        </g>
      )}
    </>
  );
});

export type DownHandler = (e: React.PointerEvent, index: number, target: PointerTarget) => void;

/**
 * Every artwork of the side. Memoised on the element list and the lifted index, so a pointer move during a
 * gesture (which only changes the moving box) does not even walk the 1,000 images of a busy side.
 */
export const ArtworkLayer = memo(function ArtworkLayer({
  elements,
  frame,
  onDown,
  lifted,
}: {
  elements: readonly CanvasElement[];
  frame: PrintAreaFrame;
  onDown: DownHandler;
  lifted: number | null;
}) {
  return (
    <>
      {elements.map((el, i) => (
        <ArtworkImage key={el.key} el={el} frame={frame} index={i} onDown={onDown} lifted={i === lifted} />
      ))}
    </>
  );
});

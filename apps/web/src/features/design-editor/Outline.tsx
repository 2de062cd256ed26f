import type { SVGProps } from 'react';

type Box = { x: number; y: number; w: number; h: number };

/** An unfilled SVG rectangle over a box (x, y, w, h): the selection frame, the low-DPI mark. */
export function Outline({ box, ...rest }: { box: Box } & SVGProps<SVGRectElement>) {
  return <rect x={box.x} y={box.y} width={box.w} height={box.h} fill="none" {...rest} />;
}

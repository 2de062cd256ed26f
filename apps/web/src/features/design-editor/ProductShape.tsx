import type { ProductGeometry, Rect } from '@platen/domain/mockup/product-geometry';

/** What the canvas draws under the print area when the product has its own geometry (mugs, cases). */
export interface ProductShapeProps {
  geometry: ProductGeometry;
  /** The product colour (catalogue hex, without '#'). */
  hex: string;
  type: string;
}

const fill = (hex: string) => (hex.startsWith('#') ? hex : `#${hex}`);
const rounded = (r: Rect) => ({ x: r.x, y: r.y, width: r.width, height: r.height, rx: r.radius ?? 0 });

/**
 * A mug or phone case drawn from the domain geometry (packages/domain/src/mockup/product-geometry.ts): the body
 * the print area lies on, a mug's handle (in the product colour: accent mugs colour it), a case's camera
 * cut-out. The same numbers place the artwork in the server's mockups.
 */
export function ProductShape({ geometry, hex, type }: ProductShapeProps) {
  const { body, handle, template } = geometry;
  const colour = fill(hex);
  const mug = type === 'Mug';
  return (
    <g data-product-shape={type}>
      <rect width={template.width} height={template.height} fill="#f4f4f4" />
      {handle && (
        <g fill="none" strokeLinecap="round">
          <path d={handlePath(handle)} stroke="#3a3a3a" strokeWidth={40} />
          <path d={handlePath(handle)} stroke={colour} strokeWidth={34} />
        </g>
      )}
      <rect
        {...rounded(body)}
        fill={mug ? '#ffffff' : colour}
        stroke="#3a3a3a"
        strokeWidth={3}
        data-body=""
      />
      {mug && (
        <rect
          x={body.x}
          y={body.y}
          width={body.width}
          height={10}
          fill={colour}
          opacity={hex.toLowerCase() === 'ffffff' ? 0 : 1}
        />
      )}
    </g>
  );
}

const handlePath = (h: Rect) =>
  `M${h.x - 4} ${h.y} C${h.x + h.width} ${h.y} ${h.x + h.width} ${h.y + h.height} ${h.x - 4} ${h.y + h.height}`;

/** A case's camera cut-out; drawn again over the artwork, since nothing prints there. */
export function Cutouts({ cutouts }: { cutouts: readonly Rect[] }) {
  return (
    <g pointerEvents="none" data-cutout="">
      {cutouts.map((c) => (
        <g key={`${c.x}-${c.y}`} data-camera="">
          <rect {...rounded(c)} fill="#2b2b2b" stroke="#111" strokeWidth={2} />
          <circle cx={c.x + c.width * 0.3} cy={c.y + c.height * 0.28} r={c.width * 0.2} fill="#555" />
          <circle cx={c.x + c.width * 0.3} cy={c.y + c.height * 0.72} r={c.width * 0.2} fill="#555" />
          <circle cx={c.x + c.width * 0.75} cy={c.y + c.height * 0.5} r={c.width * 0.08} fill="#ddd" />
        </g>
      ))}
    </g>
  );
}

import type { GeneratedEmbroidery, GeneratorPlacement } from '@platen/domain/design/embroidery-generator';
import { placementMax } from '@platen/domain/design/embroidery-generator';

/** Preview pixels per inch of the placement (the drawing scales to its box by its viewBox). */
const PX = 60;

/**
 * The placement's maximum as a hoop outline with the design inside, to scale: the text in its font and thread
 * colour, or the logo's thumbnail. Pure SVG attributes (no inline styles: the CSP forbids them).
 */
export function EmbroideryPreview(props: {
  placement: GeneratorPlacement;
  generated: GeneratedEmbroidery | null;
  text: string | null;
  font: string;
  thread: string;
  logoUrl: string | null;
}) {
  const max = placementMax(props.placement);
  const w = max.width * PX;
  const h = max.height * PX;
  const g = props.generated;
  const gw = (g?.widthIn ?? 0) * PX;
  const gh = (g?.heightIn ?? 0) * PX;
  const label = g
    ? `Preview: ${props.text ? `“${props.text}”` : 'the logo'} ${g.widthIn} x ${g.heightIn} in on the ${props.placement.label.toLowerCase()} (at most ${max.width} x ${max.height} in).`
    : `Preview of the ${props.placement.label.toLowerCase()}: nothing to stitch yet.`;
  return (
    <svg
      className="emb-preview"
      viewBox={`-10 -10 ${w + 20} ${h + 20}`}
      role="img"
      aria-label={label}
      preserveAspectRatio="xMidYMid meet"
    >
      <rect
        x={-10}
        y={-10}
        width={w + 20}
        height={h + 20}
        className="emb-fabric"
        fill={props.placement.fabric}
      />
      <rect x={0} y={0} width={w} height={h} className="emb-hoop" />
      {g && props.text && (
        <text
          x={w / 2}
          y={h / 2}
          textAnchor="middle"
          dominantBaseline="central"
          fontSize={gh}
          textLength={gw}
          lengthAdjust="spacingAndGlyphs"
          fill={props.thread}
          className={`emb-text emb-font-${props.font}`}
        >
          {props.text}
        </text>
      )}
      {g && !props.text && props.logoUrl && (
        <image href={props.logoUrl} x={(w - gw) / 2} y={(h - gh) / 2} width={gw} height={gh} />
      )}
    </svg>
  );
}

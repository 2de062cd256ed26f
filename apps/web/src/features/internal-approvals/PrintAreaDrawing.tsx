import type { ApprovalReview } from './api/approvals.ts';

type ReviewSide = ApprovalReview['items'][number]['sides'][number];

const inch = (n: number) => String(Math.round(n * 10) / 10);

/**
 * One printed side drawn to scale in inches: the print area, the platen (dashed) and each artwork at its printed
 * size and place. An artwork larger than the area spills over it, so "140 in wide" is seen, not only read; the
 * view stops at three areas wide so the area stays visible.
 */
export function PrintAreaDrawing({ side }: { side: ReviewSide }) {
  const area = side.area ?? side.platen;
  if (!area) return <p>This side has no known print area.</p>;
  const boxes = side.artworks.map((a) => ({
    ...a,
    right: a.leftIn + a.widthIn,
    bottom: a.topIn + a.heightIn,
  }));
  const minX = Math.max(-area.width, Math.min(0, ...boxes.map((b) => b.leftIn)));
  const minY = Math.max(-area.height, Math.min(0, ...boxes.map((b) => b.topIn)));
  const maxX = Math.min(2 * area.width, Math.max(area.width, ...boxes.map((b) => b.right)));
  const maxY = Math.min(2 * area.height, Math.max(area.height, ...boxes.map((b) => b.bottom)));
  const pad = Math.max(maxX - minX, maxY - minY) * 0.03;
  const label = `${side.side}: print area ${inch(area.width)} x ${inch(area.height)} in${
    side.platen ? `, platen ${inch(side.platen.width)} x ${inch(side.platen.height)} in` : ''
  }; ${side.artworks.map((a) => `${a.name} ${inch(a.widthIn)} x ${inch(a.heightIn)} in`).join(', ') || 'no artwork'}`;
  return (
    <svg
      className="print-area-drawing"
      role="img"
      aria-label={label}
      viewBox={`${minX - pad} ${minY - pad} ${maxX - minX + 2 * pad} ${maxY - minY + 2 * pad}`}
      preserveAspectRatio="xMidYMid meet"
    >
      {boxes.map((b) => {
        const over =
          b.leftIn < -0.05 || b.topIn < -0.05 || b.right > area.width + 0.05 || b.bottom > area.height + 0.05;
        return (
          <rect
            key={b.elementIndex}
            x={b.leftIn}
            y={b.topIn}
            width={b.widthIn}
            height={b.heightIn}
            className={over ? 'pa-art pa-art--over' : 'pa-art'}
          />
        );
      })}
      {/* The area and platen on top: an artwork that covers them leaves their outlines visible. */}
      <rect x={0} y={0} width={area.width} height={area.height} className="pa-area" />
      {side.platen && (
        <rect
          x={(area.width - side.platen.width) / 2}
          y={0}
          width={side.platen.width}
          height={side.platen.height}
          className="pa-platen"
        />
      )}
    </svg>
  );
}

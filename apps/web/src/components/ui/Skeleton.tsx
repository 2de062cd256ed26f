import './ui.css';

export type SkeletonShape = 'sm' | 'md' | 'lg' | 'title' | 'block';

/** Grey placeholders while content loads; `label` is what a screen reader hears instead. */
export function Skeleton({
  lines = ['title', 'lg', 'md'],
  label = 'Loading…',
}: {
  lines?: readonly SkeletonShape[];
  label?: string;
}) {
  return (
    <div className="ui-skeleton-group" aria-busy="true">
      <span className="visually-hidden" role="status">
        {label}
      </span>
      {lines.map((shape, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of placeholders
        <span key={i} className={`ui-skeleton ui-skeleton--${shape}`} aria-hidden="true" />
      ))}
    </div>
  );
}

import type { ReactNode } from 'react';
import './ui.css';

export interface StatTileProps {
  label: ReactNode;
  value: ReactNode;
  /** A line under the figure ("3 more than yesterday"). */
  hint?: ReactNode;
  tone?: 'neutral' | 'success' | 'warning' | 'danger';
  /** While the figure loads. */
  loading?: boolean;
}

/** One figure with its label, inside a <StatGrid> (a description list: dt label, dd figure). */
export function StatTile({ label, value, hint, tone = 'neutral', loading }: StatTileProps) {
  return (
    <div className={`ui-stat ui-stat--${tone}`}>
      <dt>{label}</dt>
      <dd aria-busy={loading || undefined}>
        {loading ? (
          <>
            <span className="ui-skeleton ui-skeleton--md" aria-hidden="true" />
            <span className="visually-hidden">Loading</span>
          </>
        ) : (
          value
        )}
        {hint && <span className="ui-stat-hint">{hint}</span>}
      </dd>
    </div>
  );
}

/** A grid of stat tiles; `label` names the list. */
export function StatGrid({
  label,
  children,
  className,
}: {
  label?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <dl className={className ? `ui-stat-grid ${className}` : 'ui-stat-grid'} aria-label={label}>
      {children}
    </dl>
  );
}

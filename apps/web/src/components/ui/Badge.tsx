import type { ReactNode } from 'react';
import './ui.css';

export type Tone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger' | 'info';

/** A short label in a tone (a count, a tag). Colour is never the only signal: the text says it. */
export function Badge({ tone = 'neutral', children }: { tone?: Tone; children: ReactNode }) {
  return <span className={`ui-badge ui-badge--${tone}`}>{children}</span>;
}

/** A status (an order's, a printer's) as a pill with a dot in its tone. */
export function StatusPill({ tone = 'neutral', children }: { tone?: Tone; children: ReactNode }) {
  return (
    <span className={`ui-badge ui-badge--${tone} ui-pill`}>
      <span className="ui-pill-dot" aria-hidden="true" />
      {children}
    </span>
  );
}

import type { ReactNode } from 'react';
import { Icon, type IconName } from './Icon.tsx';
import './ui.css';

export interface EmptyStateProps {
  title: ReactNode;
  children?: ReactNode;
  icon?: IconName;
  /** The one thing to do next (a button or link). */
  action?: ReactNode;
  headingLevel?: 2 | 3;
}

/** What a list shows with nothing in it: what would be here, and how to get some. */
export function EmptyState({ title, children, icon = 'box', action, headingLevel = 2 }: EmptyStateProps) {
  const H = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <div className="ui-empty">
      <span className="ui-empty-icon">
        <Icon name={icon} />
      </span>
      <H>{title}</H>
      {children && <p>{children}</p>}
      {action}
    </div>
  );
}

import type { HTMLAttributes, ReactNode } from 'react';
import { useId } from 'react';
import './ui.css';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The card's heading; the card is a section it names. */
  title?: ReactNode;
  headingLevel?: 2 | 3;
  /** Controls at the right of the heading. */
  actions?: ReactNode;
  /** Lifts on hover (a card that is a link or opens something). */
  interactive?: boolean;
  as?: 'section' | 'article' | 'li' | 'div';
}

/** A surface that groups one thing: a heading (optional), actions beside it, then its content. */
export function Card({
  title,
  headingLevel = 2,
  actions,
  interactive,
  as: Tag = 'section',
  className,
  children,
  ...rest
}: CardProps) {
  const id = useId();
  const H = headingLevel === 3 ? 'h3' : 'h2';
  const classes = ['ui-card', interactive ? 'ui-card--interactive' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <Tag
      {...rest}
      className={classes}
      aria-labelledby={title && Tag !== 'div' && Tag !== 'li' ? id : undefined}
    >
      {(title || actions) && (
        <div className="ui-card-head">
          {title && <H id={id}>{title}</H>}
          {actions}
        </div>
      )}
      {children}
    </Tag>
  );
}

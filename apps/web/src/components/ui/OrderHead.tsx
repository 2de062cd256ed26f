import type { ReactNode } from 'react';
import { StatusPill, type Tone } from './Badge.tsx';
import './ui.css';

export interface OrderHeadProps {
  /** The h1's id (the section's aria-labelledby). */
  titleId: string;
  title: ReactNode;
  /** The title's heading level: 1 on an order's page (the default), 3 in the styleguide's specimen. */
  headingLevel?: 1 | 3;
  /** The status pill's tone and content (its label, with whatever test hooks the page gives it). */
  tone: Tone;
  status: ReactNode;
  /** A line of short facts under the title (due date, reference, total): they wrap on a phone. */
  facts?: ReactNode;
  /** Anything else under the head (a hint). */
  children?: ReactNode;
}

/** An order's head (the customer's order page, the staff order page): its title with its status pill beside it. */
export function OrderHead({
  titleId,
  title,
  headingLevel = 1,
  tone,
  status,
  facts,
  children,
}: OrderHeadProps) {
  const H = headingLevel === 3 ? 'h3' : 'h1';
  return (
    <header className="ui-order-head">
      <div className="ui-order-head-title">
        <H id={titleId}>{title}</H>
        <StatusPill tone={tone}>{status}</StatusPill>
      </div>
      {facts && <p className="ui-order-head-facts">{facts}</p>}
      {children}
    </header>
  );
}

import { cloneElement, type ReactElement, type ReactNode, useId, useState } from 'react';
import './ui.css';

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element (a button, a link). */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  /** The tooltip repeats the trigger's own name (an icon button): no description, hidden from screen readers. */
  labelsTrigger?: boolean;
}

/**
 * A short label shown above its trigger on hover and on keyboard focus, hidden by Escape (WCAG 1.4.13). It
 * describes the trigger (aria-describedby) unless it only repeats the trigger's name.
 */
export function Tooltip({ content, children, labelsTrigger = false }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const trigger = labelsTrigger ? children : cloneElement(children, { 'aria-describedby': id });
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the wrapper only listens to its trigger's events
    <span
      className="ui-tooltip-anchor"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          setOpen(false);
        }
      }}
    >
      {trigger}
      <span
        id={id}
        role={labelsTrigger ? undefined : 'tooltip'}
        aria-hidden={labelsTrigger || undefined}
        className="ui-tooltip"
        hidden={!open}
      >
        {content}
      </span>
    </span>
  );
}

import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { Icon, type IconName } from './Icon.tsx';
import './ui.css';

export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'destructive';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
  /** Busy: a spinner over the label, clicks ignored, the button keeps its focus and size (aria-busy). */
  loading?: boolean;
  /** An icon before the label. */
  icon?: IconName;
  children?: ReactNode;
}

/** The class list of a button, so a link can look like one (`<Link className={buttonClass('secondary')}>`). */
export const buttonClass = (variant: ButtonVariant = 'primary', size: 'sm' | 'md' = 'md', extra?: string) =>
  ['ui-btn', `ui-btn--${variant}`, size === 'sm' ? 'ui-btn--sm' : '', extra ?? ''].filter(Boolean).join(' ');

/**
 * A button in one of four roles: primary (the screen's main action), secondary, quiet (low emphasis) and
 * destructive. `type` defaults to "button" so a button in a form submits only when asked to.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  icon,
  className,
  children,
  onClick,
  type = 'button',
  ...rest
}: ButtonProps) {
  // A busy button stays focusable (disabling it would drop the keyboard user's focus) but ignores clicks.
  const click = (e: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      e.preventDefault();
      return;
    }
    onClick?.(e);
  };
  return (
    <button
      {...rest}
      type={type}
      className={buttonClass(variant, size, className)}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={click}
    >
      {loading && <span className="ui-spinner" aria-hidden="true" />}
      <span className="ui-btn-label">
        {icon && <Icon name={icon} />}
        {children}
      </span>
    </button>
  );
}

import { type ReactNode, useId } from 'react';
import { Icon } from './Icon.tsx';
import './ui.css';

/** The ids and ARIA a field's control takes: its id, its description (hint, error) and its invalid flag. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** An error message: marks the control invalid and is read with it. */
  error?: ReactNode;
  id?: string;
  className?: string;
  /** The label is read by screen readers but not shown (a compact toolbar or filter row where the context names it). */
  hideLabel?: boolean;
  children(control: FieldControlProps): ReactNode;
}

/** A label over a control, a hint and an error under it, wired together (for, aria-describedby, aria-invalid). */
export function Field({ label, hint, error, id, className, hideLabel, children }: FieldProps) {
  const auto = useId();
  const controlId = id ?? auto;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const described = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={className ? `ui-field ${className}` : 'ui-field'}>
      <label htmlFor={controlId} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </label>
      {children({
        id: controlId,
        ...(described ? { 'aria-describedby': described } : {}),
        ...(error ? { 'aria-invalid': true as const } : {}),
      })}
      {hint && (
        <p id={hintId} className="ui-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="ui-error">
          <Icon name="alert" />
          {error}
        </p>
      )}
    </div>
  );
}

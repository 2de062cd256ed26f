import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { Icon } from './Icon.tsx';
import './ui.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

/** A native checkbox with its label to the right, a hint and an error under it. */
export function Checkbox({ label, hint, error, id, className, ...rest }: CheckboxProps) {
  const auto = useId();
  const inputId = id ?? auto;
  const described = [hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className ? `ui-check ${className}` : 'ui-check'}>
      <input
        {...rest}
        type="checkbox"
        id={inputId}
        aria-describedby={described || undefined}
        aria-invalid={error ? true : undefined}
      />
      <label htmlFor={inputId}>{label}</label>
      {hint && (
        <p id={`${inputId}-hint`} className="ui-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} className="ui-error">
          <Icon name="alert" />
          {error}
        </p>
      )}
    </div>
  );
}

import { type ReactNode, useId } from 'react';
import { Icon } from './Icon.tsx';
import './ui.css';

export interface RadioOption<V extends string> {
  value: V;
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps<V extends string> {
  legend: ReactNode;
  name: string;
  options: readonly RadioOption<V>[];
  value: NoInfer<V> | null;
  onChange(value: NoInfer<V>): void;
  error?: ReactNode;
  disabled?: boolean;
}

/**
 * Native radios in a fieldset named by its legend: arrow keys move the choice, Tab leaves the group (the
 * platform's own radio keyboard behaviour).
 */
export function RadioGroup<V extends string>(p: RadioGroupProps<V>) {
  const id = useId();
  return (
    <fieldset
      className="ui-radio-group"
      disabled={p.disabled}
      aria-describedby={p.error ? `${id}-error` : undefined}
    >
      <legend>{p.legend}</legend>
      {p.options.map((o) => (
        <div className="ui-check" key={o.value}>
          <input
            type="radio"
            id={`${id}-${o.value}`}
            name={p.name}
            value={o.value}
            checked={p.value === o.value}
            disabled={o.disabled}
            aria-describedby={o.hint ? `${id}-${o.value}-hint` : undefined}
            onChange={() => p.onChange(o.value)}
          />
          <label htmlFor={`${id}-${o.value}`}>{o.label}</label>
          {o.hint && (
            <p id={`${id}-${o.value}-hint`} className="ui-hint">
              {o.hint}
            </p>
          )}
        </div>
      ))}
      {p.error && (
        <p id={`${id}-error`} className="ui-error">
          <Icon name="alert" />
          {p.error}
        </p>
      )}
    </fieldset>
  );
}

import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { Field } from './Field.tsx';
import { Icon } from './Icon.tsx';

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  id?: string;
  /** Keep the label for screen readers only (see Field). */
  hideLabel?: boolean;
  /** The options are loading: the select is disabled and busy until they come. */
  loading?: boolean;
  /** `<option>` elements. */
  children: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select (the platform's keyboard and phone pickers) with hint, error and loading states. */
export function Select({
  label,
  hint,
  error,
  id,
  hideLabel,
  loading,
  disabled,
  className,
  children,
  ...rest
}: SelectProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id} className={className} hideLabel={hideLabel}>
      {(control) => (
        <span className="ui-control ui-select">
          <select {...rest} {...control} disabled={disabled || loading} aria-busy={loading || undefined}>
            {children}
          </select>
          {loading ? (
            <span className="ui-spinner" aria-hidden="true" />
          ) : (
            <Icon name="chevronDown" className="ui-select-chevron" />
          )}
        </span>
      )}
    </Field>
  );
}

import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Field } from './Field.tsx';

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  id?: string;
  /** Keep the label for screen readers only (see Field). */
  hideLabel?: boolean;
  /** Checking the value (an address lookup, a name check): a spinner in the field, aria-busy. */
  loading?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input with its hint, error and loading states. */
export function Input({ label, hint, error, id, hideLabel, loading, className, ...rest }: InputProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id} className={className} hideLabel={hideLabel}>
      {(control) => (
        <span className="ui-control">
          <input {...rest} {...control} aria-busy={loading || undefined} />
          {loading && <span className="ui-spinner" aria-hidden="true" />}
        </span>
      )}
    </Field>
  );
}
